export * from './leave.module';
export * from './leave.parts';
