import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CLOCK_TEXTS, ClockMe, ClockPunchReply, PayrollTransferDto, PunchCodeReply, PunchDto, PunchStatusRow, Role, TimesheetDto } from '@timekeep/contracts';
import { createAccount, openCustomer, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string };
type ClockReply = ClockPunchReply & { message?: string };

// 1x1 PNG and the first bytes of a JPEG: content-sniffed, whatever the name says.
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const ADDRESS_LIMIT = 40;

describe('the web time clock over HTTP', () => {
  let stack: TestStack;
  const uploadDir = `/tmp/tk-clock-${randomUUID()}`;
  const acme = { admin: '', companyId: '' };
  const other = { admin: '', companyId: '' };
  const ids = { mere: '', hone: '', yard: '', slab: '', pour: '', tama: '' };
  let code = '';
  let otherCode = '';
  // The yard's fence: 50 m around this point.
  const inside = { latitude: '-36.84435', longitude: '174.76765', accuracy: '10' };
  const outside = { latitude: '-36.8543', longitude: '174.7676', accuracy: '10' };

  const post = (path: string, body: unknown, token = acme.admin) => stack.call<Reply>('POST', path, { token, body: body as Record<string, unknown> });
  const get = async <T>(path: string, token = acme.admin) => (await stack.call<T>('GET', path, { token })).body;
  // The API runs in this process: only Date is faked, so time can move on between punches (the engine takes
  // a punch within a minute of the last for a double read) while sockets and timers run as ever. The
  // sessions outlive the hours this moves on.
  let now = Date.now();
  const later = () => {
    now += 2 * 60_000;
    jest.setSystemTime(now);
  };
  /** A multipart punch, as the clock page sends it, two minutes after the last call unless `now`. */
  const clock = async (fields: Record<string, string>, photo?: { bytes: Buffer; name: string; type: string }, token?: string, at: 'later' | 'now' = 'later') => {
    if (at === 'later') later();
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    if (photo) form.append('photo', new Blob([photo.bytes], { type: photo.type }), photo.name);
    const response = await fetch(`${stack.baseUrl}${token ? '/api/clock/my-punch' : '/api/clock/punch'}`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: response.status, body: (await response.json()) as ClockReply };
  };
  const mere = (extra: Record<string, string> = {}) => ({ companyCode: 'acme', clockId: '101', pin: '2468', code, ...inside, device: 'kiosk', ...extra });
  const punchesOf = async (employeeId: string, token = acme.admin): Promise<PunchDto[]> => {
    const from = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const sheet = await get<TimesheetDto>(`/api/timesheet/getPunchRecords?employeeId=${employeeId}&fromT=${from}&endT=${to}`, token);
    return sheet.timeSheets.flatMap((d) => d.punches ?? []).filter((p, i, all) => all.findIndex((q) => q.id === p.id) === i);
  };
  const eventCount = async () => (await stack.db.pool.query("SELECT count(*)::int AS n FROM events WHERE type LIKE 'timekeeping.%'")).rows[0].n as number;

  beforeAll(async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance'] });
    jest.setSystemTime(now);
    stack = await startTestStack({ env: { UPLOAD_DIR: uploadDir, LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: String(ADDRESS_LIMIT), ACCESS_TOKEN_TTL_SECONDS: String(14 * 24 * 3600) } });
    // With the mobile app, whose section of the employee form holds No GPS and No Geo Fence.
    Object.assign(acme, await openCustomer(stack, { name: 'Acme Precast', code: 'ACME', adminEmail: 'admin@acme.example.com', isJobCodeEnabled: true, isTaskCodeEnabled: true, mobileApp: true }));
    Object.assign(other, await openCustomer(stack, { name: 'Other Ltd', code: 'OTHER', adminEmail: 'admin@other.example.com', isJobCodeEnabled: true, isTaskCodeEnabled: true }));
    const north = (await post('/department/save', { departmentName: 'North' })).body as unknown as { departmentVo: { id: string } };
    const weekly = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    const hire = async (firstName: string, clockId: string, email: string, pin: string) => {
      const saved = await post('/employee/save-without-photo', {
        firstName,
        lastName: 'Rua',
        departmentId: north.departmentVo.id,
        paygroupId: weekly,
        hireOnDateValue: '2026-01-05',
        payId: `P-${clockId}`,
        clockId,
        email,
        password: 'Clock-pass-1',
        confirm_password: 'Clock-pass-1',
        pin,
      });
      expect(saved.body.message).toBe('success');
      return saved.body.id as string;
    };
    ids.mere = await hire('Mere', '101', 'mere@acme.example.com', '2468');
    ids.hone = await hire('Hone', '102', 'hone@acme.example.com', '1357');
    ids.tama = await hire('Tama', '103', 'tama@acme.example.com', '9753');
    await hire('Rawiri', '104', 'rawiri@acme.example.com', '8642');
    const yard = await post('/workPlace/save', { name: 'Yard', address: '1 Quay St, Auckland', coordinate: '-36.8443,174.7676', radius: 50, description: '', siteCode: 'Y1', workSiteStatus: true, employeeIds: [ids.mere, ids.hone] });
    expect(yard.body.message).toBe('success');
    ids.yard = yard.body.id as string;
    ids.pour = (await post('/task/save', { code: 'T-POUR', name: 'Pour' })).body.id as string;
    ids.slab = (await post('/job/save', { code: 'J-100', name: 'Slab', taskID: [ids.pour] })).body.id as string;
    code = ((await post('/api/punch-codes', { jobId: ids.slab, taskId: ids.pour })).body as unknown as PunchCodeReply).text;
    const theirJob = (await post('/job/save', { code: 'J-100', name: 'Slab' }, other.admin)).body.id as string;
    otherCode = ((await post('/api/punch-codes', { jobId: theirJob }, other.admin)).body as unknown as PunchCodeReply).text;
  });
  afterAll(async () => {
    await stack.close();
    jest.useRealTimers();
  });

  it('punches in and out with clock ID and PIN through a code inside the fence: the job, task, site, location and kiosk source are on the punches', async () => {
    const punchedIn = await clock(mere({ direction: 'In' }));
    expect(punchedIn.status).toBe(200);
    expect(punchedIn.body).toMatchObject({ direction: 'In', employeeName: 'Mere Rua', workPlaceName: 'Yard', flag: null });
    // A double tap within the minute is refused: the engine would set it aside, not pair it.
    expect(await clock(mere(), undefined, undefined, 'now')).toMatchObject({ status: 400, body: { message: CLOCK_TEXTS.tooSoon } });
    // The next punch of the day is the Out; pressing In again is refused and writes nothing.
    const before = await eventCount();
    expect(await clock(mere({ direction: 'In' }))).toMatchObject({ status: 400, body: { message: CLOCK_TEXTS.alreadyIn } });
    expect(await eventCount()).toBe(before);
    const punchedOut = await clock(mere());
    expect(punchedOut.body).toMatchObject({ direction: 'Out', workPlaceName: 'Yard' });

    const punches = await punchesOf(ids.mere);
    expect(punches.map((p) => p.id).sort()).toEqual([punchedIn.body.punchId, punchedOut.body.punchId].sort());
    for (const p of punches) {
      expect(p).toMatchObject({ jobId: ids.slab, taskId: ids.pour, workPlaceId: ids.yard, entry: 'Clock', source: 'kiosk', punchLocation: '-36.844350,174.767650', reason: null });
    }
    // The event names the employee's own account as actor, and the kiosk as source.
    const { rows } = await stack.db.pool.query("SELECT metadata FROM events WHERE type = 'timekeeping.punch-recorded' AND data->>'punchId' = $1", [punchedIn.body.punchId]);
    const account = (await stack.db.pool.query('SELECT user_id FROM employee WHERE id = $1', [ids.mere])).rows[0].user_id as string;
    expect(rows[0].metadata).toMatchObject({ source: 'kiosk', actor: { kind: 'user', id: account, name: 'Mere Rua' }, companyId: acme.companyId });
  });

  it('punches the signed-in employee from their phone as source mobile, and refuses an account that is not an employee', async () => {
    const tama = await signInAs(stack, 'tama@acme.example.com', 'Clock-pass-1');
    const punched = await clock({ code: '', device: 'mobile' }, undefined, tama);
    expect(punched.body).toMatchObject({ direction: 'In', employeeName: 'Tama Rua', workPlaceName: null, flag: null });
    expect((await punchesOf(ids.tama))[0]).toMatchObject({ source: 'mobile', jobId: null, punchLocation: null });
    const clerk = await signInAs(stack, (await createAccount(stack, acme.companyId, { firstName: 'Cleo', roles: [Role.Supervisor] })).email);
    expect(await clock({ device: 'mobile' }, undefined, clerk)).toMatchObject({ status: 403, body: { message: CLOCK_TEXTS.notAnEmployee } });
    expect((await clock({ device: 'mobile' })).status).toBe(400);
  });

  it('refuses a wrong PIN, an unknown clock ID or company code with one sentence, writing nothing', async () => {
    const before = await eventCount();
    expect(await clock(mere({ pin: '0000' }))).toMatchObject({ status: 400, body: { message: CLOCK_TEXTS.wrongPin } });
    expect(await clock(mere({ clockId: '999' }))).toMatchObject({ status: 400, body: { message: CLOCK_TEXTS.wrongPin } });
    expect(await clock(mere({ companyCode: 'NOPE' }))).toMatchObject({ status: 400, body: { message: CLOCK_TEXTS.wrongPin } });
    // Another company's employee with the same clock ID is not found through this company's code.
    expect(await clock(mere({ companyCode: 'OTHER' }))).toMatchObject({ status: 400, body: { message: CLOCK_TEXTS.wrongPin } });
    expect(await eventCount()).toBe(before);
  });

  it('holds a clock ID after five wrong PINs, even with the right PIN, and other clock IDs go on', async () => {
    for (let i = 0; i < 5; i += 1) expect((await clock({ companyCode: 'ACME', clockId: '102', pin: '0000', ...inside })).status).toBe(400);
    expect(await clock({ companyCode: 'ACME', clockId: '102', pin: '1357', ...inside })).toMatchObject({ status: 429, body: { message: CLOCK_TEXTS.throttled } });
    expect(await punchesOf(ids.hone)).toEqual([]);
    expect((await clock({ companyCode: 'ACME', clockId: '103', pin: '9753' })).body).toMatchObject({ direction: 'Out', employeeName: 'Tama Rua' });
  });

  it('checks no more than five PINs of a burst sent at once for one clock ID, and then holds it even with the right PIN', async () => {
    later();
    // All in one minute from one address, well within its limit: only the clock ID's hold may refuse them.
    const burst = await Promise.all(Array.from({ length: 30 }, () => clock({ companyCode: 'ACME', clockId: '104', pin: '0000', ...inside }, undefined, undefined, 'now')));
    const answers = burst.map((a) => a.body.message);
    expect(answers.filter((m) => m === CLOCK_TEXTS.wrongPin)).toHaveLength(5);
    expect(answers.filter((m) => m === CLOCK_TEXTS.throttled)).toHaveLength(25);
    expect(await clock({ companyCode: 'ACME', clockId: '104', pin: '8642', ...inside }, undefined, undefined, 'now')).toMatchObject({ status: 429, body: { message: CLOCK_TEXTS.throttled } });
  });

  it("refuses a forged code, an altered one and another company's, writing nothing", async () => {
    const before = await eventCount();
    const forbidden = { status: 403, body: { message: CLOCK_TEXTS.forgedCode } };
    expect(await clock(mere({ code: otherCode }))).toMatchObject(forbidden);
    expect(await clock(mere({ code: code.replace('"Pour"', '"Strip"') }))).toMatchObject(forbidden);
    expect(await clock(mere({ code: JSON.stringify({ ...JSON.parse(code), sig: 'v1.forged' }) }))).toMatchObject(forbidden);
    expect(await clock(mere({ code: 'not a code' }))).toMatchObject(forbidden);
    expect(await eventCount()).toBe(before);
  });

  it("flags a punch outside every fence by default, and refuses it once the company says so", async () => {
    // Mere is out (two punches above): this is an In, 1.1 km from the yard.
    const flagged = await clock(mere({ ...outside }));
    expect(flagged.body).toMatchObject({ direction: 'In', workPlaceName: null, flag: 'Punched outside the assigned workplaces: 1.1 km from Yard.' });
    expect((await punchesOf(ids.mere)).find((p) => p.id === flagged.body.punchId)).toMatchObject({ workPlaceId: null, reason: flagged.body.flag, punchLocation: '-36.854300,174.767600' });

    const info = await get<Record<string, unknown>>('/api/company/info');
    // The form's fields only: what the info adds (id, licences, device token, logo address) is not the save's (ADR 0052).
    const { id: _companyId, licenses: _licences, token: _deviceToken, logourl: _logo, ...companyForm } = info;
    const saved = await post('/mydetail/save', { ...companyForm, clockOutsideFence: 'refuse' });
    expect(saved.status).toBe(200);
    const before = await eventCount();
    expect(await clock(mere({ ...outside }))).toMatchObject({ status: 403, body: { message: CLOCK_TEXTS.outsideFence } });
    // Without a location the fence cannot be checked: refused too.
    expect(await clock(mere({ latitude: '', longitude: '', accuracy: '' }))).toMatchObject({ status: 400, body: { message: CLOCK_TEXTS.noLocation } });
    expect(await eventCount()).toBe(before);
    // The detail form saved without the field keeps the company's choice.
    const { clockOutsideFence, id: _id2, licenses: _l2, token: _t2, logourl: _u2, ...form } = await get<Record<string, unknown>>('/api/company/info');
    expect(clockOutsideFence).toBe('refuse');
    expect((await post('/mydetail/save', { ...form, tradingName: 'Acme Precast Ltd' })).status).toBe(200);
    expect(await clock(mere({ ...outside }))).toMatchObject({ status: 403 });
    expect((await clock(mere())).body).toMatchObject({ direction: 'Out', workPlaceName: 'Yard' });
  });

  it("honours the employee's No GPS and No Geo Fence where the company refuses: neither is refused or flagged for where they are", async () => {
    // The company refuses punches outside the fence and without a location (the test above).
    const north = await get<{ departmentId: string; paygroupId: string }>(`/api/employees/${ids.mere}`);
    const hire = async (firstName: string, clockId: string, mobile: Record<string, boolean>) => {
      const email = `${firstName.toLowerCase()}@acme.example.com`;
      const saved = await post('/employee/save-without-photo', {
        firstName, lastName: 'Rua', departmentId: north.departmentId, paygroupId: north.paygroupId, hireOnDateValue: '2026-01-05', payId: `P-${clockId}`, clockId, email,
        password: 'Clock-pass-1', confirm_password: 'Clock-pass-1', workPlaceId: [ids.yard], ...mobile,
      });
      expect(saved.body.message).toBe('success');
      expect(await get(`/api/employees/${saved.body.id}`)).toMatchObject({ workPlaceId: [ids.yard], noGPS: false, noGeoFence: false, ...mobile });
      return { id: saved.body.id as string, token: await signInAs(stack, email, 'Clock-pass-1') };
    };
    const fenced = await hire('Nikau', '105', {});
    const noGps = await hire('Aroha', '106', { noGPS: true });
    const noFence = await hire('Wiremu', '107', { noGeoFence: true });
    const phone = (extra: Record<string, string> = {}) => ({ code: '', device: 'mobile', ...extra });
    // The page asks who is signed in before asking the device where it is.
    // It says too whether they are in, and the time the clock shows: the server's instant, in their zone.
    const notYet = { status: 'No Punch', since: null, timeZone: 'Pacific/Auckland', now: new Date(now).toISOString() };
    expect(await get(`/api/clock/me`, fenced.token)).toEqual({ employeeName: 'Nikau Rua', askForLocation: true, ...notYet });
    expect(await get(`/api/clock/me`, noGps.token)).toEqual({ employeeName: 'Aroha Rua', askForLocation: false, ...notYet });
    expect(await get(`/api/clock/me`, noFence.token)).toEqual({ employeeName: 'Wiremu Rua', askForLocation: true, ...notYet });
    expect((await stack.call('GET', '/api/clock/me', { token: acme.admin })).status).toBe(403);

    // Without either, the company's policy stands, and nothing is written.
    const before = await eventCount();
    expect(await clock(phone(), undefined, fenced.token)).toMatchObject({ status: 400, body: { message: CLOCK_TEXTS.noLocation } });
    expect(await clock(phone(outside), undefined, fenced.token)).toMatchObject({ status: 403, body: { message: CLOCK_TEXTS.outsideFence } });
    expect(await eventCount()).toBe(before);

    // No GPS: punched without a location, and a location sent anyway is not kept or fenced.
    const punchedIn = await clock(phone(), undefined, noGps.token);
    expect(punchedIn).toMatchObject({ status: 200, body: { direction: 'In', workPlaceName: null, flag: null } });
    expect(await get(`/api/clock/me`, noGps.token)).toMatchObject({ status: 'In', since: punchedIn.body.local });
    const punchedOut = await clock(phone(outside), undefined, noGps.token);
    expect(punchedOut).toMatchObject({ status: 200, body: { direction: 'Out', workPlaceName: null, flag: null } });
    expect(await get(`/api/clock/me`, noGps.token)).toMatchObject({ status: 'Out', since: punchedOut.body.local });
    const untracked = await punchesOf(noGps.id);
    expect(untracked).toHaveLength(2);
    for (const p of untracked) expect(p).toMatchObject({ punchLocation: null, reason: null, workPlaceId: null });

    // No Geo Fence: outside the fence or without a location is punched as is; the location is kept, and inside still names the yard.
    const away = await clock(phone(outside), undefined, noFence.token);
    expect(away).toMatchObject({ status: 200, body: { direction: 'In', workPlaceName: null, flag: null } });
    const none = await clock(phone(), undefined, noFence.token);
    expect(none).toMatchObject({ status: 200, body: { direction: 'Out', workPlaceName: null, flag: null } });
    const there = await clock(phone(inside), undefined, noFence.token);
    expect(there).toMatchObject({ status: 200, body: { direction: 'In', workPlaceName: 'Yard', flag: null } });
    const kept = new Map((await punchesOf(noFence.id)).map((p) => [p.id, p]));
    expect(kept.get(away.body.punchId)).toMatchObject({ punchLocation: '-36.854300,174.767600', reason: null, workPlaceId: null });
    expect(kept.get(none.body.punchId)).toMatchObject({ punchLocation: null, reason: null });
    expect(kept.get(there.body.punchId)).toMatchObject({ punchLocation: '-36.844350,174.767650', workPlaceId: ids.yard });
  });

  it('keeps a JPEG or PNG photo with the punch for those who may see the timesheet, and refuses one that is not an image or too large', async () => {
    const before = await eventCount();
    expect(await clock(mere(), { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), name: 'me.png', type: 'image/png' })).toMatchObject({ status: 400, body: { message: CLOCK_TEXTS.notAnImage } });
    const huge = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expect(await clock(mere(), { bytes: huge, name: 'me.png', type: 'image/png' })).toMatchObject({ status: 413, body: { message: CLOCK_TEXTS.photoTooLarge } });
    expect(await eventCount()).toBe(before);

    const punched = await clock(mere(), { bytes: PNG, name: 'whatever.bin', type: 'application/octet-stream' });
    expect(punched.status).toBe(200);
    const punch = (await punchesOf(ids.mere)).find((p) => p.id === punched.body.punchId) as PunchDto;
    expect(punch.punchPhotoLocal).toMatch(/^[0-9a-f]{32}\.png$/);
    const photo = await fetch(`${stack.baseUrl}/api/punch-photos?photoPath=${punch.punchPhotoLocal}`, { headers: { authorization: `Bearer ${acme.admin}` } });
    expect([photo.status, photo.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(Buffer.from(await photo.arrayBuffer()).equals(PNG)).toBe(true);
    // Another company's admin cannot see it, nor Mere's timesheet.
    expect((await fetch(`${stack.baseUrl}/api/punch-photos?photoPath=${punch.punchPhotoLocal}`, { headers: { authorization: `Bearer ${other.admin}` } })).status).toBe(404);
    expect((await stack.call('GET', `/api/timesheet/getPunchRecords?employeeId=${ids.mere}&fromT=2026-01-05&endT=2026-01-11`, { token: other.admin })).status).toBe(404);
  });

  it('leaves no photo behind when the punch is refused after the clock decided it: a closed pay period', async () => {
    // The punch's day is today on the company's clock (Auckland is a day ahead of UTC for half of it).
    const zone = (await stack.db.pool.query('SELECT time_zone FROM company WHERE id = $1', [acme.companyId])).rows[0].time_zone as string;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(now));
    const { items } = await get<{ items: PayrollTransferDto[] }>('/api/payroll-transfers/search?filterDays=14');
    const around = items.filter((p) => p.fromDate <= today && p.toDate >= today);
    expect(around.length).toBeGreaterThan(0);
    expect((await post('/payrolltransfer/close', { ids: around.map((p) => p.id), reason: 'Pay run' })).body.message).toBe('success');
    const photos = () => readdirSync(join(uploadDir, 'punch-photos')).sort();
    const [files, events] = [photos(), await eventCount()];
    const refused = await clock(mere(), { bytes: PNG, name: 'me.png', type: 'image/png' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: CLOCK_TEXTS.closedPeriod });
    expect(refused.body.punchId).toBeUndefined();
    expect([photos(), await eventCount()]).toEqual([files, events]);
  });

  it('takes In or Out by the rule every board shows, at any hour: an in older than the longest shift is a forgotten out, and an out is out whatever came before it', async () => {
    const tama = await signInAs(stack, 'tama@acme.example.com', 'Clock-pass-1');
    const mine = async () => [(await get<ClockMe>('/api/clock/me', tama)).status, (await get<PunchStatusRow[]>('/api/punches/status')).find((r) => r.employeeId === ids.tama)?.status];
    const wait = (minutes: number) => {
      now += minutes * 60_000;
      jest.setSystemTime(now);
    };
    // A week on, past the pay period the test above closed.
    wait(8 * 24 * 60);
    expect(await mine()).toEqual(['No Punch', 'No Punch']);
    expect(await clock({ device: 'mobile', direction: 'In' }, undefined, tama)).toMatchObject({ status: 200, body: { direction: 'In' } });
    expect(await mine()).toEqual(['In', 'In']);
    // She forgets her out. 16 h 40 on (the pay group's longest shift is 16 h) the engine would start a new
    // pair with a punch: the board says so and the clock takes an In (it once refused it: 'already punched in').
    wait(16 * 60 + 40);
    expect(await mine()).toEqual(['No Punch', 'No Punch']);
    expect(await clock({ device: 'mobile', direction: 'Out' }, undefined, tama)).toMatchObject({ status: 400, body: { message: CLOCK_TEXTS.notIn } });
    expect(await clock({ device: 'mobile', direction: 'In' }, undefined, tama)).toMatchObject({ status: 200, body: { direction: 'In' } });
    // Out 8 h later; 8 h 20 after that her in lies beyond 16 h and her out within it: she is out to the
    // board and to the clock alike (the board once counted one punch in 16 h as In).
    wait(8 * 60);
    expect(await clock({ device: 'mobile' }, undefined, tama)).toMatchObject({ status: 200, body: { direction: 'Out' } });
    wait(8 * 60 + 20);
    expect(await mine()).toEqual(['Out', 'Out']);
    expect(await clock({ device: 'mobile', direction: 'Out' }, undefined, tama)).toMatchObject({ status: 400, body: { message: CLOCK_TEXTS.notIn } });
  });

  it('limits attempts per address', async () => {
    // Twice the limit: however the minute windows fall (Date stands still here, but the limit must not hang on it), one goes over.
    const statuses: number[] = [];
    for (let i = 0; i < ADDRESS_LIMIT * 2 + 2; i += 1) {
      const reply = await clock({ companyCode: 'ACME', clockId: String(500 + (i % 50)), pin: '0000' }, undefined, undefined, 'now');
      statuses.push(reply.status);
      if (reply.status === 429) {
        expect(reply.body.message).toBe(CLOCK_TEXTS.tooManyAttempts);
        break;
      }
    }
    expect(statuses).toContain(429);
  });
});
