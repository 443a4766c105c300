export * from './integration-connection';
export * from './xero-connection';
export * from './xero-payroll';
export * from './workflow-max';
export * from './workflow-max-time-entries';
export * from './workflow-max-staff-check';
export * from './myob-employee-check';
