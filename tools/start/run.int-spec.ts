import { ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createTestDatabase, freePort, startSmtpSink, TestDatabase, testRedisPrefix } from '@timekeep/server-testing';
import { ensureConsoleBuilt } from './console-build';

const root = join(__dirname, '..', '..');

/** The launcher's children, by what they run. */
async function childrenOf(pid: number): Promise<Array<{ pid: number; args: string }>> {
  const { stdout } = await promisify(execFile)('ps', ['-o', 'pid=,args=', '--ppid', String(pid)]);
  return stdout
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(.*)$/.exec(line))
    .flatMap((m) => (m ? [{ pid: Number(m[1]), args: m[2] }] : []));
}

/**
 * `npm start` (tools/start/run.ts) as a process manager sees it: when a child dies, the launcher
 * must end at once, non-zero, with its ports free, not stay up serving nothing.
 */
describe('the launcher when a child dies', () => {
  let db: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let launcher: ChildProcess;
  let output = '';

  beforeAll(async () => {
    // The console is compiled first, on its own: a compile takes as long as the machine is busy (over
    // four minutes beside another `npm test`), and the launcher reuses the build of the same sources,
    // so the test's time is the launcher's own (start, seed, serve, stop), as `npm start` has it
    // on every run after the first.
    ensureConsoleBuilt(root);
    db = await createTestDatabase();
    smtp = await startSmtpSink(() => undefined);
  }, 30 * 60_000);
  afterAll(async () => {
    // The launcher leads its own process group: a test that failed half-way takes the api and the
    // worker down with it, not only the launcher (an orphaned api served on for the rest of the run).
    if (launcher?.pid && launcher.exitCode === null && launcher.signalCode === null) {
      try {
        process.kill(-launcher.pid, 'SIGKILL');
      } catch {
        // Already gone between the check and the kill.
      }
    }
    await smtp?.close();
    await db?.drop();
  });

  it('exits non-zero, its api stopped and its port free, when the worker is killed', async () => {
    const port = await freePort();
    launcher = spawn(process.execPath, ['-r', join(root, 'tools', 'register.js'), join(root, 'tools', 'start', 'run.ts')], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: db.url, PORT: String(port), REDIS_PREFIX: testRedisPrefix(), SMTP_URL: smtp.url, LOG_LEVEL: 'warn', DATABASE_POOL_SIZE: '3' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    launcher.stdout?.on('data', (chunk) => (output += chunk));
    launcher.stderr?.on('data', (chunk) => (output += chunk));
    const exited = once(launcher, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    await new Promise<void>((resolve, reject) => {
      launcher.stdout?.on('data', () => output.includes('Timekeep is up.') && resolve());
      void exited.then(() => reject(new Error(`The launcher ended while starting:\n${output}`)));
    });
    // The console it serves is the production build though jest runs it (NODE_ENV=test): a test
    // build gives every antd dialog and popover one id, so a dialog is named by another's text.
    const home = await fetch(`http://127.0.0.1:${port}/`);
    // The page is never cached; its hashed scripts are, for a year, sent as the build's brotli copy.
    expect(home.headers.get('cache-control')).toBe('no-store');
    const page = await home.text();
    const script = /<script[^>]+src="([^"]+\.js)"/.exec(page)?.[1];
    expect(script).toBeDefined();
    const served = await fetch(`http://127.0.0.1:${port}${script}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect([served.headers.get('content-encoding'), served.headers.get('cache-control'), served.headers.get('vary')]).toEqual(['br', 'public, max-age=31536000, immutable', 'Accept-Encoding']);
    expect(await served.text()).not.toContain('"test-id"');
    const gzipped = await fetch(`http://127.0.0.1:${port}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    // A chunk a newer build no longer has is missing, not the page in its place.
    expect((await fetch(`http://127.0.0.1:${port}/assets/gone-12345678.js`)).status).toBe(404);

    const children = await childrenOf(launcher.pid as number);
    const worker = children.find((c) => c.args.includes(join('apps', 'worker', 'src', 'main.ts')));
    const api = children.find((c) => c.args.includes(join('apps', 'api', 'src', 'main.ts')));
    if (!worker || !api) throw new Error(`The launcher's children are not its api and worker: ${JSON.stringify(children)}`);

    process.kill(worker.pid, 'SIGKILL');
    const [code, signal] = await exited;
    expect({ code, signal }).toEqual({ code: 1, signal: null });
    expect(output).toContain('The worker stopped (SIGKILL): stopping Timekeep.');
    // Nothing of it is left: the api has ended and nobody answers on its port.
    expect(() => process.kill(api.pid, 0)).toThrow();
    await expect(fetch(`http://127.0.0.1:${port}/server/health`)).rejects.toThrow();
  }, 240_000);
});
