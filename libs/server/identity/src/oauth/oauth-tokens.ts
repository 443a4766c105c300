import { Injectable } from '@nestjs/common';
import type { OAuthToken } from '@timekeep/contracts';
import { credentialsOf, decideTokenGrant, OAuthTokenError } from '@timekeep/domain-identity';
import { AppConfig, PrincipalTokens } from '@timekeep/server-platform';
import { PasswordHasher } from '../accounts/password-hasher';
import { OAuthClientsQueries } from './oauth-clients.queries';
import { TokenThrottle } from './token-throttle';

export interface TokenRequest {
  authorization: string | undefined;
  form: Record<string, unknown>;
  address: string;
}

const WRONG_CLIENT = 'The client is unknown or its secret is wrong.';

/**
 * RFC 6749 §4.4 client credentials: the client authenticates, gets an access token for its
 * company and the scopes it asked for (all of its own when it names none), valid for
 * OAUTH_TOKEN_TTL_SECONDS and only while its secret stays the same.
 */
@Injectable()
export class OAuthTokens {
  constructor(
    private readonly config: AppConfig,
    private readonly clients: OAuthClientsQueries,
    private readonly hasher: PasswordHasher,
    private readonly tokens: PrincipalTokens,
    private readonly throttle: TokenThrottle,
  ) {}

  async issue({ authorization, form: raw, address }: TokenRequest): Promise<OAuthToken> {
    // RFC 6749 §3.2: a parameter sent twice (an array once parsed) is a malformed request.
    if (Object.values(raw).some((v) => typeof v !== 'string')) throw new OAuthTokenError('invalid_request', 'Send each parameter once, as text.');
    const form = raw as Record<string, string | undefined>;
    let credentials: ReturnType<typeof credentialsOf> | null = null;
    let refusal: unknown = null;
    try {
      credentials = credentialsOf(authorization, form);
    } catch (error) {
      refusal = error;
    }
    const wait = await this.throttle.wait(address, credentials?.clientId ?? null);
    if (wait) throw new OAuthTokenError('temporarily_unavailable', `Too many token requests. Try again in ${wait} seconds.`, wait);
    if (refusal || !credentials) throw refusal;

    const found = await this.clients.credentialsOf(credentials.clientId);
    // An unknown client is checked against a decoy hash, so that timing does not tell which Client IDs exist.
    const matches = await this.hasher.verify(found?.hash ?? null, credentials.clientSecret);
    if (!found || !matches) throw new OAuthTokenError('invalid_client', WRONG_CLIENT);
    const { client } = found;
    const scopes = decideTokenGrant(client, form);
    const ttl = this.config.oauth.tokenTtlSeconds;
    const access = this.tokens.sign(
      { kind: 'client', id: client.id, companyId: client.companyId, roles: [], name: `OAuth client ${client.clientId}`, scopes, credentialVersion: client.secretVersion },
      ttl,
    );
    return { access_token: access, token_type: 'Bearer', expires_in: ttl, scope: scopes.join(' ') };
  }
}
