import { ChildProcess, spawn } from 'node:child_process';
import { join, relative } from 'node:path';
import { DEFAULT_API_BASE_PATH } from '@timekeep/contracts';
import { defaultRedisPrefix } from '@timekeep/server-platform';
import { ensureConsoleBuilt } from './console-build';
import { demoLogins } from './demo-logins';
import { startLocalPostgres } from './local-postgres';
import { findOrStartRedis } from './local-redis';
import { startLocalMail } from './local-mail';

const root = join(__dirname, '..', '..');
const register = join(root, 'tools', 'register.js');

function runTs(file: string, env: NodeJS.ProcessEnv, name: string): ChildProcess {
  const child = spawn(process.execPath, ['-r', register, join(root, file)], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk: Buffer) =>
    String(chunk)
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}\n`)
      .join('');
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)));
  return child;
}

async function waitForHealth(url: string, api: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (api.exitCode !== null) throw new Error('The api stopped while starting (see its output above).');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within two minutes.`);
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 3000);
  const apiBase = process.env.API_BASE_PATH ?? DEFAULT_API_BASE_PATH;
  const cleanups: Array<() => unknown> = [];
  const children: ChildProcess[] = [];
  let stopping = false;
  // A child killed by a signal keeps exitCode null (its signalCode says how it ended): waiting on
  // exitCode alone waited forever for a worker that was long gone, ports held, serving nothing.
  const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    // However the children and the local servers take to stop, a process manager hears of it.
    setTimeout(() => process.exit(code), 20_000).unref();
    for (const child of children) if (running(child)) child.kill('SIGTERM');
    await Promise.all(children.map((c) => (running(c) ? new Promise((r) => c.once('exit', r)) : null)));
    for (const cleanup of cleanups.reverse()) await cleanup();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  try {
    let databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) {
      const pg = await startLocalPostgres(root, Number(process.env.EMBEDDED_POSTGRES_PORT ?? 54329));
      cleanups.push(() => pg.stop());
      databaseUrl = pg.url;
      console.log(`Postgres (embedded) at ${databaseUrl.replace(/:[^:@/]+@/, ':***@')}`);
    }
    const redis = await findOrStartRedis(root, Number(process.env.EMBEDDED_REDIS_PORT ?? 6390));
    cleanups.push(() => redis.stop());
    console.log(`Redis at ${redis.url} (keys under ${process.env.REDIS_PREFIX ?? defaultRedisPrefix(databaseUrl)})`);
    let smtpUrl = process.env.SMTP_URL;
    if (!smtpUrl) {
      const mail = await startLocalMail(root, Number(process.env.EMBEDDED_SMTP_PORT ?? 2525));
      cleanups.push(() => mail.stop());
      smtpUrl = mail.url;
      console.log(`Mail (local SMTP) at ${mail.url}: messages are kept in ${relative(root, mail.folder)}, none leave the machine`);
    }

    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'development',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      PORT: String(port),
      API_BASE_PATH: apiBase,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      SMTP_URL: smtpUrl,
      CONSOLE_DIST: ensureConsoleBuilt(root),
      // Trying webhooks on this machine: a receiver on localhost over http may be subscribed (never in production; ADR 0080).
      WEBHOOKS_ALLOW_LOOPBACK: process.env.WEBHOOKS_ALLOW_LOOPBACK ?? ((process.env.NODE_ENV ?? 'development') === 'production' ? 'false' : 'true'),
      // A set clock (ADR 0053) shows its instant now, for the seed, the API and the worker alike.
      ...(process.env.TIMEKEEP_CLOCK_START && !process.env.TIMEKEEP_CLOCK_ANCHOR_MS ? { TIMEKEEP_CLOCK_ANCHOR_MS: String(Date.now()) } : {}),
    };
    // Not spawnSync: this process's event loop must keep serving the local mail server while the seed runs (its leave approvals mail).
    const seeded = await new Promise<number | null>((resolve) => spawn(process.execPath, ['-r', register, join(root, 'tools', 'seed', 'seed.ts')], { cwd: root, env, stdio: 'inherit' }).on('exit', resolve));
    if (seeded !== 0) throw new Error('Migrating and seeding the database failed (see above).');

    const api = runTs('apps/api/src/main.ts', env, 'api');
    const worker = runTs('apps/worker/src/main.ts', env, 'worker');
    children.push(api, worker);
    // Either child ending on its own ends the launcher, non-zero, so that a process manager restarts the whole.
    for (const child of children) {
      child.on('exit', (code, signal) => {
        if (stopping) return;
        console.error(`The ${child === api ? 'api' : 'worker'} stopped (${signal ?? `exit code ${code}`}): stopping Timekeep.`);
        void stop(code || 1);
      });
    }

    const origin = `http://localhost:${port}`;
    await waitForHealth(`http://127.0.0.1:${port}${apiBase}/health`, api);
    console.log(
      [
        '',
        'Timekeep is up.',
        `  Console:  ${origin}/`,
        `  API base: ${origin}${apiBase}  (health: ${origin}${apiBase}/health)`,
        '',
        ...demoLogins(process.env, origin),
        '',
        'Ctrl-C stops everything.',
        '',
      ].join('\n'),
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    await stop(1);
  }
}

void main();
