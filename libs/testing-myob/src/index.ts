export * from './fake-myob-advanced';
export * from './fake-myob-job-costing';
export * from './http-faults';
export * from './fake-upload-gateway';
