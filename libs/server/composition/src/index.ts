export * from './cli.module';
export * from './api.module';
export * from './create-api';
export * from './create-worker';
export * from './parts';
export * from './worker.module';
