export * from './schedule-template';
export * from './shift-card';
export * from './schedule-template-dto';
export * from './employee-schedule';
export * from './roster';
export * from './bulk-schedule';
export * from './schedule-import';
export * from './roster-publishing';
