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

  it("replaces a calendar address's secret, in the path and in the route's parameters", () => {
    const secret = '0b8f4c1e-3d5a-4c8e-9f1a-2b3c4d5e6f70.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCd.ics';
    expect(withoutOAuthGrant(`/server/api/calendar/${secret}`)).toBe('/server/api/calendar/[Redacted]');
    const logged = JSON.stringify(requestWithoutOAuthGrant({ method: 'GET', url: `/server/api/calendar/${secret}`, params: { file: secret } }));
    expect(logged).not.toContain('AbCdEfGh');
    expect(withoutOAuthGrant('/server/api/me/calendar-feed')).toBe('/server/api/me/calendar-feed');
  });
});
