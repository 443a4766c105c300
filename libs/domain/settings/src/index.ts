export * from './workplace';
export * from './kiosk';
export * from './punch-code';
