export * from './fake-workflow-max';
