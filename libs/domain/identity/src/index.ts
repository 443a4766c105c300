export * from './account.decide';
export * from './account.events';
export * from './account.state';
export * from './lockout';
export * from './menu';
export * from './password-rules';
export * from './permissions';
export * from './account';
