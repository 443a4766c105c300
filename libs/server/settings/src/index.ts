export * from './settings.module';
