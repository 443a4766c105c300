export * from './company.decide';
export * from './company.events';
export * from './structure';
export * from './structure.decide';
export * from './structure.events';
