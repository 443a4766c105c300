export * from './postgres-admin';
export * from './test-database';
export * from './settled';
