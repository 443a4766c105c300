export * from './customers.module';
export * from './customers.parts';
