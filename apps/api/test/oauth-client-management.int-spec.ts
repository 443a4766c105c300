import { OAUTH_TEXTS, OAuthClientDto, OAuthClientsReply, Role } from '@timekeep/contracts';
import { ClientUsage } from '@timekeep/server-platform';
import { clientToken, createAccount, openCustomer, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { status?: number; message?: string; data?: OAuthClientDto; clientSecret?: string };

/**
 * Issue 34 §3, clients the way integrators expect: credentials the product makes, shown once; the
 * last call and the calls per day; revoked or deleted, every token it holds dies at once.
 */
describe('managing OAuth clients', () => {
  let stack: TestStack;
  let admin: string;
  let companyId: string;
  let otherAdmin: string;

  const post = (path: string, body: Record<string, unknown>, token = admin) => stack.call<Reply>('POST', path, { token, body });
  const tokenOf = (clientId: string, secret: string) => clientToken(stack.baseUrl, clientId, secret);
  const reads = async (token: string) => (await stack.call('GET', '/api/employees?page=1&pageSize=10', { token })).status;
  const register = async (clientId: string, secret: string) => {
    const saved = await post('/oauth/save', { clientId, clientSecret: secret, confirmSecret: secret, scopes: 'employees:read' });
    expect(saved.body.status).toBe(1);
    return saved.body.data as OAuthClientDto;
  };
  const listed = async (token = admin) => (await stack.call<OAuthClientsReply>('GET', '/oauth/get-clients', { token })).body.data;

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
    expect((await listed()).find((c) => c.id === client.id)).toMatchObject({ clientId: 'kauri-hr', secretVersion: 2 });

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
    expect((await listed()).map((c) => c.clientId)).not.toContain('kauri-bi');
    // Its figures go with it.
    expect((await stack.api.get(ClientUsage).read([client.id], 'UTC')).get(client.id)?.lastUsed).toBeNull();
    expect((await post('/oauth/delete', { id: client.id })).status).toBe(404);
    // Each step is in the client's history, with who did it.
    const history = await stack.db.pool.query(`SELECT type, metadata->'actor'->>'kind' AS actor FROM events WHERE stream_id = $1 ORDER BY global_position`, [`oauth-client-${client.id}`]);
    expect(history.rows).toEqual([
      { type: 'identity.oauth-client-registered', actor: 'user' },
      { type: 'identity.oauth-client-deleted', actor: 'user' },
    ]);
    await register('kauri-bi', 'Bi-secret-0000000002');
  });

  it('the product makes the Client ID and the secret and answers the secret once; a typed secret beside it is refused', async () => {
    const made = await post('/oauth/save', { generate: true, scopes: 'employees:read' });
    expect(made.body.status).toBe(1);
    const { id, clientId } = made.body.data as OAuthClientDto;
    const secret = made.body.clientSecret as string;
    expect(clientId).toMatch(/^tk_[0-9a-f]{24}$/);
    expect(secret).toMatch(/^tks_[A-Za-z0-9_-]{43}$/);
    const first = await tokenOf(clientId, secret);
    expect([first.status, await reads(first.token)]).toEqual([200, 200]);
    // Never read back: not by the client's own call, the list, or its events.
    const again = await stack.call<Reply>('GET', `/oauth/get?id=${id}`, { token: admin });
    expect(again.body.data?.clientId).toBe(clientId);
    expect(JSON.stringify(again.body)).not.toContain(secret);
    expect(JSON.stringify(await listed())).not.toContain(secret);
    const logged = await stack.db.pool.query(`SELECT data::text || metadata::text AS text FROM events WHERE stream_id = $1`, [`oauth-client-${id}`]);
    expect(logged.rows.map((r: { text: string }) => r.text).join()).not.toContain(secret.slice(4));
    // Two made secrets differ; a typed Client ID is kept.
    const named = await post('/oauth/save', { clientId: 'kauri-payroll-sync', generate: true, scopes: 'employees:read' });
    expect(named.body.data?.clientId).toBe('kauri-payroll-sync');
    expect(named.body.clientSecret).toMatch(/^tks_/);
    expect(named.body.clientSecret).not.toBe(secret);

    // A secret typed beside `generate`: refused, nothing written.
    const before = (await listed()).length;
    expect((await post('/oauth/save', { clientId: 'kauri-both', clientSecret: 'Typed-secret-000001', generate: true, scopes: 'employees:read' })).body).toEqual({
      status: 0,
      message: 'Either type the secret or have one made, not both.',
    });
    expect(await listed()).toHaveLength(before);
    // The reply holds a secret: an idempotency key, which would keep it, is refused.
    const keyed = await fetch(`${stack.baseUrl}/oauth/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}`, 'idempotency-key': 'kauri-made-1' },
      body: JSON.stringify({ generate: true, scopes: 'employees:read' }),
    });
    expect(keyed.status).toBe(400);
    expect(await listed()).toHaveLength(before);

    // A new secret made on an edit: answered once; the old secret and its token stop at once.
    const renewed = await post('/oauth/update', { id, generate: true, scopes: 'employees:read' });
    expect(renewed.body).toMatchObject({ status: 1, data: { clientId, secretVersion: 2 } });
    const newSecret = renewed.body.clientSecret as string;
    expect(newSecret).toMatch(/^tks_/);
    expect(newSecret).not.toBe(secret);
    expect(await reads(first.token)).toBe(401);
    expect((await tokenOf(clientId, secret)).status).toBe(401);
    expect((await tokenOf(clientId, newSecret)).status).toBe(200);
    // An edit of the scopes alone answers no secret.
    expect((await post('/oauth/update', { id, scopes: 'employees:read timesheets:read', version: 2 })).body.clientSecret).toBeUndefined();
  });

  it('shows when each client last called and its calls per day in the company’s days, to its own company only', async () => {
    const client = await register('kauri-bi-usage', 'Usage-secret-0000001');
    const idle = await register('kauri-idle', 'Idle-secret-00000001');
    const { token } = await tokenOf('kauri-bi-usage', 'Usage-secret-0000001');
    const before = Date.now();
    for (let i = 0; i < 5; i++) expect(await reads(token)).toBe(200);
    // A call its scope does not open counts too: the client made it.
    expect((await stack.call('GET', '/api/timesheet/getPunchRecords', { token })).status).toBe(403);
    const mine = await listed();
    const used = mine.find((c) => c.id === client.id) as OAuthClientDto;
    expect(Date.parse(used.lastUsed as string)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(used.lastUsed as string)).toBeLessThanOrEqual(Date.now());
    expect(used.callsByDay).toHaveLength(7);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date());
    // Summed over the week, so that a run across Auckland's midnight counts the same.
    expect(used.callsByDay.at(-1)?.date).toBe(today);
    expect(used.callsByDay.reduce((sum, d) => sum + d.calls, 0)).toBe(6);
    expect(mine.find((c) => c.id === idle.id)).toMatchObject({ lastUsed: null });
    // The token endpoint is not a call with a token: asking for another token counts nothing.
    await tokenOf('kauri-bi-usage', 'Usage-secret-0000001');
    expect((await stack.call<Reply>('GET', `/oauth/get?id=${client.id}`, { token: admin })).body.data?.callsByDay.reduce((sum, d) => sum + d.calls, 0)).toBe(6);
    // Another company sees none of it.
    expect((await listed(otherAdmin)).map((c) => c.id)).not.toContain(client.id);
    expect((await stack.call('GET', `/oauth/get?id=${client.id}`, { token: otherAdmin })).status).toBe(404);
  });
});
