import { ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { JobRunDto, Role } from '@timekeep/contracts';
import { eventually, principal, seedEvents, startTestStack, TestStack } from '@timekeep/server-testing';

const root = join(__dirname, '..', '..', '..');
const COMPANY = randomUUID();

/** A worker in a process of its own, as in production, so that it can be killed outright. */
async function startWorkerProcess(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-r', join(root, 'tools', 'register.js'), join(root, 'apps', 'worker', 'src', 'main.ts')], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => String(chunk).includes('worker ready') && resolve());
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}: ${stderr}`)));
  });
  return child;
}

describe('a worker killed in the middle of a job', () => {
  let stack: TestStack;
  const workers: ChildProcess[] = [];
  const superadmin = principal(COMPANY, [Role.Superadmin]);

  beforeAll(async () => {
    stack = await startTestStack({ worker: false, env: { REBUILD_BATCH_SIZE: '100' } });
  });
  afterAll(async () => {
    for (const w of workers) if (w.exitCode === null) w.kill('SIGKILL');
    await stack.close();
  });

  it('is recovered by another worker: the run completes, is never left running, and the rows are whole', async () => {
    await seedEvents(stack.db.pool, COMPANY, 40_000);
    workers.push(await startWorkerProcess(stack.env));
    const started = await stack.call<JobRunDto>('POST', '/api/job-runs/projection-rebuild', { principal: superadmin, body: { projection: 'audit-trail' } });
    const get = async () => (await stack.call<JobRunDto>('GET', `/api/job-runs/${started.body.id}`, { principal: superadmin })).body;

    await eventually(get, (run) => run.status === 'running' && run.progress.processed > 0);
    workers[0].kill('SIGKILL');
    await new Promise((resolve) => workers[0].once('exit', resolve));
    expect((await get()).status).toBe('running');

    workers.push(await startWorkerProcess(stack.env));
    const finished = await eventually(get, (run) => run.status === 'completed' || run.status === 'failed');
    expect(finished.status).toBe('completed');
    expect(finished.attempts).toBeGreaterThanOrEqual(2);
    const events = (finished.result as { events: number }).events;
    expect(events).toBeGreaterThanOrEqual(40_000);
    expect((await stack.db.pool.query('SELECT count(*)::int AS n FROM audit_entry')).rows[0].n).toBe(events);
  }, 180_000); // 40,000 events and two worker processes booted: long work on a loaded machine
});
