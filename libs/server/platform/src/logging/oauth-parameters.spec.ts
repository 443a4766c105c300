import { requestWithoutOAuthGrant, withoutOAuthGrant } from './oauth-parameters';

describe("the request log and an OAuth grant in a redirect's address", () => {
  it('keeps the path and other parameters, and replaces the code and state', () => {
    expect(withoutOAuthGrant('/server/api/workflow-max/authorization-callback?code=s3cr3t&state=abc&scope=openid')).toBe(
      '/server/api/workflow-max/authorization-callback?code=%5BRedacted%5D&state=%5BRedacted%5D&scope=openid',
    );
    expect(withoutOAuthGrant('/server/api/jobs?status=true')).toBe('/server/api/jobs?status=true');
    const logged = JSON.stringify(requestWithoutOAuthGrant({ method: 'GET', url: '/cb?code=s3cr3t', query: { code: 's3cr3t', error: 'access_denied' } }));
    expect(logged).not.toContain('s3cr3t');
    expect(logged).toContain('access_denied');
  });
});
