import { OAUTH_TEXTS, OAuthClientsReply, Role } from '@timekeep/contracts';
import { createAccount, openCustomer, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { status?: number; message?: string; data?: { id: string; version: number; secretVersion: number } };

/** Issue 34 §3: an OAuth client revoked or deleted: every token it holds dies at once. */
describe('revoking and deleting OAuth clients', () => {
  let stack: TestStack;
  let admin: string;
  let companyId: string;
  let otherAdmin: string;

  const post = (path: string, body: Record<string, unknown>, token = admin) => stack.call<Reply>('POST', path, { token, body });
  const tokenOf = async (clientId: string, secret: string) => {
    const response = await fetch(`${stack.baseUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}` },
      body: new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
    });
    return { status: response.status, token: ((await response.json()) as { access_token?: string }).access_token ?? '' };
  };
  const reads = async (token: string) => (await stack.call('GET', '/api/employees?page=1&pageSize=10', { token })).status;
  const register = async (clientId: string, secret: string) => {
    const saved = await post('/oauth/save', { clientId, clientSecret: secret, confirmSecret: secret, scopes: 'employees:read' });
    expect(saved.body.status).toBe(1);
    return saved.body.data as { id: string; version: number };
  };

  beforeAll(async () => {
    stack = await startTestStack();
    ({ admin, companyId } = await openCustomer(stack, { name: 'Kauri Ltd', code: 'KAURI', adminEmail: 'admin@kauri.example.com' }));
    otherAdmin = (await openCustomer(stack, { name: 'Totara Ltd', code: 'TOTARA', adminEmail: 'admin@totara.example.com' })).admin;
  }, 60_000);
  afterAll(() => stack?.close());

  it('revoked: its live token and its secret stop at once; a new secret lets it in again', async () => {
    const client = await register('kauri-hr', 'Hr-secret-000000001');
    const { token } = await tokenOf('kauri-hr', 'Hr-secret-000000001');
    expect(await reads(token)).toBe(200);
    // Another company's admin cannot touch it; a supervisor may not revoke.
    expect((await post('/oauth/revoke', { id: client.id }, otherAdmin)).status).toBe(404);
    const supervisor = await signInAs(stack, (await createAccount(stack, companyId, { firstName: 'Sam', roles: [Role.Supervisor] })).email);
    expect((await post('/oauth/revoke', { id: client.id }, supervisor)).status).toBe(403);
    expect((await post('/oauth/revoke', { id: client.id, extra: true })).status).toBe(400);
    expect(await reads(token)).toBe(200);

    expect((await post('/oauth/revoke', { id: client.id })).body).toEqual({ status: 1, message: OAUTH_TEXTS.revoked });
    expect(await reads(token)).toBe(401);
    expect((await tokenOf('kauri-hr', 'Hr-secret-000000001')).status).toBe(401);
    expect(await stack.db.pool.query(`SELECT 1 FROM oauth_client_secret WHERE client_pk = $1`, [client.id]).then((r) => r.rowCount)).toBe(0);
    const listed = (await stack.call<OAuthClientsReply>('GET', '/oauth/get-clients', { token: admin })).body.data.find((c) => c.id === client.id);
    expect(listed).toMatchObject({ clientId: 'kauri-hr', secretVersion: 2 });

    expect((await post('/oauth/update', { id: client.id, clientSecret: 'Hr-secret-000000002', confirmSecret: 'Hr-secret-000000002', scopes: 'employees:read' })).body.status).toBe(1);
    const again = await tokenOf('kauri-hr', 'Hr-secret-000000002');
    expect([again.status, await reads(again.token)]).toEqual([200, 200]);
    expect(await reads(token)).toBe(401);
  });

  it('deleted: gone from the list, its tokens dead, its Client ID free to be taken again', async () => {
    const client = await register('kauri-bi', 'Bi-secret-0000000001');
    const { token } = await tokenOf('kauri-bi', 'Bi-secret-0000000001');
    expect(await reads(token)).toBe(200);
    expect((await post('/oauth/delete', { id: client.id }, otherAdmin)).status).toBe(404);
    expect((await post('/oauth/delete', { id: client.id })).body).toEqual({ status: 1, message: OAUTH_TEXTS.deleted });
    expect(await reads(token)).toBe(401);
    expect((await tokenOf('kauri-bi', 'Bi-secret-0000000001')).status).toBe(401);
    expect((await stack.call<OAuthClientsReply>('GET', '/oauth/get-clients', { token: admin })).body.data.map((c) => c.clientId)).not.toContain('kauri-bi');
    expect((await post('/oauth/delete', { id: client.id })).status).toBe(404);
    // Each step is in the client's history, with who did it.
    const history = await stack.db.pool.query(`SELECT type, metadata->'actor'->>'kind' AS actor FROM events WHERE stream_id = $1 ORDER BY global_position`, [`oauth-client-${client.id}`]);
    expect(history.rows).toEqual([
      { type: 'identity.oauth-client-registered', actor: 'user' },
      { type: 'identity.oauth-client-deleted', actor: 'user' },
    ]);
    await register('kauri-bi', 'Bi-secret-0000000002');
  });
});
