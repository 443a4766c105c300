import { AccountSecretEntity } from './accounts/account-secret.entity';
import { AccountsProjection } from './accounts/accounts.projection';
import { CreateAccountHandler } from './accounts/create-account.handler';
import { UserAccountEntity } from './accounts/user-account.entity';
import { Identity1763800200000 } from './migrations/1763800200000-identity';
import { AccountDetails1763800700000 } from './migrations/1763800700000-account-details';
import { AccountFunctions1763801300000 } from './migrations/1763801300000-account-functions';
import { RefreshSuccessor1763801500000 } from './migrations/1763801500000-refresh-successor';
import { PasswordResetEntity } from './password-reset/password-reset.entity';
import { RequestPasswordResetHandler } from './password-reset/request-password-reset.handler';
import { ResetPasswordHandler } from './password-reset/reset-password.handler';
import { ChangePasswordHandler } from './profile/change-password.handler';
import { ChangePinHandler } from './profile/change-pin.handler';
import { UpdateProfileHandler } from './profile/update-profile.handler';
import { LoginAsEmployeeHandler } from './sessions/login-as-employee.handler';
import { LoginHandler } from './sessions/login.handler';
import { RefreshSessionHandler } from './sessions/refresh-session.handler';
import { RefreshTokenEntity } from './sessions/refresh-token.entity';
import { OAuthClients1764300200000 } from './migrations/1764300200000-oauth-clients';
import { AccountGuard1764400100000 } from './migrations/1764400100000-account-guard';
import { AccountSecrets1764400400000 } from './migrations/1764400400000-account-secrets';
import { SaveOAuthClientHandler } from './oauth/save-oauth-client.handler';
import { UpdateOAuthClientHandler } from './oauth/update-oauth-client.handler';
import { OAuthClientEntity, OAuthClientSecretEntity } from './oauth/oauth-client.entity';
import { OAuthClientsProjection } from './oauth/oauth-clients.projection';

export const IDENTITY_ENTITIES = [UserAccountEntity, RefreshTokenEntity, PasswordResetEntity, OAuthClientEntity, OAuthClientSecretEntity, AccountSecretEntity];
export const IDENTITY_MIGRATIONS = [Identity1763800200000, AccountDetails1763800700000, AccountFunctions1763801300000, RefreshSuccessor1763801500000, OAuthClients1764300200000, AccountGuard1764400100000, AccountSecrets1764400400000];
export const IDENTITY_INLINE_PROJECTIONS = [new AccountsProjection(), new OAuthClientsProjection()];
export const IDENTITY_COMMAND_HANDLERS = [
  CreateAccountHandler,
  LoginHandler,
  RefreshSessionHandler,
  LoginAsEmployeeHandler,
  UpdateProfileHandler,
  ChangePasswordHandler,
  ChangePinHandler,
  RequestPasswordResetHandler,
  ResetPasswordHandler,
  SaveOAuthClientHandler,
  UpdateOAuthClientHandler,
];
