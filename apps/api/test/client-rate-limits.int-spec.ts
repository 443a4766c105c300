import { clientToken, openCustomer, startTestStack, TestStack } from '@timekeep/server-testing';

const LIMIT = 5;

/** Issue 34 §2: every answer to an OAuth client says its rate limit in the IETF draft's RateLimit fields; a person's do not. */
describe('RateLimit headers for integrators', () => {
  let stack: TestStack;
  let admin: string;
  let client: string;
  let employeeId: string;

  const call = async (token: string, punchTime: string) => {
    const response = await fetch(`${stack.baseUrl}/api/punches/save`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ employeeId, day: '2026-11-23', punchTime }),
    });
    const fields = /^"per-client";r=(\d+);t=(\d+)$/.exec(response.headers.get('ratelimit') ?? '');
    return { status: response.status, policy: response.headers.get('ratelimit-policy'), remaining: fields ? Number(fields[1]) : null, reset: fields ? Number(fields[2]) : null, retryAfter: response.headers.get('retry-after') };
  };

  beforeAll(async () => {
    stack = await startTestStack({ env: { OAUTH_CLIENT_CALLS_PER_MINUTE: String(LIMIT) } });
    ({ admin } = await openCustomer(stack, { name: 'Kauri Ltd', code: 'KAURI', adminEmail: 'admin@kauri.example.com' }));
    const post = async (path: string, body: unknown) => (await stack.call<{ id?: string; departmentVo?: { id: string }; status?: number }>('POST', path, { token: admin, body })).body;
    const departmentId = (await post('/department/save', { departmentName: 'North' })).departmentVo?.id;
    const paygroupId = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).id;
    employeeId = (await post('/employee/save-without-photo', { firstName: 'Aroha', lastName: 'Walker', departmentId, paygroupId, hireOnDateValue: '2026-01-05', payId: 'P-1', clockId: '' })).id as string;
    expect((await post('/oauth/save', { clientId: 'kauri-clock', clientSecret: 'Clock-secret-00001', confirmSecret: 'Clock-secret-00001', scopes: 'punches:write' })).status).toBe(1);
    client = (await clientToken(stack.baseUrl, 'kauri-clock', 'Clock-secret-00001')).token;
  }, 60_000);
  afterAll(() => stack?.close());

  it('tells the client its quota and what is left of it on every answer, and when to come back once it is spent', async () => {
    let previous: number | null = null;
    let refused: Awaited<ReturnType<typeof call>> | null = null;
    // The windows are whole minutes on the clock: one may end mid-test and the count start again.
    for (let i = 0; i < LIMIT * 3 && !refused; i++) {
      const answer = await call(client, `07:${String(10 + i).padStart(2, '0')}`);
      expect(answer.policy).toBe(`"per-client";q=${LIMIT};w=60`);
      expect(answer.reset).toBeGreaterThanOrEqual(1);
      expect(answer.reset).toBeLessThanOrEqual(60);
      if (answer.status === 429) refused = answer;
      else {
        expect(answer.status).toBe(200);
        expect([previous === null ? LIMIT - 1 : previous - 1, LIMIT - 1]).toContain(answer.remaining);
        previous = answer.remaining;
      }
    }
    expect(refused).toMatchObject({ status: 429, remaining: 0 });
    expect(refused?.retryAfter).toBe(String(refused?.reset));
  });

  it('says nothing of rate limits to a person signed in to the console', async () => {
    const answer = await call(admin, '09:00');
    expect(answer).toMatchObject({ status: 200, policy: null, remaining: null });
  });
});
