export * from './calendar-days';
export * from './pay-periods';
export * from './rounding';
export * from './zone-time';
export * from './punch-pairing';
export * from './schedules';
export * from './attendance';
export * from './breaks';
