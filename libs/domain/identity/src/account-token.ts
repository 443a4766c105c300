import { OAuthTokenError } from './oauth-clients';

/**
 * POST /account/token (document 1 §7, payload not shown): the token endpoint of OAuth 2.0 (RFC
 * 6749) over the product's own sign-in, for devices and apps that speak OAuth rather than
 * /account/login. A person signs in with the password grant (§4.3) and renews with the refresh
 * grant (§6) under exactly the sign-in's rules (throttle, lockout, rotation); a company's system
 * uses the client-credentials grant (§4.4) as at /oauth/token.
 */
export type AccountGrant =
  | { grant: 'password'; email: string; password: string; appType: string }
  | { grant: 'refresh_token'; refreshToken: string }
  | { grant: 'client_credentials' };

export const ACCOUNT_GRANTS = ['password', 'refresh_token', 'client_credentials'] as const;

/** The grant a token request asks for, its parameters present; a malformed one is refused as §5.2 says. */
export function accountGrantOf(form: Readonly<Record<string, string | undefined>>): AccountGrant {
  const grant = form.grant_type;
  if (!grant) throw new OAuthTokenError('invalid_request', 'grant_type is required.');
  if (grant === 'password') {
    // A person's sign-in name is their email; RFC 6749 calls the parameter username.
    const email = (form.username ?? '').trim();
    if (!email || !form.password) throw new OAuthTokenError('invalid_request', 'username and password are required.');
    const appType = form.appType?.trim() || 'oauth';
    if (appType.length > 40) throw new OAuthTokenError('invalid_request', 'appType has at most 40 characters.');
    return { grant, email, password: form.password, appType };
  }
  if (grant === 'refresh_token') {
    if (!form.refresh_token) throw new OAuthTokenError('invalid_request', 'refresh_token is required.');
    return { grant, refreshToken: form.refresh_token };
  }
  if (grant === 'client_credentials') return { grant };
  throw new OAuthTokenError('unsupported_grant_type', `Supported grants: ${ACCOUNT_GRANTS.join(', ')}.`);
}
