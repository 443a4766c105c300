export * from '@timekeep/testing-postgres';
export * from './principals';
export * from './test-stack';
export * from './seed-events';
export * from '@timekeep/testing-smtp';
export * from './fixtures';
export * from '@timekeep/testing-myob';
export * from '@timekeep/testing-workflow-max';
