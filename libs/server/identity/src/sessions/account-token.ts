import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AccountToken, OAuthToken, TokenPair } from '@timekeep/contracts';
import { accountGrantOf, OAuthTokenError, SignInRefused } from '@timekeep/domain-identity';
import { AppConfig } from '@timekeep/server-platform';
import { OAuthTokens, type TokenRequest } from '../oauth/oauth-tokens';
import { LoginCommand } from './login.handler';
import { RefreshSessionCommand } from './refresh-session.handler';

/**
 * POST /account/token: OAuth 2.0's token endpoint over the product's sign-in (ADR 0058). The
 * password and refresh grants are the very LoginCommand and RefreshSessionCommand of
 * /account/login and /account/refresh-token (the same throttle, lockout, events and rotation);
 * their refusals are answered in RFC 6749 §5.2's words: a wrong password, a locked-out or inactive
 * account or a spent refresh token is invalid_grant, a throttled address temporarily_unavailable.
 */
@Injectable()
export class AccountTokens {
  constructor(
    private readonly commands: CommandBus,
    private readonly clients: OAuthTokens,
    private readonly config: AppConfig,
  ) {}

  async issue(request: TokenRequest & { correlationId: string }): Promise<AccountToken | OAuthToken> {
    if (Object.values(request.form).some((v) => typeof v !== 'string')) throw new OAuthTokenError('invalid_request', 'Send each parameter once, as text.');
    const form = request.form as Record<string, string | undefined>;
    const grant = accountGrantOf(form);
    if (grant.grant === 'client_credentials') return this.clients.issue(request);
    // A person's grant authenticates no client: client credentials sent with it are a mistake, not ignored.
    if (request.authorization || form.client_id !== undefined || form.client_secret !== undefined) {
      throw new OAuthTokenError('invalid_request', 'A person signs in without client credentials: send username and password, or refresh_token, alone.');
    }
    let pair: TokenPair;
    try {
      pair =
        grant.grant === 'password'
          ? await this.commands.execute(new LoginCommand(grant.email, grant.password, grant.appType, request.address, request.correlationId))
          : await this.commands.execute(new RefreshSessionCommand(grant.refreshToken));
    } catch (error) {
      if (!(error instanceof SignInRefused)) throw error;
      // The address's sign-in window is a minute (ADR 0008).
      throw error.kind === 'throttled' ? new OAuthTokenError('temporarily_unavailable', error.message, 60) : new OAuthTokenError('invalid_grant', error.message);
    }
    return {
      access_token: pair.accessToken,
      token_type: 'Bearer',
      expires_in: this.config.auth.accessTtlSeconds,
      refresh_token: pair.refreshToken,
      accessToken: pair.accessToken,
      refreshToken: pair.refreshToken,
    };
  }
}
