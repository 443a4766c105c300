import { PUSH_SERVICE_CA_FILE } from '@timekeep/testing-push';
import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { databaseUrl, dropDatabase, withAdmin } from '@timekeep/testing-postgres';
import { startSmtpSink } from '@timekeep/testing-smtp';
import { E2E_XERO_CLIENT } from './xero';
import { WORKFLOW_MAX_APP } from './workflow-max';

const root = join(__dirname, '..', '..', '..');

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
  await withAdmin((c) => c.query(`CREATE DATABASE "${database}"`));
  const url = databaseUrl(database);
  const port = await freePort();
  // Xero is a local fake the Xero test starts on this port (the app must know its address at boot).
  const xeroPort = await freePort();
  process.env.TK_E2E_XERO_PORT = String(xeroPort);
  const xero = `http://127.0.0.1:${xeroPort}`;

  // Mail the app sends lands in files that tests (other processes) can read.
  const mailDir = join(tmpdir(), `tk-e2e-mail-${run}`);
  mkdirSync(mailDir, { recursive: true });
  let mails = 0;
  const smtp = await startSmtpSink((mail) => writeFileSync(join(mailDir, `${++mails}.eml`), `X-To: ${mail.to.join(',')}\n${mail.raw}`));
  process.env.TK_E2E_MAIL_DIR = mailDir;

  // WorkflowMax's address is fixed before the app starts; the test that needs it starts its fake there.
  const workflowMaxPort = await freePort();
  process.env.TK_E2E_WORKFLOW_MAX_PORT = String(workflowMaxPort);

  // The push service the notifications test starts on this port (the app must list its origin at boot).
  const pushPort = await freePort();
  process.env.TK_E2E_PUSH_PORT = String(pushPort);

  // The product's clock (ADR 0053): set, the app boots at that instant (npm run test:e2e:dates).
  const clockStart = process.env.TK_E2E_CLOCK_START;
  process.env.TK_E2E_CLOCK_BOOTED_AT = String(Date.now());

  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['-r', join(root, 'tools', 'register.js'), join(root, 'tools', 'start', 'run.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      REDIS_PREFIX: `tk-e2e-${run}`,
      LOG_LEVEL: 'warn',
      SMTP_URL: smtp.url,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      UPLOAD_DIR: join(tmpdir(), `tk-e2e-uploads-${run}`),
      WORKFLOW_MAX_CLIENT_ID: WORKFLOW_MAX_APP.id,
      WORKFLOW_MAX_CLIENT_SECRET: WORKFLOW_MAX_APP.secret,
      WORKFLOW_MAX_OAUTH_URL: `http://127.0.0.1:${workflowMaxPort}`,
      WORKFLOW_MAX_API_URL: `http://127.0.0.1:${workflowMaxPort}`,
      // Every test's browser and API calls come from 127.0.0.1, and the tests' API helpers sign in
      // afresh for each call (tokens live seconds here): the per-address sign-in limit, meant for
      // password spraying from one address among many, would refuse a test at random when several
      // run in the same minute. Its API test (two-instances.int-spec.ts) checks it.
      LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '100000',
      // The worker's sweeps (scheduled reports' due sends, and the job reconciler) run every 2 s
      // rather than every minute: a test waits for the data it expects, not for a minute to pass.
      JOB_SWEEP_INTERVAL_MS: '2000',
      // Short-lived access tokens show the silent refresh within a test.
      ACCESS_TOKEN_TTL_SECONDS: process.env.TK_E2E_TTL ?? '4',
      XERO_CLIENT_ID: E2E_XERO_CLIENT.id,
      XERO_CLIENT_SECRET: E2E_XERO_CLIENT.secret,
      XERO_LOGIN_URL: xero,
      XERO_IDENTITY_URL: xero,
      XERO_API_URL: xero,
      PUSH_SERVICE_ORIGINS: `https://127.0.0.1:${pushPort}`,
      PUSH_SERVICE_CA_FILE,
      // The app's processes and the tests' productNow() read one clock, anchored at the same real instant.
      ...(clockStart ? { TIMEKEEP_CLOCK_START: clockStart, TIMEKEEP_CLOCK_ANCHOR_MS: process.env.TK_E2E_CLOCK_BOOTED_AT } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The app's own log is kept beside the test results; `npm test` prints its end when a test fails.
  const appLog = join(root, 'test-results', 'console-e2e-app.log');
  mkdirSync(join(root, 'test-results'), { recursive: true });
  writeFileSync(appLog, '');
  const keep = (chunk: Buffer) => {
    output += chunk;
    appendFileSync(appLog, chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
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
  process.env.TK_E2E_DATABASE_URL = url;

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
    await dropDatabase(database);
    await smtp.close();
  };
}
