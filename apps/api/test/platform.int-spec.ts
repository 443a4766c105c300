import { randomUUID } from 'node:crypto';
import { JobKind, JobRunDto, Page, Role } from '@timekeep/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { RegisterCompanyCommand } from '@timekeep/server-organisation';
import { JobsService } from '@timekeep/server-platform';
import { eventually, principal, seedEvents, startTestStack, TestStack } from '@timekeep/server-testing';


const COMPANY_A = randomUUID();
const COMPANY_B = randomUUID();

describe('platform over HTTP', () => {
  let stack: TestStack;
  const superadmin = principal(COMPANY_A, [Role.Superadmin]);
  const adminB = principal(COMPANY_B, [Role.Admin]);

  beforeAll(async () => {
    stack = await startTestStack({ worker: true, env: { REBUILD_BATCH_SIZE: '200', METRICS_TOKEN: 'platform-metrics-token' } });
  });
  afterAll(() => stack.close());

  it('answers health with the state of the database and Redis', async () => {
    expect(await stack.call('GET', '/health')).toEqual({ status: 200, body: { status: 'ok', db: 'up', redis: 'up' } });
  });

  it('exposes Prometheus metrics to the holder of METRICS_TOKEN', async () => {
    await stack.call('GET', '/health');
    expect((await stack.call('GET', '/metrics')).status).toBe(401);
    const { status, body } = await stack.call<string>('GET', '/metrics', { token: 'platform-metrics-token' });
    expect(status).toBe(200);
    expect(body).toMatch(/timekeep_http_requests_total\{method="GET",route="\/server\/health",status="200"\} \d+/);
    expect(body).toContain('timekeep_process_cpu_user_seconds_total');
  });

  it('refuses calls without a valid token', async () => {
    expect((await stack.call('GET', '/api/job-runs')).status).toBe(401);
    const forged = await fetch(`${stack.baseUrl}/api/job-runs`, { headers: { authorization: 'Bearer abc.def.ghi' } });
    expect(forged.status).toBe(401);
  });

  it('registers a company through a command: event and read model carry its company', async () => {
    const bus = stack.api.get(CommandBus);
    const ctx = { principal: superadmin, source: 'api' as const, correlationId: 'c-1', causationId: null, now: new Date('2026-11-22T01:00:00Z') };
    await bus.execute(new RegisterCompanyCommand(ctx, { companyId: COMPANY_B, name: 'Kauri Foods', code: 'KAURI', timeZone: 'Pacific/Auckland', country: 'NZ', region: 'AUK' }));
    const { rows } = await stack.db.pool.query('SELECT company_id, name, code FROM company WHERE id = $1', [COMPANY_B]);
    expect(rows).toEqual([{ company_id: COMPANY_B, name: 'Kauri Foods', code: 'KAURI' }]);
    const events = await stack.db.pool.query(`SELECT company_id, metadata->'actor'->>'id' AS actor FROM events WHERE stream_id = $1`, [`company-${COMPANY_B}`]);
    expect(events.rows).toEqual([{ company_id: COMPANY_B, actor: superadmin.id }]);
    // The same code again is refused, and nothing is half-written.
    const companyStreams = async () => (await stack.db.pool.query('SELECT count(*)::int AS n FROM streams WHERE stream_type = $1', ['company'])).rows[0].n;
    const before = await companyStreams();
    await expect(
      bus.execute(new RegisterCompanyCommand(ctx, { name: 'Other', code: 'KAURI', timeZone: 'Pacific/Auckland', country: 'NZ' })),
    ).rejects.toThrow('Code is exist');
    expect(await companyStreams()).toBe(before);
  });

  it('only a Superadmin may start a rebuild, and only of a known projection', async () => {
    expect((await stack.call('POST', '/api/job-runs/projection-rebuild', { principal: adminB, body: { projection: 'companies' } })).status).toBe(403);
    const unknown = await stack.call<{ message: string }>('POST', '/api/job-runs/projection-rebuild', { principal: superadmin, body: { projection: 'nope' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("Unknown projection 'nope'");
    const empty = await stack.call<{ message: string }>('POST', '/api/job-runs/projection-rebuild', { principal: superadmin, body: {} });
    expect(empty.status).toBe(400);
  });

  it('runs a rebuild job end to end, showing progress while it runs', async () => {
    await seedEvents(stack.db.pool, COMPANY_A, 30_000);
    const started = await stack.call<JobRunDto>('POST', '/api/job-runs/projection-rebuild', { principal: superadmin, body: { projection: 'audit-trail' } });
    expect(started.status).toBe(201);
    expect(started.body.status).toBe('queued');

    const seen: JobRunDto[] = [];
    const finished = await eventually(
      async () => {
        const run = (await stack.call<JobRunDto>('GET', `/api/job-runs/${started.body.id}`, { principal: superadmin })).body;
        seen.push(run);
        return run;
      },
      (run) => run.status === 'completed' || run.status === 'failed',
    );
    expect(finished.status).toBe('completed');
    expect(finished.result).toMatchObject({ projection: 'audit-trail' });
    expect((finished.result as { events: number }).events).toBeGreaterThanOrEqual(30_000);
    const midway = seen.filter((r) => r.status === 'running' && r.progress.processed > 0 && r.progress.processed < (r.progress.total ?? 0));
    expect(midway.length).toBeGreaterThan(0);
    const { rows } = await stack.db.pool.query('SELECT count(*)::int AS n FROM audit_entry');
    expect(rows[0].n).toBe((finished.result as { events: number }).events);
  });

  it("keeps one company's job runs from another", async () => {
    const run = await stack.api.get(JobsService).enqueue(superadmin, JobKind.ProjectionRebuild, { projection: 'companies' });
    expect((await stack.call('GET', `/api/job-runs/${run.id}`, { principal: superadmin })).status).toBe(200);
    expect((await stack.call('GET', `/api/job-runs/${run.id}`, { principal: adminB })).status).toBe(404);
    const mineB = await stack.call<Page<JobRunDto>>('GET', '/api/job-runs', { principal: adminB });
    expect(mineB.body.items.map((r) => r.id)).not.toContain(run.id);
    const mineA = await stack.call<Page<JobRunDto>>('GET', '/api/job-runs?page=1&pageSize=10', { principal: superadmin });
    expect(mineA.body.items.map((r) => r.id)).toContain(run.id);
    expect((await stack.call('GET', '/api/job-runs?pageSize=7', { principal: superadmin })).status).toBe(400);
  });

  it('a job that keeps failing ends failed with its error after its retries', async () => {
    // Bypass the controller's check to get a payload the handler rejects on every attempt.
    const run = await stack.api.get(JobsService).enqueue(superadmin, JobKind.ProjectionRebuild, { projection: 'vanished' });
    const finished = await eventually(
      async () => (await stack.call<JobRunDto>('GET', `/api/job-runs/${run.id}`, { principal: superadmin })).body,
      (r) => r.status === 'failed',
    );
    expect(finished.error).toContain("Unknown projection 'vanished'");
    expect(finished.attempts).toBe(3);
    expect(finished.finishedAt).not.toBeNull();
  });
});
