export * from './api';
export * from './events';
export * from './jobs';
export * from './messages';
export * from './identity';
export * from './organisation';
export * from './lists';
