export * from './scheduling.module';
export * from './scheduling.parts';
