import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Client } from 'pg';
import { SMTPServer } from 'smtp-server';

const root = join(__dirname, '..', '..', '..');
const adminUrl = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(sql: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Boots the product through the same launcher as `npm start` (tools/start/run.ts), on a database
 * and Redis prefix of this run's own, and returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const run = randomBytes(4).toString('hex');
  const database = `tk_e2e_${run}`;
  await admin(`CREATE DATABASE "${database}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const port = await freePort();

  // Mail the app sends lands in files that tests (other processes) can read.
  const mailDir = join(tmpdir(), `tk-e2e-mail-${run}`);
  mkdirSync(mailDir, { recursive: true });
  let mails = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        writeFileSync(join(mailDir, `${++mails}.eml`), `X-To: ${session.envelope.rcptTo.map((r) => r.address).join(',')}\n${raw}`);
        callback();
      });
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  process.env.TK_E2E_MAIL_DIR = mailDir;

  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['-r', join(root, 'tools', 'register.js'), join(root, 'tools', 'start', 'run.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: url.toString(),
      PORT: String(port),
      REDIS_PREFIX: `tk-e2e-${run}`,
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      UPLOAD_DIR: join(tmpdir(), `tk-e2e-uploads-${run}`),
      // Short-lived access tokens show the silent refresh within a test.
      ACCESS_TOKEN_TTL_SECONDS: '4',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('Timekeep is up.')) {
        clearInterval(timer);
        resolve();
      } else if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`The app did not start:\n${output}`));
      }
    }, 100);
  });
  process.env.TK_E2E_BASE_URL = `http://127.0.0.1:${port}`;
  process.env.TK_E2E_DATABASE_URL = url.toString();

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
    await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  };
}
