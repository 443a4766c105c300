export * from './addresses';
export * from './catalogue';
export * from './retries';
export * from './subscriptions';
