export * from './settings.module';
export * from './settings.parts';
export * from './punch-codes/punch-code-signer';
