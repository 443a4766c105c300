import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AccountStanding, ClientStanding, PlatformApiModule } from '@timekeep/server-platform';
import { AccountsQueries } from './accounts/accounts.queries';
import { BootstrapAdmin } from './accounts/bootstrap-admin';
import { AccountSecrets } from './accounts/account-secrets';
import { PasswordHasher } from './accounts/password-hasher';
import { AvatarsController } from './avatars/avatars.controller';
import { AccountController } from './http/account.controller';
import { DirectoryController } from './http/directory.controller';
import { PasswordController } from './http/password.controller';
import { ProfileController } from './http/profile.controller';
import { ProfileQueries } from './profile/profile.queries';
import { UsersQueries } from './accounts/users.queries';
import { OrganisationModule } from '@timekeep/server-organisation';
import { LoginThrottle } from './sessions/login-throttle';
import { ResetLinks, ResetThrottle } from './password-reset/reset-links';
import { SessionStanding } from './sessions/session-standing';
import { SessionTokens } from './sessions/session-tokens';
import { OAuthController } from './oauth/oauth.controller';
import { OpenApiController } from './oauth/openapi.controller';
import { OAuthClientsQueries, OAuthClientStanding } from './oauth/oauth-clients.queries';
import { OAuthTokens } from './oauth/oauth-tokens';
import { AccountTokens } from './sessions/account-token';
import { TokenThrottle } from './oauth/token-throttle';
import { CreateAccountHandler } from './accounts/create-account.handler';
import { RequestPasswordResetHandler } from './password-reset/request-password-reset.handler';
import { ResetPasswordHandler } from './password-reset/reset-password.handler';
import { ChangePasswordHandler } from './profile/change-password.handler';
import { ChangePinHandler } from './profile/change-pin.handler';
import { UpdateProfileHandler } from './profile/update-profile.handler';
import { LoginAsEmployeeHandler } from './sessions/login-as-employee.handler';
import { LoginHandler } from './sessions/login.handler';
import { RefreshSessionHandler } from './sessions/refresh-session.handler';
import { SaveOAuthClientHandler } from './oauth/save-oauth-client.handler';
import { UpdateOAuthClientHandler } from './oauth/update-oauth-client.handler';
import { ManageOAuthClientHandler } from './oauth/manage-oauth-client.handler';
import { SupportController } from './support/support.controller';
import { SupportQueries } from './support/support.queries';

const IDENTITY_COMMAND_HANDLERS = [
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
  ManageOAuthClientHandler,
];

/** Accounts, sessions and permissions over HTTP (api process). */
@Module({
  imports: [CqrsModule, PlatformApiModule, OrganisationModule],
  controllers: [AccountController, ProfileController, PasswordController, DirectoryController, SupportController, AvatarsController, OAuthController, OpenApiController],
  providers: [...IDENTITY_COMMAND_HANDLERS, AccountsQueries, SupportQueries, ProfileQueries, AccountSecrets, PasswordHasher, SessionTokens, LoginThrottle, ResetThrottle, ResetLinks, BootstrapAdmin, UsersQueries, OAuthClientsQueries, OAuthTokens, AccountTokens, TokenThrottle, { provide: ClientStanding, useClass: OAuthClientStanding }, { provide: AccountStanding, useClass: SessionStanding }],
  exports: [AccountsQueries, AccountSecrets, BootstrapAdmin, PasswordHasher, SessionTokens, UsersQueries],
})
export class IdentityModule {}
