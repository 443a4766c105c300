export * from './timekeeping-error';
export * from './punches';
export * from './pay-card';
export * from './approvals';
