export * from './message';
export * from './message-error';
export * from './leave-messages';
export * from './run-messages';
export * from './tasks';
export * from './preferences';
export * from './roster-messages';
export * from './webhook-messages';
