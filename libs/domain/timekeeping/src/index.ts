export * from './timekeeping-error';
export * from './punches';
export * from './pay-card';
export * from './approvals';
export * from './pay-periods';
export * from './exception-reviews';
export * from './xero-payroll';
export * from './workflow-max-time-entries';
