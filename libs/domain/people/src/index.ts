export * from './people-error';
export * from './employee.events';
export * from './employee';
export * from './employee-form';
export * from './licences';
export * from './employee-save';
