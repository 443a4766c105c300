export * from './addresses';
export * from './retries';
