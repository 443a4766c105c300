import { JwtService } from '@nestjs/jwt';
import { get, type IncomingMessage } from 'node:http';
import { CLOCK_TEXTS, MAX_PAGE, Role } from '@timekeep/contracts';
import { contentSecurityPolicyHeader } from '@timekeep/server-platform';
import { openCustomer, principal, startTestStack, TestStack } from '@timekeep/server-testing';

/** Sign-ins (and clock PINs) one address may try a minute in this file. */
const LIMIT = 3;
const WRONG_SIGN_IN = { email: 'nobody@example.com', password: 'Wrong-password-1', appType: 'web' };
/** The key that signed every token of `npm start` before ADR 0049, printed in the source. */
const OLD_SOURCE_KEY = 'timekeep-development-secret-do-not-use-in-production';

/**
 * The API's edge (ADR 0049): whom the per-address limits count, which tokens it takes, the headers
 * of its replies, text it cannot store, pages past the last, and who may read its metrics.
 */
describe('the API at its edge', () => {
  /** As `npm start` runs it: reached directly, no proxy trusted. */
  let direct: TestStack;
  /** Behind a proxy on this machine (TRUST_PROXY=loopback), as docker-compose runs it behind nginx. */
  let proxied: TestStack;
  let admin: string;

  beforeAll(async () => {
    const env = { LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: String(LIMIT) };
    [direct, proxied] = await Promise.all([startTestStack({ env: { ...env, METRICS_TOKEN: 'metrics-token-0123456789' } }), startTestStack({ env: { ...env, TRUST_PROXY: 'loopback' } })]);
    // Two sign-ins from 127.0.0.1 itself: the limit tests below come from forwarded addresses.
    admin = (await openCustomer(proxied, { name: 'Edge Ltd', code: 'EDGE', adminEmail: 'admin@edge.example.com', multiShiftView: true, isTimeApprovalEnabled: true })).admin;
  });
  afterAll(async () => {
    await Promise.all([direct?.close(), proxied?.close()]);
  });

  const signIn = (stack: TestStack, forwardedFor: string) =>
    fetch(`${stack.baseUrl}/account/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor }, body: JSON.stringify(WRONG_SIGN_IN) });
  const clockPin = (stack: TestStack, forwardedFor: string, fields: Record<string, string> = {}) => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ companyCode: 'NOPE', clockId: '7', pin: '0000', ...fields })) form.append(k, v);
    return fetch(`${stack.baseUrl}/api/clock/punch`, { method: 'POST', headers: { 'x-forwarded-for': forwardedFor }, body: form });
  };
  /** Tries until refused with 429: twice the limit and one, so however the minute windows fall, one goes over. */
  const untilRefused = async (attempt: (i: number) => Promise<Response>) => {
    for (let i = 0; i < LIMIT * 2 + 1; i++) {
      const reply = await attempt(i);
      if (reply.status === 429) return { attempts: i + 1, body: (await reply.json()) as { message: string } };
    }
    return null;
  };

  describe('per-address limits', () => {
    it('count a caller reaching the port directly by its connection, whatever X-Forwarded-For it claims', async () => {
      const signIns = await untilRefused((i) => signIn(direct, `203.0.113.${i + 1}`));
      expect(signIns).toMatchObject({ body: { message: expect.any(String) } });
      const pins = await untilRefused((i) => clockPin(direct, `198.51.100.${i + 1}, 203.0.113.${i + 1}`));
      expect(pins).toMatchObject({ body: { message: CLOCK_TEXTS.tooManyAttempts } });
    });

    it('count each client a trusted proxy forwards separately', async () => {
      const first = await untilRefused(() => signIn(proxied, '192.0.2.10'));
      expect(first).not.toBeNull();
      // Another client behind the same proxy has its own quota.
      const other = await signIn(proxied, '192.0.2.11');
      expect({ status: other.status, body: await other.json() }).toEqual({ status: 400, body: { message: 'Wrong email or password.' } });
      expect(await untilRefused(() => clockPin(proxied, '192.0.2.20'))).toMatchObject({ body: { message: CLOCK_TEXTS.tooManyAttempts } });
      expect((await clockPin(proxied, '192.0.2.21')).status).toBe(400);
    });
  });

  describe('tokens', () => {
    const claims = (companyId: string) => ({ sub: '7c0a3f1e-1111-4111-8111-111111111111' as const, cid: companyId, kind: 'user', roles: [Role.Superadmin] });
    const jobRuns = (stack: TestStack, token: string) => fetch(`${stack.baseUrl}/api/job-runs`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status);
    const company = '9d7f2b34-2222-4222-8222-222222222222';

    // The account these tokens name stands Active (ADR 0047), so the key and the expiry are the one thing each refusal turns on.
    beforeAll(() => direct.call('GET', '/health', { principal: principal(company, [Role.Superadmin], claims(company).sub) }));

    it('refuses a Superadmin token signed with the key that was printed in the source', async () => {
      expect(direct.config.jwtSecret).not.toBe(OLD_SOURCE_KEY);
      expect(await jobRuns(direct, new JwtService({ secret: direct.config.jwtSecret }).sign(claims(company), { expiresIn: 900 }))).toBe(200);
      const forged = new JwtService({ secret: OLD_SOURCE_KEY }).sign(claims(company), { expiresIn: 900 });
      expect(await jobRuns(direct, forged)).toBe(401);
    });

    it('refuses a token without an expiry, even one signed with the right key', async () => {
      const signer = new JwtService({ secret: direct.config.jwtSecret });
      expect(await jobRuns(direct, signer.sign(claims(company), { expiresIn: 900 }))).toBe(200);
      expect(await jobRuns(direct, signer.sign(claims(company)))).toBe(401);
    });
  });

  it('sends the security headers and no X-Powered-By on every reply, a refusal too', async () => {
    const replies = [
      await fetch(`${direct.baseUrl}/health`),
      await fetch(`${direct.baseUrl}/api/job-runs`),
      await fetch(`${direct.baseUrl}/account/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }),
    ];
    expect(replies.map((r) => r.status)).toEqual([200, 401, 400]);
    for (const reply of replies) {
      expect({
        csp: reply.headers.get('content-security-policy'),
        frame: reply.headers.get('x-frame-options'),
        sniff: reply.headers.get('x-content-type-options'),
        referrer: reply.headers.get('referrer-policy'),
        poweredBy: reply.headers.get('x-powered-by'),
      }).toEqual({ csp: contentSecurityPolicyHeader(), frame: 'DENY', sniff: 'nosniff', referrer: 'no-referrer', poweredBy: null });
    }
    expect(contentSecurityPolicyHeader()).toContain("script-src 'self';");
    expect(contentSecurityPolicyHeader()).toContain("frame-ancestors 'none'");
  });

  it('announces that it keeps an idle connection 65 s, longer than a client or a load balancer idles one', async () => {
    // Clients (fetch, browsers, proxies) close an idle connection before the time announced here; the
    // server closing first, at the moment one is reused, fails that request with ECONNRESET.
    const reply = await new Promise<IncomingMessage>((done, fail) => get(`${direct.baseUrl}/health`, done).on('error', fail));
    reply.resume();
    expect({ status: reply.statusCode, connection: reply.headers.connection, keepAlive: reply.headers['keep-alive'] }).toEqual({ status: 200, connection: 'keep-alive', keepAlive: 'timeout=65' });
  });

  describe('text that cannot be stored, and pages past the last', () => {
    /** Every server-paged list, with the role that may read it. */
    const LISTS = [
      '/api/users',
      '/api/employees',
      '/api/time-card-exceptions',
      '/api/time-approvals',
      '/api/dashboard/employees',
      '/api/leaves',
      '/api/sync-results',
      '/api/kiosk-contacts',
      '/api/skills',
      '/api/time-roundings',
      '/api/pay-groups',
      '/api/pay-types',
      '/api/holidays',
      '/api/tasks',
      '/api/jobs',
      '/api/workplaces',
      '/api/schedules',
    ];
    const get = async (path: string, token: string) => {
      const reply = await fetch(`${proxied.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
      const text = await reply.text();
      return { status: reply.status, message: (JSON.parse(text) as { message?: string }).message };
    };
    const root = principal('9d7f2b34-2222-4222-8222-222222222222', [Role.Superadmin]);
    const superadmin = () => proxied.token(root);
    const NOT_STORABLE = /^search holds a character that cannot be stored \(a NUL, or half of a Unicode pair\): remove it and send again\.$/;
    const PAST_THE_LAST = `page must be a whole number from 1 to ${MAX_PAGE}`;

    it('every list answers a NUL in its search, and a page past the last, with 400 and a sentence', async () => {
      await proxied.call('GET', '/health', { principal: root }); // the Superadmin's account stands (ADR 0047)
      const all = [...LISTS.map((path) => ({ path, token: admin })), { path: '/api/customers', token: superadmin() }, { path: '/api/job-runs', token: superadmin() }];
      const answers = [];
      for (const { path, token } of all) {
        answers.push({
          path,
          plain: (await get(`${path}?page=1`, token)).status,
          nul: await get(`${path}?search=%00`, token),
          nulDeep: (await get(`${path}?search[a]=b%00`, token)).status,
          page: await get(`${path}?page=99999999999999999999`, token),
          lastPage: (await get(`${path}?page=${MAX_PAGE}`, token)).status,
        });
      }
      expect(answers).toEqual(
        all.map(({ path }) => ({ path, plain: 200, nul: { status: 400, message: expect.stringMatching(NOT_STORABLE) }, nulDeep: 400, page: { status: 400, message: PAST_THE_LAST }, lastPage: 200 })),
      );
    });

    it('a write with a NUL or a lone surrogate in any text is refused with 400, and nothing is written', async () => {
      const departments = async () => (await proxied.db.pool.query('SELECT count(*)::int AS n FROM department')).rows[0].n as number;
      const before = await departments();
      const save = async (body: unknown) => {
        const reply = await fetch(`${proxied.baseUrl}/department/save`, { method: 'POST', headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
        return { status: reply.status, body: (await reply.json()) as { message: string } };
      };
      expect(await save({ departmentName: 'North\u0000' })).toEqual({ status: 400, body: expect.objectContaining({ message: expect.stringMatching(/^departmentName holds a character that cannot be stored/) }) });
      expect(await save({ departmentName: 'North \ud800' })).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^departmentName holds/) } });
      expect(await save({ departmentName: 'North', notes: ['ok', { deeper: '\udc00 alone' }] })).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^notes\.1\.deeper holds/) } });
      expect(await departments()).toBe(before);
      // A pair whole (an emoji) is text like any other.
      expect((await save({ departmentName: 'North \u{1F33F}' })).status).toBeLessThan(300);
      expect(await departments()).toBe(before + 1);
      // Multipart fields (the clock) and form-encoded ones are read the same way.
      expect((await clockPin(proxied, '192.0.2.99', { companyCode: 'NO\u0000PE' })).status).toBe(400);
      const form = await fetch(`${proxied.baseUrl}/account/login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=a%00b%40c.nz&password=x' });
      expect({ status: form.status, body: await form.json() }).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^email holds/) } });
    });
  });

  describe('/server/metrics', () => {
    it('answers only to the bearer token set in METRICS_TOKEN, and not at all without one', async () => {
      const scrape = (stack: TestStack, authorization?: string) => fetch(`${stack.baseUrl}/metrics`, { headers: authorization ? { authorization } : {} });
      expect((await scrape(direct)).status).toBe(401);
      expect((await scrape(direct, 'Bearer metrics-token-0123456789x')).status).toBe(401);
      const scraped = await scrape(direct, 'Bearer metrics-token-0123456789');
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toContain('timekeep_http_requests_total');
      expect((await scrape(proxied, 'Bearer metrics-token-0123456789')).status).toBe(404);
    });
  });
});
