export * from './messages.module';
export * from './messages.parts';
