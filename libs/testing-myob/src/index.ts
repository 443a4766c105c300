export * from './fake-myob-advanced';
