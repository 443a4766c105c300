import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { CommandBus } from '@nestjs/cqrs';
import { EventType, ProfileDto, ResourcePermission, Role, TokenPair } from '@timekeep/contracts';
import { CreateAccountCommand, ResetLinks } from '@timekeep/server-identity';
import { RegisterCompanyCommand } from '@timekeep/server-organisation';
import { startSmtpSink, startTestStack, systemContext, TestStack } from '@timekeep/server-testing';

const COMPANY_A = randomUUID();
const COMPANY_B = randomUUID();
const PASSWORD = 'Correct-horse-1';
const system = systemContext;

describe('accounts over HTTP', () => {
  let stack: TestStack;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  const ids: Record<string, string> = {};

  const account = async (key: string, companyId: string, roles: Role[]) => {
    const email = `${key}-${randomUUID().slice(0, 8)}@example.com`;
    const { userId } = await stack.api.get(CommandBus).execute(new CreateAccountCommand(system(companyId), { companyId, email, password: PASSWORD, firstName: key, lastName: 'Test', roles }));
    ids[key] = userId;
    return email;
  };
  const login = (email: string, password = PASSWORD) => stack.call<TokenPair & { message?: string }>('POST', '/account/login', { body: { email, password, appType: 'web' } });

  beforeAll(async () => {
    smtp = await startSmtpSink();
    // The replay property signs in once per run: more than the per-address limit allows in a minute.
    stack = await startTestStack({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://timekeep.test', UPLOAD_DIR: `/tmp/tk-uploads-${randomUUID()}`, LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '1000' } });
    const bus = stack.api.get(CommandBus);
    await bus.execute(new RegisterCompanyCommand(system(COMPANY_A), { companyId: COMPANY_A, name: 'Alpha Ltd', code: `A-${COMPANY_A.slice(0, 6)}`, timeZone: 'Pacific/Auckland', country: 'NZ' }));
    await bus.execute(new RegisterCompanyCommand(system(COMPANY_B), { companyId: COMPANY_B, name: 'Beta Ltd', code: `B-${COMPANY_B.slice(0, 6)}`, timeZone: 'Pacific/Auckland', country: 'NZ' }));
  });
  afterAll(async () => {
    await stack.close();
    await smtp.close();
  });

  it('signs in with JSON or a form, and answers wrong credentials and empty fields with the spec texts', async () => {
    const email = await account('ann', COMPANY_A, [Role.Admin]);
    const ok = await login(email);
    expect(ok.status).toBe(200);
    expect(ok.body.accessToken).toBeTruthy();
    expect(ok.body.refreshToken).toMatch(/^[0-9a-f-]{36}\.[\w-]+$/);
    expect((await stack.call('POST', '/account/login', { form: { email, password: PASSWORD, appType: 'web' } })).status).toBe(200);

    expect(await login(email, 'nope-nope-1')).toMatchObject({ status: 400, body: { message: 'Wrong email or password.' } });
    expect(await login('nobody@example.com')).toMatchObject({ status: 400, body: { message: 'Wrong email or password.' } });
    expect((await stack.call<{ message: string }>('POST', '/account/login', { body: { email: '', password: 'x' } })).body.message).toBe("Email can't be empty, please fill in a valid email here.");
    expect((await stack.call<{ message: string }>('POST', '/account/login', { body: { email } })).body.message).toBe('Wrong password or click Forgot password to reset it.');

    const profile = await stack.call<ProfileDto>('GET', '/profile', { token: ok.body.accessToken });
    expect(profile.body).toMatchObject({ email, firstName: 'ann', roleName: Role.Admin, companyName: 'Alpha Ltd', allowLoginAsEmployee: false });
  });

  it('locks an account after five wrong passwords, refusing even the right one', async () => {
    const email = await account('locky', COMPANY_A, [Role.Employee]);
    for (let i = 0; i < 4; i++) expect((await login(email, 'wrong-password')).status).toBe(400);
    const fifth = await login(email, 'wrong-password');
    expect(fifth.status).toBe(429);
    expect(fifth.body.message).toContain('locked');
    expect((await login(email)).status).toBe(429);
    const { rows } = await stack.db.pool.query('SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_position', [`signins-${ids.locky}`]);
    expect(rows.map((r) => r.type)).toEqual([...Array(5).fill(EventType.LoginFailed), EventType.AccountLockedOut, EventType.LoginFailed]);
  });

  it('rotates refresh tokens, and a reused one revokes the whole family', async () => {
    const email = await account('rita', COMPANY_A, [Role.Supervisor]);
    const refresh = (refreshToken: string) => stack.call<TokenPair>('POST', '/account/refresh-token', { body: { refreshToken } });
    const first = (await login(email)).body;
    const second = await refresh(first.refreshToken);
    expect(second.status).toBe(200);
    expect(second.body.refreshToken).not.toBe(first.refreshToken);
    const third = await refresh(second.body.refreshToken);
    expect(third.status).toBe(200);

    // The holder has moved on from the first token: presenting it again means it was copied.
    const replay = await stack.call<{ message: string }>('POST', '/account/refresh-token', { body: { refreshToken: first.refreshToken } });
    expect(replay.status).toBe(400);
    // The thief's replay also ends the legitimate holder's session.
    expect((await refresh(third.body.refreshToken)).status).toBe(400);
    expect((await refresh('garbage')).status).toBe(400);
    const { rows } = await stack.db.pool.query('SELECT type FROM events WHERE stream_id = $1', [`signins-${ids.rita}`]);
    expect(rows.map((r) => r.type)).toContain(EventType.RefreshTokenReused);
  });

  describe('replayed refresh tokens (ADR 0008)', () => {
    const refresh = (refreshToken: string) => stack.call<TokenPair & { message?: string }>('POST', '/account/refresh-token', { body: { refreshToken } });
    const reuses = async (key: string) =>
      Number((await stack.db.pool.query('SELECT count(*) FROM events WHERE stream_id = $1 AND type = $2', [`signins-${ids[key]}`, EventType.RefreshTokenReused])).rows[0].count);
    const idOf = (token: string) => token.split('.')[0];
    /** Moves a token's use into the past, as if the replay came later. */
    const usedSecondsAgo = (token: string, seconds: number) => stack.db.pool.query(`UPDATE refresh_token SET used_at = now() - make_interval(secs => $2) WHERE id = $1`, [idOf(token), seconds]);
    const liveInFamily = async (token: string) =>
      (await stack.db.pool.query('SELECT id FROM refresh_token WHERE family_id = (SELECT family_id FROM refresh_token WHERE id = $1) AND used_at IS NULL AND revoked_at IS NULL', [idOf(token)])).rows.map((r) => r.id);

    it('answers a replay within the grace (a lost answer) with the same successor, so no second branch appears', async () => {
      const email = await account('lola', COMPANY_A, [Role.Admin]);
      const r0 = (await login(email)).body.refreshToken;
      const r1 = await refresh(r0);
      const again = await refresh(r0);
      expect(again.status).toBe(200);
      expect(again.body.refreshToken).toBe(r1.body.refreshToken);
      expect(again.body.accessToken).toBeTruthy();
      expect(await liveInFamily(r0)).toEqual([idOf(r1.body.refreshToken)]);
      expect((await refresh(r1.body.refreshToken)).status).toBe(200);
      expect(await reuses('lola')).toBe(0);
    });

    it('ends the family and records the reuse when the replay comes after the successor was used, even within the grace', async () => {
      const email = await account('remy', COMPANY_A, [Role.Admin]);
      const r0 = (await login(email)).body.refreshToken;
      const r1 = (await refresh(r0)).body.refreshToken;
      const r2 = (await refresh(r1)).body.refreshToken;
      const replay = await refresh(r0);
      expect(replay).toMatchObject({ status: 400, body: { message: 'The session has ended. Please sign in again.' } });
      expect((await refresh(r2)).status).toBe(400);
      expect(await liveInFamily(r0)).toEqual([]);
      // The replay, then the holder's own token, now revoked: each presentation is recorded.
      expect(await reuses('remy')).toBe(2);
    });

    it('ends the family when a used token comes back after the grace, and again records every later presentation of a revoked one', async () => {
      const email = await account('gus', COMPANY_A, [Role.Admin]);
      const r0 = (await login(email)).body.refreshToken;
      const r1 = (await refresh(r0)).body.refreshToken;
      await usedSecondsAgo(r0, 16);
      expect((await refresh(r0)).status).toBe(400);
      expect(await reuses('gus')).toBe(1);
      // The unreceived successor is gone with the family; presenting it is a reuse too.
      expect((await refresh(r1)).status).toBe(400);
      expect(await reuses('gus')).toBe(2);
    });

    it('gives two concurrent refreshes with one token the same successor', async () => {
      const email = await account('cora', COMPANY_A, [Role.Admin]);
      const r0 = (await login(email)).body.refreshToken;
      const [a, b] = await Promise.all([refresh(r0), refresh(r0)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(a.body.refreshToken).toBe(b.body.refreshToken);
      expect(await liveInFamily(r0)).toHaveLength(1);
    });

    it('never leaves two live branches, whatever tokens are replayed and when (property)', async () => {
      const email = await account('pip', COMPANY_A, [Role.Admin]);
      await fc.assert(
        fc.asyncProperty(fc.array(fc.record({ pick: fc.nat(10), ageSeconds: fc.constantFrom(0, 0, 16) }), { minLength: 1, maxLength: 8 }), async (steps) => {
          const seen = [(await login(email)).body.refreshToken];
          for (const step of steps) {
            const token = seen[step.pick % seen.length];
            if (step.ageSeconds) await usedSecondsAgo(token, step.ageSeconds);
            const answer = await refresh(token);
            if (answer.status === 200 && !seen.includes(answer.body.refreshToken)) seen.push(answer.body.refreshToken);
          }
          const live = await liveInFamily(seen[0]);
          const revoked = Number((await stack.db.pool.query('SELECT count(*) FROM refresh_token WHERE family_id = (SELECT family_id FROM refresh_token WHERE id = $1) AND revoked_at IS NOT NULL', [idOf(seen[0])])).rows[0].count);
          expect(live.length).toBeLessThanOrEqual(1);
          // A refusal only ever comes with the end of the whole family.
          if (revoked > 0) expect(live).toEqual([]);
        }),
        { numRuns: 15 },
      );
    });
  });

  it('lets a dual-role person continue as Employee with the Employee permissions', async () => {
    const email = await account('dual', COMPANY_A, [Role.Admin, Role.Employee]);
    const staff = (await login(email)).body;
    const asStaff = await stack.call<ProfileDto>('GET', '/profile', { token: staff.accessToken });
    expect(asStaff.body).toMatchObject({ roleName: Role.Admin, allowLoginAsEmployee: true, redirectUrl: '/' });

    const switched = await stack.call<TokenPair & { redirectUrl: string }>('POST', '/account/login-as-employee', { token: staff.accessToken });
    expect(switched.status).toBe(200);
    expect(switched.body.redirectUrl).toBe('/');
    const asEmployee = await stack.call<ProfileDto>('GET', '/profile', { token: switched.body.accessToken });
    expect(asEmployee.body).toMatchObject({ roleName: Role.Employee, allowLoginAsEmployee: false });
    const permissions = await stack.call<ResourcePermission[]>('GET', '/profile/permissions', { token: switched.body.accessToken });
    expect(permissions.body.map((p) => p.resource)).not.toContain('user');

    const plain = (await login(await account('emp', COMPANY_A, [Role.Employee]))).body;
    expect((await stack.call('POST', '/account/login-as-employee', { token: plain.accessToken })).status).toBe(403);
  });

  it('refuses an employee what only administrators may do', async () => {
    const employee = (await login(await account('eve', COMPANY_A, [Role.Employee]))).body;
    expect((await stack.call('POST', '/api/job-runs/projection-rebuild', { token: employee.accessToken, body: { projection: 'companies' } })).status).toBe(403);
    const menu = await stack.call<Array<{ menuItems: Array<{ path: string }> }>>('GET', '/menu-items', { token: employee.accessToken });
    expect(menu.body.flatMap((s) => s.menuItems.map((i) => i.path))).not.toContain('/user/list');
    const roles = await stack.call<Array<{ id: string; name: string }>>('GET', '/api/roles', { token: employee.accessToken });
    expect(roles.body.map((r) => r.name)).not.toContain(Role.Superadmin);
  });

  it("keeps one company's people from another", async () => {
    const other = (await login(await account('bob', COMPANY_B, [Role.Admin]))).body;
    const profile = await stack.call<ProfileDto>('GET', '/profile', { token: other.accessToken });
    expect(profile.body.companyName).toBe('Beta Ltd');
    const { rows } = await stack.db.pool.query('SELECT company_id FROM user_account WHERE id = $1', [ids.bob]);
    expect(rows[0].company_id).toBe(COMPANY_B);
  });

  it('saves the profile, and a stale version ends in a conflict instead of an overwrite', async () => {
    const token = (await login(await account('pat', COMPANY_A, [Role.Admin]))).body.accessToken;
    const loaded = (await stack.call<ProfileDto>('GET', '/profile', { token })).body;
    const saved = await stack.call('POST', '/profile', { token, body: { firstName: 'Patricia', lastName: 'Test', dateFormat: 'dd/MM/yyyy', timeFormat: 'hh:mm a', version: loaded.version } });
    expect(saved).toMatchObject({ status: 200, body: { message: 'success' } });
    const stale = await stack.call<{ message: string }>('POST', '/profile', { token, body: { firstName: 'Other', lastName: 'Tab', version: loaded.version } });
    expect(stale.status).toBe(409);
    expect((await stack.call<ProfileDto>('GET', '/profile', { token })).body).toMatchObject({ firstName: 'Patricia', dateFormat: 'dd/MM/yyyy', timeFormat: 'hh:mm a' });
    expect((await stack.call<{ message: string }>('POST', '/profile', { token, body: { firstName: '', lastName: 'x' } })).body.message).toBe('This field is required.');
  });

  it("saves the profile's middle name, contact card and addresses as an event, shows them, and refuses unknown fields and text past its limit (issue 30)", async () => {
    const token = (await login(await account('rua', COMPANY_A, [Role.Admin]))).body.accessToken;
    const profile = async () => (await stack.call<ProfileDto>('GET', '/profile', { token })).body;
    const save = (body: Record<string, unknown>) => stack.call<{ message: string }>('POST', '/profile', { token, body });
    expect(await profile()).toMatchObject({ middleName: null, name: null, title: null, fax: null, physicalAddress: null, postalAddress: null, avatarFileName: null });
    const card = { middleName: 'Aroha', name: 'Rua Test', title: 'Payroll lead', phone: '09 555 0100', fax: '09 555 0101', physicalAddress: '1 Queen Street\nAuckland 1010', postalAddress: 'PO Box 1, Auckland 1140' };
    const before = await profile();
    expect((await save({ firstName: 'Rua', lastName: 'Test', ...card, version: before.version })).body).toEqual({ message: 'success' });
    const saved = await profile();
    expect(saved).toMatchObject({ firstName: 'Rua', ...card, companyName: 'Alpha Ltd', roleName: Role.Admin });
    expect(saved).not.toHaveProperty('avatar');
    // One event, with who did it and from where.
    const { rows } = await stack.db.pool.query<{ data: Record<string, unknown>; metadata: { actor: { id: string }; source: string } }>(
      'SELECT data, metadata FROM events WHERE stream_id = $1 AND type = $2 ORDER BY stream_position DESC LIMIT 1',
      [`user-${ids.rua}`, EventType.ProfileUpdated],
    );
    expect(rows[0].data).toMatchObject({ userId: ids.rua, ...card });
    expect(rows[0].metadata.actor).toMatchObject({ id: ids.rua });
    expect(rows[0].metadata.source).toBeTruthy();

    // A field the form leaves out keeps its value; a blank or null one is cleared.
    expect((await save({ firstName: 'Rua', lastName: 'Test', title: '', fax: null })).body).toEqual({ message: 'success' });
    expect(await profile()).toMatchObject({ middleName: 'Aroha', name: 'Rua Test', title: null, fax: null, physicalAddress: card.physicalAddress });

    // Unknown fields and text past its limit are refused, and nothing changes.
    const settled = await profile();
    expect(await save({ firstName: 'Rua', lastName: 'Test', nickname: 'R' })).toMatchObject({ status: 400, body: { message: 'Unknown field(s): nickname.' } });
    expect(await save({ firstName: 'Rua', lastName: 'Test', fax: '9'.repeat(51) })).toMatchObject({ status: 400, body: { message: 'Fax can be at most 50 characters.' } });
    expect(await save({ firstName: 'Rua', lastName: 'Test', physicalAddress: 'x'.repeat(501) })).toMatchObject({ status: 400, body: { message: 'Physical address can be at most 500 characters.' } });
    expect(await save({ firstName: 'Rua', lastName: 'Test', middleName: 'm'.repeat(101) })).toMatchObject({ status: 400, body: { message: 'Middle name can be at most 100 characters.' } });
    expect(await save({ firstName: 'Rua', lastName: 'Test', postalAddress: ['PO Box 1'] })).toMatchObject({ status: 400 });
    expect(await profile()).toEqual(settled);
  });

  it('changes the password with the spec texts, and the old one stops working', async () => {
    const email = await account('carl', COMPANY_A, [Role.Admin]);
    const token = (await login(email)).body.accessToken;
    const change = (body: object) => stack.call<{ message: string }>('POST', '/profile/change-password', { token, body });
    expect((await change({ currentPassword: PASSWORD, newPassword: 'New-password-1', confirmPassword: 'Different-1' })).body.message).toBe('The two passwords that you entered do not match!');
    expect((await change({ currentPassword: 'wrong', newPassword: 'New-password-1', confirmPassword: 'New-password-1' })).status).toBe(400);
    expect((await change({ currentPassword: PASSWORD, newPassword: 'New-password-1', confirmPassword: 'New-password-1' })).body.message).toBe('success');
    expect((await login(email)).status).toBe(400);
    expect((await login(email, 'New-password-1')).status).toBe(200);
  });

  it('resets a forgotten password through a single-use emailed link', async () => {
    const email = await account('fran', COMPANY_A, [Role.Employee]);
    const session = (await login(email)).body;
    expect((await stack.call('POST', '/password/sendEmail', { body: { email } })).body).toEqual({ message: 'success' });
    expect((await stack.call('POST', '/password/sendEmail', { body: { email: 'ghost@example.com' } })).body).toEqual({ message: 'success' });
    // The link and the mail come after the reply (ADR 0047).
    await stack.api.get(ResetLinks, { strict: false }).idle();

    const mail = smtp.received.find((m) => m.to.includes(email));
    if (!mail) throw new Error(`no mail reached ${email}`);
    const decoded = mail.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const link = /http:\/\/timekeep\.test\/password\/changePasswordByEmail\?token=([\w-]+)/.exec(decoded);
    if (!link) throw new Error(`no reset link in: ${decoded}`);
    const token = decodeURIComponent(link[1]);

    expect((await stack.call('POST', '/password/changepwd', { body: { token: 'forged', password: 'Reset-password-1' } })).body).toMatchObject({ data: { message: 'Invalid' } });
    expect((await stack.call('POST', '/password/changepwd', { body: { token, password: 'Reset-password-1' } })).body).toMatchObject({ data: { message: 'success' } });
    expect((await stack.call('POST', '/password/changepwd', { body: { token, password: 'Another-password-1' } })).body).toMatchObject({ data: { message: 'Invalid' } });
    expect((await login(email)).status).toBe(400);
    expect((await login(email, 'Reset-password-1')).status).toBe(200);
    // Sessions from before the reset are over.
    expect((await stack.call('POST', '/account/refresh-token', { body: { refreshToken: session.refreshToken } })).status).toBe(400);
  });

  it('takes an avatar only when it is an image, serves it back, and sets it only when the profile is saved with it', async () => {
    const token = (await login(await account('ava', COMPANY_A, [Role.Admin]))).body.accessToken;
    const upload = async (bytes: Buffer, name: string) => {
      const form = new FormData();
      form.append('avatar', new Blob([bytes]), name);
      const response = await fetch(`${stack.baseUrl}/api/avatars`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      return { status: response.status, body: (await response.json()) as { message: string; fileName?: string } };
    };
    const rejected = await upload(Buffer.from('<script>alert(1)</script>'), 'evil.png');
    expect(rejected.status).toBe(400);
    expect(rejected.body.message).toContain('Failed to upload the image.');

    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3d1a2c10000000049454e44ae426082', 'hex');
    const accepted = await upload(png, 'me.png');
    expect(accepted.status).toBe(200);
    const served = await fetch(`${stack.baseUrl}/api/avatars/${accepted.body.fileName}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    // Uploading only stores the picture; the profile takes it when saved with the form.
    expect((await stack.call<ProfileDto>('GET', '/profile', { token })).body.avatarFileName).toBeNull();
    const profile = { firstName: 'Ava', lastName: 'Avatar' };
    const forged = await stack.call<{ message: string }>('POST', '/profile', { token, body: { ...profile, avatarFileName: '../../etc/passwd' } });
    expect([forged.status, forged.body.message]).toEqual([400, 'Upload the picture again.']);
    expect((await stack.call('POST', '/profile', { token, body: { ...profile, avatarFileName: accepted.body.fileName } })).status).toBe(200);
    expect((await stack.call<ProfileDto>('GET', '/profile', { token })).body.avatarFileName).toBe(accepted.body.fileName);
    expect((await fetch(`${stack.baseUrl}/api/avatars/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });

  it('records sign-ins, failures, profile and password changes of an account as events', async () => {
    const email = await account('evie', COMPANY_A, [Role.Admin]);
    await login(email, 'wrong-password');
    const { accessToken } = (await login(email)).body;
    const profile = (await stack.call<ProfileDto>('GET', '/profile', { token: accessToken })).body;
    await stack.call('POST', '/profile', { token: accessToken, body: { firstName: 'Evie', lastName: 'Test', version: profile.version } });
    await stack.call('POST', '/profile/change-password', { token: accessToken, body: { currentPassword: PASSWORD, newPassword: 'Another-horse-2', confirmPassword: 'Another-horse-2' } });
    const { rows } = await stack.db.pool.query<{ stream_id: string; type: string }>(
      'SELECT stream_id, type FROM events WHERE stream_id = ANY($1) ORDER BY global_position',
      [[`user-${ids.evie}`, `signins-${ids.evie}`]],
    );
    expect(rows.map((r) => `${r.stream_id.split('-')[0]} ${r.type}`)).toEqual([
      `user ${EventType.AccountCreated}`,
      `signins ${EventType.LoginFailed}`,
      `signins ${EventType.LoginSucceeded}`,
      `user ${EventType.ProfileUpdated}`,
      `user ${EventType.PasswordChanged}`,
    ]);
  });
});
