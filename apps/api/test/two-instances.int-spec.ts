import { randomUUID } from 'node:crypto';
import { JobKind, JobRunDto, Role } from '@timekeep/contracts';
import { JobsService } from '@timekeep/server-platform';
import { eventually, principal, startTestStack, TestStack } from '@timekeep/server-testing';

/**
 * Two instances on one machine (two checkouts, each with its own database) share the one Redis,
 * with REDIS_PREFIX unset as `npm start` leaves it: neither may spend the other's sign-in quota
 * or take the other's jobs.
 */
describe('two instances side by side on one Redis', () => {
  let first: TestStack;
  let second: TestStack;
  const env = { LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '1' };

  beforeAll(async () => {
    [first, second] = await Promise.all([startTestStack({ worker: true, derivedRedisPrefix: true, env }), startTestStack({ worker: true, derivedRedisPrefix: true, env })]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  const signIn = (stack: TestStack) => stack.call<{ message: string }>('POST', '/account/login', { body: { email: 'nobody@example.com', password: 'Wrong-password-1', appType: 'web' } });

  it('derives a different key prefix for each database', () => {
    expect(first.config.redisPrefix).toMatch(/^tk-/);
    expect(second.config.redisPrefix).toMatch(/^tk-/);
    expect(first.config.redisPrefix).not.toBe(second.config.redisPrefix);
  });

  it("does not count one instance's sign-in attempts against the other", async () => {
    // One attempt a minute each: the first instance is over its limit within two attempts (three if a minute turns in between).
    let status = 0;
    for (let attempt = 0; attempt < 3 && status !== 429; attempt++) status = (await signIn(first)).status;
    expect(status).toBe(429);
    expect(await signIn(second)).toMatchObject({ status: 400, body: { message: 'Wrong email or password.' } });
  });

  it("runs each instance's jobs on its own worker only", async () => {
    const company = randomUUID();
    const superadmin = principal(company, [Role.Superadmin]);
    const jobs = first.api.get(JobsService);
    const runs = await Promise.all(Array.from({ length: 6 }, () => jobs.enqueue(superadmin, JobKind.ProjectionRebuild, { projection: 'companies' })));
    const status = (id: string) => first.call<JobRunDto>('GET', `/api/job-runs/${id}`, { principal: superadmin }).then((r) => r.body.status);
    const finished = await eventually(() => Promise.all(runs.map((r) => status(r.id))), (all) => all.every((s) => s === 'completed' || s === 'failed'));
    expect(finished).toEqual(Array(6).fill('completed'));
    const { rows } = await second.db.pool.query('SELECT count(*)::int AS n FROM job_run');
    expect(rows[0].n).toBe(0);
  });
});
