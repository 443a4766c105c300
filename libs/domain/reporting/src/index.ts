export * from './scheduled-report';
