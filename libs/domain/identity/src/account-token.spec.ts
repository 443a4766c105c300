import { accountGrantOf } from './account-token';
import { OAuthTokenError } from './oauth-clients';

const refusal = (form: Record<string, string | undefined>) => {
  try {
    accountGrantOf(form);
  } catch (error) {
    if (error instanceof OAuthTokenError) return [error.error, error.status];
    throw error;
  }
  return null;
};

describe('the grant an /account/token request asks for', () => {
  it('reads a person’s password grant (username is the email), their refresh grant and a client’s grant', () => {
    expect(accountGrantOf({ grant_type: 'password', username: ' ana@example.com ', password: 'pw' })).toEqual({ grant: 'password', email: 'ana@example.com', password: 'pw', appType: 'oauth' });
    expect(accountGrantOf({ grant_type: 'password', username: 'ana@example.com', password: 'pw', appType: 'mobile' })).toMatchObject({ appType: 'mobile' });
    expect(accountGrantOf({ grant_type: 'refresh_token', refresh_token: 'a.b' })).toEqual({ grant: 'refresh_token', refreshToken: 'a.b' });
    expect(accountGrantOf({ grant_type: 'client_credentials' })).toEqual({ grant: 'client_credentials' });
  });

  it('refuses as RFC 6749 §5.2 says: no grant, missing parameters, an unknown grant, an overlong appType', () => {
    expect(refusal({})).toEqual(['invalid_request', 400]);
    expect(refusal({ grant_type: 'password', username: 'ana@example.com' })).toEqual(['invalid_request', 400]);
    expect(refusal({ grant_type: 'password', username: '  ', password: 'pw' })).toEqual(['invalid_request', 400]);
    expect(refusal({ grant_type: 'refresh_token' })).toEqual(['invalid_request', 400]);
    expect(refusal({ grant_type: 'authorization_code', code: 'x' })).toEqual(['unsupported_grant_type', 400]);
    expect(refusal({ grant_type: 'password', username: 'a@b.c', password: 'pw', appType: 'x'.repeat(41) })).toEqual(['invalid_request', 400]);
  });
});
