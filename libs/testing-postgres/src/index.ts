export * from './postgres-admin';
export * from './test-database';
