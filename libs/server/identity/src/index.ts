export * from './accounts/account-context';
export * from './accounts/account-secrets';
export * from './accounts/accounts.queries';
export * from './accounts/bootstrap-admin';
export * from './accounts/create-account.handler';
export * from './accounts/user-account.entity';
export * from './identity.module';
export * from './identity.parts';
export { ResetLinks } from './password-reset/reset-links';
export { ChangePinCommand } from './profile/change-pin.handler';
export * from './accounts/password-hasher';
export * from './accounts/streams';
export * from './sessions/session-tokens';
export * from './accounts/users.queries';
export * from './oauth/oauth-client.entity';
export { oauthClientStreamId } from './oauth/oauth-client-stream';
// How a secret handed out once is kept (sessions, reset links; the employee's calendar address in timekeeping).
export { sameHash, secretHash } from './secrets/secret-hash';
