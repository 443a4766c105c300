import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CommandBus } from '@nestjs/cqrs';
import { Role } from '@timekeep/contracts';
import { RegisterCompanyCommand } from '@timekeep/server-organisation';
import { eventually, principal, startTestStack, TestStack } from '@timekeep/server-testing';

const root = join(__dirname, '..', '..');
const run = promisify(execFile);

// Each test starts the command as a new Node process, which compiles the server's sources as it
// loads them (ADR 0003): about 30 s per process beside another test run on a 2-core machine.
jest.setTimeout(180_000);

describe('npm run projections:rebuild', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({ worker: true });
    for (let i = 0; i < 5; i++) {
      const company = randomUUID();
      const context = { principal: principal(company, [Role.Superadmin]), source: 'api' as const, correlationId: randomUUID(), causationId: null, now: new Date() };
      await stack.api.get(CommandBus).execute(new RegisterCompanyCommand(context, { companyId: company, name: `Company ${i}`, code: `C${i}`, timeZone: 'Pacific/Auckland', country: 'NZ' }));
    }
  });
  afterAll(() => stack.close());

  const rows = async (sql: string) => (await stack.db.pool.query(sql)).rows;
  const rebuild = (name: string) =>
    run(process.execPath, ['-r', join(root, 'tools', 'register.js'), join(root, 'tools', 'projections', 'rebuild.ts'), name], {
      cwd: root,
      env: { ...process.env, ...stack.env },
    });

  it('rebuilds an inline projection to exactly the rows the live projection wrote', async () => {
    const live = await rows('SELECT * FROM company ORDER BY id');
    // The five registered here and the operator's own company of the bootstrap Superadmin.
    expect(live).toHaveLength(6);
    await stack.db.pool.query("UPDATE company SET name = 'tampered'");
    const { stdout } = await rebuild('companies');
    expect(stdout).toContain('rebuilt companies');
    expect(await rows('SELECT * FROM company ORDER BY id')).toEqual(live);
  });

  it('rebuilds an asynchronous projection to exactly the rows the worker wrote', async () => {
    const events = Number((await rows('SELECT count(*) AS n FROM events'))[0].n);
    const live = await eventually(
      () => rows('SELECT * FROM audit_entry ORDER BY global_position'),
      (r) => r.length === events,
    );
    await stack.db.pool.query('DELETE FROM audit_entry');
    await rebuild('audit-trail');
    expect(await rows('SELECT * FROM audit_entry ORDER BY global_position')).toEqual(live);
  });

  it('names the projections when asked for one that does not exist', async () => {
    await expect(rebuild('nope')).rejects.toMatchObject({ stderr: expect.stringContaining("Unknown projection 'nope'") });
  });
});
