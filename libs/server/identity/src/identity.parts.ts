import type { ContextParts } from '@timekeep/server-platform';
import { AccountSecretEntity } from './accounts/account-secret.entity';
import { AccountsProjection } from './accounts/accounts.projection';
import { UserAccountEntity } from './accounts/user-account.entity';
import { Identity1763800200000 } from './migrations/1763800200000-identity';
import { AccountDetails1763800700000 } from './migrations/1763800700000-account-details';
import { AccountFunctions1763801300000 } from './migrations/1763801300000-account-functions';
import { RefreshSuccessor1763801500000 } from './migrations/1763801500000-refresh-successor';
import { PasswordResetEntity } from './password-reset/password-reset.entity';
import { RefreshTokenEntity } from './sessions/refresh-token.entity';
import { OAuthClients1764300200000 } from './migrations/1764300200000-oauth-clients';
import { AccountGuard1764400100000 } from './migrations/1764400100000-account-guard';
import { AccountSecrets1764400400000 } from './migrations/1764400400000-account-secrets';
import { ProfileContact1764500620000 } from './migrations/1764500620000-profile-contact';
import { OAuthClientEntity, OAuthClientSecretEntity } from './oauth/oauth-client.entity';
import { OAuthClientsProjection } from './oauth/oauth-clients.projection';
import { IdentityModule } from './identity.module';

export const IDENTITY: ContextParts = {
  module: IdentityModule,
  entities: [UserAccountEntity, RefreshTokenEntity, PasswordResetEntity, OAuthClientEntity, OAuthClientSecretEntity, AccountSecretEntity],
  migrations: [Identity1763800200000, AccountDetails1763800700000, AccountFunctions1763801300000, RefreshSuccessor1763801500000, OAuthClients1764300200000, AccountGuard1764400100000, AccountSecrets1764400400000, ProfileContact1764500620000],
  inlineProjections: [new AccountsProjection(), new OAuthClientsProjection()],
};
