import { ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import type { TokenPair } from '@timekeep/contracts';
import { createTestDatabase, freePort, TestDatabase, testRedisPrefix } from '@timekeep/server-testing';

const root = join(__dirname, '..', '..', '..');
const JWT_SECRET = 'log-test-jwt-secret-0123456789abcdef';
const ROOT_PASSWORD = 'Operator-pass-42';
const ADMIN_PASSWORD = 'Admin-pass-4242';
const USER_PASSWORD = 'User-pass-424242';
const CLIENT_SECRET = 'Client-secret-42424242';
const FORM_PASSWORD = 'Form-pass-42424242';
const JSON_PASSWORD = 'Json-pass-42424242';

/**
 * The api in a process of its own, as `npm start` runs it, at the default log level: everything it
 * writes to stdout (pino) and stderr (anything printed around pino) is what an operator's log holds.
 */
async function startApi(db: TestDatabase): Promise<{ child: ChildProcess; baseUrl: string; output: () => string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['-r', join(root, 'tools', 'register.js'), join(root, 'apps', 'api', 'src', 'main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: db.url,
      DATABASE_POOL_SIZE: '3',
      REDIS_PREFIX: testRedisPrefix(),
      PORT: String(port),
      LOG_LEVEL: 'info',
      JWT_SECRET,
      TIMEKEEP_ADMIN_EMAIL: 'operator@log-test.example.com',
      TIMEKEEP_ADMIN_PASSWORD: ROOT_PASSWORD,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', () => output.includes('api listening') && resolve());
    child.once('exit', (code) => reject(new Error(`api exited with ${code}: ${output}`)));
  });
  return { child, baseUrl: `http://127.0.0.1:${port}/server`, output: () => output };
}

describe('what the api logs when a save fails', () => {
  let db: TestDatabase;
  let api: Awaited<ReturnType<typeof startApi>>;

  const call = async <T>(path: string, body: unknown, token?: string) => {
    const response = await fetch(`${api.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  const signIn = async (email: string, password: string) => (await call<TokenPair>('/account/login', { email, password, appType: 'web' })).body;

  beforeAll(async () => {
    db = await createTestDatabase();
    api = await startApi(db);
  });
  afterAll(async () => {
    if (api?.child.exitCode === null) api.child.kill('SIGKILL');
    await db?.drop();
  });

  it('carries no password hash, token or secret, even when the database refuses the row', async () => {
    const root = await signIn('operator@log-test.example.com', ROOT_PASSWORD);
    const opened = await call<{ message: string }>(
      '/customer/save',
      { name: 'Matai Ltd', code: 'MATAI', timeZone: 'Pacific/Auckland', country: 'NZ', region: 'AUK', sumLicense: 5, sumAppLicense: 0, adminFirstName: 'Ana', adminLastName: 'Admin', adminEmail: 'ana@matai.example.com', adminPassword: ADMIN_PASSWORD },
      root.accessToken,
    );
    expect(opened.body.message).toBe('success');
    const admin = await signIn('ana@matai.example.com', ADMIN_PASSWORD);
    const newUser = (extra: Record<string, unknown>) =>
      call<{ message: string; id?: string }>('/user/save-without-photo', { email: 'kiri@matai.example.com', firstName: 'Kiri', lastName: 'Hau', roleId: '2', password: USER_PASSWORD, confirm_password: USER_PASSWORD, ...extra }, admin.accessToken);

    expect((await newUser({})).body.message).toBe('success');
    // Users → New with a taken email, or a user changed to one: the spec's answer, found before anything is written.
    expect((await newUser({ email: 'KIRI@matai.example.com' })).body).toEqual({ message: 'userEmailExit' });
    const tane = await newUser({ email: 'tane@matai.example.com', firstName: 'Tane' });
    expect(tane.body.message).toBe('success');
    expect((await newUser({ id: tane.body.id, email: ' Kiri@Matai.example.com', firstName: 'Tane', password: '', confirm_password: '' })).body).toEqual({ message: 'userEmailExit' });
    // An OAuth client's secret, sent to save the client and then to get tokens (HTTP Basic, the body, wrongly).
    expect((await call<{ status: number }>('/oauth/save', { clientId: 'matai-payroll', clientSecret: CLIENT_SECRET, scopes: 'employees:read' }, admin.accessToken)).body.status).toBe(1);
    const tokenRequest = (form: Record<string, string>, headers: Record<string, string> = {}) =>
      fetch(`${api.baseUrl}/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams({ grant_type: 'client_credentials', ...form }) });
    const granted = (await (await tokenRequest({}, { authorization: `Basic ${Buffer.from(`matai-payroll:${CLIENT_SECRET}`).toString('base64')}` })).json()) as { access_token: string };
    expect(granted.access_token).toEqual(expect.any(String));
    expect((await tokenRequest({ client_id: 'matai-payroll', client_secret: CLIENT_SECRET })).status).toBe(200);
    expect((await tokenRequest({ client_id: 'matai-payroll', client_secret: `${CLIENT_SECRET}x` })).status).toBe(401);
    // A save the database itself refuses (here a rule added for the test) fails with the row's hash in hand.
    await db.pool.query(`ALTER TABLE user_account ADD CONSTRAINT log_test_refuses CHECK (first_name <> 'Refused')`);
    expect((await newUser({ email: 'refused@matai.example.com', firstName: 'Refused' })).status).toBe(500);

    // Sign-ins whose bodies the server cannot read (a form with too many fields, broken JSON) are
    // refused with a sentence; the body, password and all, is never logged.
    const crowded = new URLSearchParams({ email: 'kiri@matai.example.com', password: FORM_PASSWORD, appType: 'web' });
    for (let i = 0; i < 1_100; i++) crowded.append(`field${i}`, 'x');
    const unreadable = [
      await fetch(`${api.baseUrl}/account/login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: crowded }),
      await fetch(`${api.baseUrl}/account/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"email":"kiri@matai.example.com","password":"${JSON_PASSWORD}"` }),
    ];
    const replies = await Promise.all(unreadable.map(async (r) => ({ status: r.status, body: (await r.json()) as { message: string } })));
    expect(replies).toEqual([
      { status: 413, body: { message: expect.stringMatching(/^The request has too many fields/) } },
      { status: 400, body: { message: expect.stringMatching(/^The request body is not valid JSON/) } },
    ]);

    api.child.kill('SIGTERM');
    await once(api.child, 'close');
    const lines = api.output().split('\n');
    // Only the database's refusal is a failed query (the taken email was not); it is logged, by the
    // query and the database's answer.
    expect(lines.filter((line) => line.includes('query failed'))).toEqual([expect.stringContaining('log_test_refuses')]);
    const { rows } = await db.pool.query<{ password_hash: string }>('SELECT password_hash FROM account_secret');
    const clientHashes = (await db.pool.query<{ hash: string }>('SELECT hash FROM oauth_client_secret')).rows.map((r) => r.hash);
    const clientSecrets = [CLIENT_SECRET, Buffer.from(`matai-payroll:${CLIENT_SECRET}`).toString('base64'), ...clientHashes, granted.access_token];
    for (const secret of ['$argon2', ...rows.map((r) => r.password_hash), JWT_SECRET, ROOT_PASSWORD, ADMIN_PASSWORD, USER_PASSWORD, FORM_PASSWORD, JSON_PASSWORD, root.accessToken, root.refreshToken, admin.accessToken, admin.refreshToken, ...clientSecrets]) {
      expect({ secret, lines: lines.filter((line) => line.includes(secret)) }).toEqual({ secret, lines: [] });
    }
  });
});
