export * from './company.decide';
export * from './company.events';
