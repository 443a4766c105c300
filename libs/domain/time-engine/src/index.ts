export * from './calendar-days';
export * from './pay-periods';
export * from './rounding';
