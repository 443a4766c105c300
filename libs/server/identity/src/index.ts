export * from './accounts/account-context';
export * from './accounts/accounts.queries';
export * from './accounts/bootstrap-admin';
export * from './accounts/create-account.handler';
export * from './accounts/user-account.entity';
export * from './identity.module';
export * from './identity.parts';
export * from './password-reset/reset-mail';
