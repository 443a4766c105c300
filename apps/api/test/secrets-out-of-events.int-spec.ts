import { randomUUID } from 'node:crypto';
import { CLOCK_TEXTS, EventType, type CompanyInfo, type EmployeeDetail } from '@timekeep/contracts';
import { IDENTITY, PasswordHasher } from '@timekeep/server-identity';
import { ORGANISATION } from '@timekeep/server-organisation';
import { ProjectionRebuilder } from '@timekeep/server-platform';
import { eventually, openCustomer, signInAs, startTestStack, TEST_PASSWORD, TestStack } from '@timekeep/server-testing';
import { quotedPrintableDecoded, startSmtpSink } from '@timekeep/testing-smtp';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DataSource } from 'typeorm';

type Reply = { message: string; id?: string };

const migration = (list: Array<new () => MigrationInterface>, name: string) => {
  const found = list.find((m) => m.name === name);
  if (!found) throw new Error(`no migration ${name}`);
  return new found();
};
const accountSecrets = migration(IDENTITY.migrations, 'AccountSecrets1764400400000');
const deviceToken = migration(ORGANISATION.migrations, 'CompanyDeviceToken1764400400100');

/**
 * Issue 28, security point 10 (docs/decisions/0050-secrets-out-of-the-event-log.md): no password
 * hash, PIN hash or device token in the event store, whatever command wrote a secret; sign-in, the
 * clock's PIN and the company's token still work, after a projection rebuild too; and the migration
 * cleans events written in the old shape while the accounts keep working.
 */
