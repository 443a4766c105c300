export * from './workplace';
