export * from '@timekeep/testing-postgres';