describe('secrets stay out of the event log', () => {
  let stack: TestStack;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  const acme = { admin: '', companyId: '' };
  let north = '';
  let weekly = '';

  const post = (path: string, body: unknown, token = acme.admin) => stack.call<Reply>('POST', path, { token, body: body as Record<string, unknown> });
  const login = (email: string, password: string) => stack.call<{ accessToken: string }>('POST', '/account/login', { body: { email, password, appType: 'web' } });
  const clock = async (clockId: string, pin: string) => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ companyCode: 'SECRETS', clockId, pin })) form.append(k, v);
    const response = await fetch(`${stack.baseUrl}/api/clock/punch`, { method: 'POST', body: form });
    return { status: response.status, body: (await response.json()) as { message?: string; employeeName?: string } };
  };
  /** The clock took the PIN: a punch, or (a second one within the minute) 'too soon', never 'wrong PIN'. */
  const pinTaken = async (clockId: string, pin: string) => {
    const reply = await clock(clockId, pin);
    return reply.status === 200 || reply.body.message === CLOCK_TEXTS.tooSoon;
  };
  const pinRefused = async (clockId: string, pin: string) => (await clock(clockId, pin)).body.message === CLOCK_TEXTS.wrongPin;
  /** Every event's data and metadata, as stored. */
  const storedEvents = async () => (await stack.db.pool.query<{ type: string; data: string; metadata: string }>('SELECT type, data::text AS data, metadata::text AS metadata FROM events')).rows;
  const person = (firstName: string, clockId: string, extra: Record<string, unknown> = {}) => ({
    firstName,
    lastName: 'Rua',
    departmentId: north,
    paygroupId: weekly,
    hireOnDateValue: '2026-01-05',
    payId: `P-${clockId}`,
    clockId,
    ...extra,
  });

  beforeAll(async () => {
    smtp = await startSmtpSink();
    stack = await startTestStack({ worker: true, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://timekeep.test', UPLOAD_DIR: `/tmp/tk-secrets-${randomUUID()}`, LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '1000' } });
    Object.assign(acme, await openCustomer(stack, { name: 'Secrets Ltd', code: 'SECRETS', adminEmail: 'admin@secrets.example.com' }));
    north = ((await post('/department/save', { departmentName: 'North' })).body as unknown as { departmentVo: { id: string } }).departmentVo.id;
    weekly = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
  });
  afterAll(async () => {
    await stack.close();
    await smtp.close();
  });

  it('writes no hash, PIN or token into any event, from every command that sets one, and every secret still works, after a rebuild too', async () => {
    const needles: string[] = ['$argon2', '"passwordHash"', '"pinHash"', '"token"'];
    // Hired with a password and a PIN (the admin's employee form): AccountCreated and PinChanged.
    const hired = await post('/employee/save-without-photo', person('Mere', '201', { email: 'mere@secrets.example.com', password: 'Mere-pass-1', confirm_password: 'Mere-pass-1', pin: '2468' }));
    expect(hired.body.message).toBe('success');
    const mereId = hired.body.id as string;
    // The admin gives her a new password and PIN (the same form, changePassword).
    const { version } = (await stack.call<EmployeeDetail>('GET', `/api/employees/${mereId}`, { token: acme.admin })).body;
    const changed = await post(
      '/employee/save-without-photo',
      person('Mere', '201', { employeeId: mereId, version, changePassword: true, email: 'mere@secrets.example.com', password: 'Mere-admin-2', confirm_password: 'Mere-admin-2', pin: '1357' }),
    );
    expect(changed.body.message).toBe('success');
    // She changes both herself (Profile).
    const mere = await signInAs(stack, 'mere@secrets.example.com', 'Mere-admin-2');
    expect((await stack.call<Reply>('POST', '/profile/change-password', { token: mere, body: { currentPassword: 'Mere-admin-2', newPassword: 'Mere-own-3', confirmPassword: 'Mere-own-3' } })).body.message).toBe('success');
    expect((await stack.call<Reply>('POST', '/profile/change-pin', { token: mere, body: { pin: '9753', confirmPin: '9753' } })).body.message).toBe('success');
    // She forgets it and resets it by the emailed link.
    expect((await stack.call('POST', '/password/sendEmail', { body: { email: 'mere@secrets.example.com' } })).status).toBe(200);
    const mail = await eventually(
      async () => smtp.received.find((m) => m.to.includes('mere@secrets.example.com')),
      (m) => !!m,
    );
    const link = /changePasswordByEmail\?token=([\w-]+)/.exec(quotedPrintableDecoded(mail?.raw ?? ''));
    if (!link) throw new Error('no reset link in the mail');
    const resetToken = decodeURIComponent(link[1]);
    expect((await stack.call('POST', '/password/changepwd', { body: { token: resetToken, password: 'Mere-reset-4' } })).body).toMatchObject({ data: { message: 'success' } });
    // An OAuth client's secret (already kept apart: ADR 0041), checked here with the rest.
    const clientSecret = 'Secrets-client-secret-0001';
    expect((await post('/oauth/save', { clientId: 'secrets-payroll', clientSecret, confirmSecret: clientSecret, scopes: ['employees:read'] })).body).toMatchObject({ status: 1 });

    const info = (await stack.call<CompanyInfo>('GET', '/api/company/info', { token: acme.admin })).body;
    expect(info.token).toMatch(/^[\w-]{32}$/);
    const passwords = [TEST_PASSWORD, 'Mere-pass-1', 'Mere-admin-2', 'Mere-own-3', 'Mere-reset-4'];
    const hashes = (await stack.db.pool.query<{ password_hash: string; pin_hash: string | null }>('SELECT password_hash, pin_hash FROM account_secret')).rows.flatMap((r) => [r.password_hash, r.pin_hash ?? '']).filter(Boolean);
    expect(hashes.length).toBeGreaterThanOrEqual(3);
    expect(hashes.every((h) => h.startsWith('$argon2id$'))).toBe(true);
    needles.push(info.token, resetToken, clientSecret, ...passwords, ...hashes, '"2468"', '"1357"', '"9753"');

    const events = await storedEvents();
    // Every kind of secret-setting event was written, and none carries its secret.
    for (const type of [EventType.CompanyRegistered, EventType.AccountCreated, EventType.PasswordChanged, EventType.PinChanged, EventType.OAuthClientRegistered]) {
      expect(events.some((e) => e.type === type)).toBe(true);
    }
    expect(events.filter((e) => e.type === EventType.PasswordChanged).map((e) => JSON.parse(e.data).via)).toEqual(expect.arrayContaining(['admin', 'profile', 'reset']));
    for (const needle of needles) {
      expect({ needle, found: events.filter((e) => e.data.includes(needle) || e.metadata.includes(needle)).map((e) => e.type) }).toEqual({ needle, found: [] });
    }

    const stillWorks = async () => {
      expect((await login('mere@secrets.example.com', 'Mere-reset-4')).status).toBe(200);
      expect((await login('mere@secrets.example.com', 'Mere-own-3')).status).toBe(400);
      expect((await login('admin@secrets.example.com', TEST_PASSWORD)).status).toBe(200);
      expect(await pinRefused('201', '0000')).toBe(true);
      expect(await pinTaken('201', '9753')).toBe(true);
      expect((await stack.call<EmployeeDetail>('GET', `/api/employees/${mereId}`, { token: acme.admin })).body.hasPin).toBe(true);
      expect((await stack.call<CompanyInfo>('GET', '/api/company/info', { token: acme.admin })).body.token).toBe(info.token);
    };
    await stillWorks();
    // The secrets are not a projection's: rebuilding the accounts and companies from the log keeps them.
    const rebuilder = stack.api.get(ProjectionRebuilder);
    await rebuilder.rebuild('accounts');
    await rebuilder.rebuild('companies');
    await stillWorks();
  });

  it('the migration takes the secrets out of events written in the old shape and carries them over: the old password, PIN and token still work', async () => {
    const hasher = stack.api.get(PasswordHasher);
    const hired = await post('/employee/save-without-photo', person('Hone', '202', { email: 'hone@secrets.example.com', password: 'Hone-pass-1', confirm_password: 'Hone-pass-1', pin: '1111' }));
    expect(hired.body.message).toBe('success');
    const honeUser = (await stack.db.pool.query<{ id: string }>("SELECT id FROM user_account WHERE email = 'hone@secrets.example.com'")).rows[0].id;

    const dataSource = new DataSource({ type: 'postgres', url: stack.db.url });
    await dataSource.initialize();
    const runner: QueryRunner = dataSource.createQueryRunner();
    try {
      // Back to the schema before the change: the hashes in the read model, the token in the company's state.
      await deviceToken.down(runner);
      await accountSecrets.down(runner);
      // What the old code wrote: hashes in the events (and the read model), the device token in the registration.
      const oldPassword = await hasher.hash('Hone-old-pass-2');
      const oldPin = await hasher.hash('4826');
      const oldToken = 'legacy-device-token-000000000000';
      await runner.query(`UPDATE events SET data = data || jsonb_build_object('passwordHash', $2::text) WHERE type = $3 AND data->>'userId' = $1`, [honeUser, await hasher.hash('Hone-pass-1'), EventType.AccountCreated]);
      await runner.query(`UPDATE events SET data = data || jsonb_build_object('pinHash', $2::text) WHERE type = $3 AND data->>'userId' = $1`, [honeUser, await hasher.hash('1111'), EventType.PinChanged]);
      await runner.query(`UPDATE events SET data = data || jsonb_build_object('token', $2::text) WHERE type = $3 AND company_id = $1`, [acme.companyId, oldToken, EventType.CompanyRegistered]);
      await runner.query(`UPDATE company SET state = state || jsonb_build_object('token', $2::text) WHERE id = $1`, [acme.companyId, oldToken]);
      await runner.query('UPDATE streams SET version = version + 2 WHERE stream_id = $1', [`user-${honeUser}`]);
      const rows: Array<{ version: number; company_id: string }> = await runner.query('SELECT version, company_id FROM streams WHERE stream_id = $1', [`user-${honeUser}`]);
      const metadata = JSON.stringify({ actor: { kind: 'system', id: 'old', name: 'old' }, source: 'system', correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString() });
      for (const [position, type, data] of [
        [rows[0].version - 1, EventType.PasswordChanged, { userId: honeUser, passwordHash: oldPassword, via: 'admin' }],
        [rows[0].version, EventType.PinChanged, { userId: honeUser, pinHash: oldPin }],
      ] as const) {
        await runner.query(
          `INSERT INTO events (event_id, stream_id, stream_position, company_id, type, schema_version, data, metadata) VALUES ($1, $2, $3, $4, $5, 1, $6, $7)`,
          [randomUUID(), `user-${honeUser}`, position, rows[0].company_id, type, JSON.stringify(data), metadata],
        );
      }
      await runner.query('UPDATE user_account SET password_hash = $2, pin_hash = $3, version = $4 WHERE id = $1', [honeUser, oldPassword, oldPin, rows[0].version]);
      expect((await storedEvents()).filter((e) => e.data.includes('$argon2') || e.data.includes(oldToken)).length).toBeGreaterThanOrEqual(5);

      await accountSecrets.up(runner);
      await deviceToken.up(runner);

      const events = await storedEvents();
      for (const needle of ['$argon2', '"passwordHash"', '"pinHash"', '"token"', oldToken, oldPassword, oldPin]) {
        expect({ needle, found: events.filter((e) => e.data.includes(needle) || e.metadata.includes(needle)).map((e) => e.type) }).toEqual({ needle, found: [] });
      }
      // Nothing but the secrets moved: the events are all still there, in their places.
      expect(events.filter((e) => e.type === EventType.PasswordChanged || e.type === EventType.PinChanged).length).toBeGreaterThanOrEqual(2);
      expect((await runner.query(`SELECT state ? 'token' AS has FROM company WHERE id = $1`, [acme.companyId]))[0].has).toBe(false);
    } finally {
      await runner.release();
      await dataSource.destroy();
    }

    expect((await login('hone@secrets.example.com', 'Hone-old-pass-2')).status).toBe(200);
    expect((await login('hone@secrets.example.com', 'Hone-pass-1')).status).toBe(400);
    expect(await pinRefused('202', '1111')).toBe(true);
    expect(await pinTaken('202', '4826')).toBe(true);
    expect((await stack.call<CompanyInfo>('GET', '/api/company/info', { token: acme.admin })).body.token).toBe('legacy-device-token-000000000000');
    expect((await stack.call<EmployeeDetail>('GET', `/api/employees/${hired.body.id}`, { token: acme.admin })).body.hasPin).toBe(true);
  });
});
