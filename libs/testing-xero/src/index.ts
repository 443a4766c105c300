export * from './fake-xero';
