import { generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import { CLOCK_TEXTS, ClockPunchReply, PayrollTransferDto, PunchDto, signedPunchText, TimesheetDto } from '@timekeep/contracts';
import { openCustomer, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; deviceId?: string };
type ClockReply = ClockPunchReply & { message?: string };

/** A Wednesday at 16:00 in Auckland (the product's clock, ADR 0053). */
const NOW = '2026-11-25T03:00:00Z';
const minutes = (n: number) => n * 60_000;

/**
 * The web clock offline (issue 31 point 6, ADR 0071): a punch the device kept while it had no
 * network, signed by the device, sent when the network came back: recorded once at the time it was
 * taken, re-checked as of then, refused when tampered with, flagged when the device's clock was off.
 */
describe('punches kept offline on a device', () => {
  let stack: TestStack;
  let admin: string;
  let mereId: string;
  let device: { id: string; privateKey: KeyObject };
  let payGroupId: string;

  const post = (path: string, body: unknown, token = admin) => stack.call<Reply>('POST', path, { token, body });
  /** The product's clock now: the server reads its own; the device's, in these tests, agrees unless told. */
  const productNow = () => new Date(Date.parse(NOW) + (Date.now() - startedAt));
  let startedAt = 0;

  /** A device's key pair, registered as the clock page registers it while online. */
  const registerDevice = async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const reply = await post('/api/clock/devices', { publicKey: publicKey.export({ format: 'jwk' }) }, '');
    expect(reply.status).toBe(200);
    return { id: reply.body.deviceId as string, privateKey };
  };

  /** The punch as the device kept it: its fields, signed by the device, taken `ago` minutes before it is sent. */
  const kept = (fields: Record<string, string>, options: { ago: number; clockOffMinutes?: number; by?: typeof device }) => {
    const by = options.by ?? device;
    const off = minutes(options.clockOffMinutes ?? 0);
    const punch: Record<string, string> = {
      companyCode: 'acme',
      clockId: '101',
      pin: '2468',
      code: '',
      device: 'kiosk',
      latitude: '',
      longitude: '',
      accuracy: '',
      ...fields,
      offlineId: randomUUID(),
      deviceId: by.id,
      recordedAt: new Date(productNow().getTime() - minutes(options.ago) + off).toISOString(),
    };
    punch.signature = sign('sha256', Buffer.from(signedPunchText(punch)), { key: by.privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url');
    return { punch, off };
  };
  /** Sends a kept punch as the page does when the network is back: multipart, with the device's time of sending. */
  const send = async ({ punch, off }: { punch: Record<string, string>; off: number }, change: Record<string, string> = {}) => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...punch, sentAt: new Date(productNow().getTime() + off).toISOString(), ...change })) form.append(k, v);
    const response = await fetch(`${stack.baseUrl}/api/clock/punch`, { method: 'POST', body: form });
    return { status: response.status, body: (await response.json()) as ClockReply };
  };
  const punchesOf = async (employeeId: string): Promise<PunchDto[]> => {
    const sheet = (await stack.call<TimesheetDto>('GET', `/api/timesheet/getPunchRecords?employeeId=${employeeId}&fromT=2026-11-16&endT=2026-11-27`, { token: admin })).body;
    return sheet.timeSheets.flatMap((d) => d.punches ?? []).filter((p, i, all) => all.findIndex((q) => q.id === p.id) === i);
  };
  const punchEvents = async () => (await stack.db.pool.query("SELECT count(*)::int AS n FROM events WHERE type = 'timekeeping.punch-recorded'")).rows[0].n as number;

  beforeAll(async () => {
    stack = await startTestStack({ env: { TIMEKEEP_CLOCK_START: NOW } });
    startedAt = Date.now();
    admin = (await openCustomer(stack, { name: 'Acme Precast', code: 'ACME', adminEmail: 'admin@acme.example.com' })).admin;
    const north = (await post('/department/save', { departmentName: 'North' })).body as unknown as { departmentVo: { id: string } };
    payGroupId = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    const saved = await post('/employee/save-without-photo', {
      firstName: 'Mere',
      lastName: 'Rua',
      departmentId: north.departmentVo.id,
      paygroupId: payGroupId,
      hireOnDateValue: '2026-01-05',
      payId: 'P-101',
      clockId: '101',
      email: 'mere@acme.example.com',
      password: 'Clock-pass-1',
      confirm_password: 'Clock-pass-1',
      pin: '2468',
    });
    expect(saved.body.message).toBe('success');
    mereId = saved.body.id as string;
    device = await registerDevice();
  });
  afterAll(() => stack?.close());

  it('a device registers only a real P-256 public key, and nothing else with it', async () => {
    const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string };
    const offCurve = { ...jwk, y: jwk.x };
    expect((await post('/api/clock/devices', { publicKey: offCurve }, '')).body.message).toBe(CLOCK_TEXTS.offlineUnknownDevice);
    expect((await post('/api/clock/devices', { publicKey: jwk, name: 'tablet' }, '')).status).toBe(400);
    expect((await post('/api/clock/devices', { publicKey: { ...jwk, d: 'private-half' } }, '')).status).toBe(400);
  });

  it('an In taken offline at 15:10 and sent at 16:00 is recorded at 15:10, marked recorded offline; sent again it is answered alike and adds nothing', async () => {
    const punch = kept({ direction: 'In' }, { ago: 50 });
    const first = await send(punch);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ direction: 'In', local: '2026-11-25T15:10', employeeName: 'Mere Rua' });
    expect(first.body.flag).toMatch(/^Recorded offline at 15:10, received 16:0\d\.$/);
    const events = await punchEvents();
    const again = await send(punch);
    expect(again).toEqual(first);
    expect(await punchEvents()).toBe(events);
    const [recorded] = (await punchesOf(mereId)).filter((p) => p.id === first.body.punchId);
    expect(recorded).toMatchObject({ punchTime: '15:10', entry: 'Offline', reason: first.body.flag });
  });

  it('sent twice at once (the network came back on two tabs), it is recorded once and both are answered alike', async () => {
    const punch = kept({ direction: 'Out' }, { ago: 20 });
    const [a, b] = await Promise.all([send(punch), send(punch)]);
    expect(a.status).toBe(200);
    expect(b).toEqual(a);
    expect((await punchesOf(mereId)).filter((p) => p.punchTime === '15:40')).toHaveLength(1);
  });

  it('a time or place changed on the device after it was signed, or a device the server does not know, is refused and records nothing', async () => {
    const events = await punchEvents();
    const punch = kept({ direction: 'In', latitude: '-36.8443', longitude: '174.7676', accuracy: '10' }, { ago: 10 });
    expect(await send(punch, { recordedAt: new Date(productNow().getTime() - minutes(60)).toISOString() })).toMatchObject({ status: 400, body: { message: CLOCK_TEXTS.offlineTampered } });
    expect(await send(punch, { latitude: '-36.9000' })).toMatchObject({ status: 400, body: { message: CLOCK_TEXTS.offlineTampered } });
    const stranger = kept({ direction: 'In' }, { ago: 10, by: { id: randomUUID(), privateKey: device.privateKey } });
    expect(await send(stranger)).toMatchObject({ status: 400, body: { message: CLOCK_TEXTS.offlineUnknownDevice } });
    // Another device's key cannot sign for this one.
    const other = await registerDevice();
    const forged = kept({ direction: 'In' }, { ago: 10, by: { id: device.id, privateKey: other.privateKey } });
    expect(await send(forged)).toMatchObject({ status: 400, body: { message: CLOCK_TEXTS.offlineTampered } });
    expect(await punchEvents()).toBe(events);
  });

  it("a device whose clock is 12 minutes fast: the time is corrected by its offset and the punch flagged, not trusted silently", async () => {
    const punch = kept({ direction: 'In' }, { ago: 15, clockOffMinutes: 12 });
    const reply = await send(punch);
    expect(reply.status).toBe(200);
    expect(reply.body.local).toBe('2026-11-25T15:45');
    expect(reply.body.flag).toMatch(/^Recorded offline at 15:45, received 16:0\d\. The device's clock was 12 min ahead: the time is corrected\.$/);
  });

  it('kept longer than allowed, or carrying a time still to come, is refused with a message the device shows', async () => {
    expect(await send(kept({ direction: 'Out' }, { ago: 8 * 24 * 60 }))).toMatchObject({ status: 400, body: { message: CLOCK_TEXTS.offlineTooOld } });
    expect(await send(kept({ direction: 'Out' }, { ago: -30 }))).toMatchObject({ status: 400, body: { message: CLOCK_TEXTS.offlineFuture } });
  });

  it('a punch taken offline before the PIN was changed is refused with the offline message, and the PIN is never in the reply', async () => {
    const punch = kept({ direction: 'Out' }, { ago: 5 });
    const mere = await signInAs(stack, 'mere@acme.example.com', 'Clock-pass-1');
    expect((await stack.call<Reply>('POST', '/profile/change-pin', { token: mere, body: { pin: '9753', confirmPin: '9753' } })).body.message).toBe('success');
    const refused = await send(punch);
    expect(refused).toMatchObject({ status: 400, body: { message: CLOCK_TEXTS.offlinePin } });
    expect(JSON.stringify(refused.body)).not.toContain('2468');
    // With the new PIN, a punch kept offline goes in.
    expect((await send(kept({ direction: 'Out', pin: '9753' }, { ago: 4 }))).status).toBe(200);
  });

  it('a punch kept offline on a day of a closed pay period is refused in the device’s words', async () => {
    const periods = (await stack.call<{ items: PayrollTransferDto[] }>('GET', '/api/payroll-transfers/search?filterDays=30', { token: admin })).body.items;
    const thisWeek = periods.find((p) => p.paygroupId === payGroupId && p.fromDate === '2026-11-23');
    expect((await post('/payrolltransfer/close', { ids: [thisWeek?.id] })).body.message).toBe('success');
    // Monday, 10:00 in Auckland: taken on a tablet that stayed offline since, while the week was closed.
    const ago = (productNow().getTime() - Date.parse('2026-11-23T21:00:00Z')) / 60_000;
    expect(await send(kept({ direction: 'In', pin: '9753' }, { ago }))).toMatchObject({ status: 400, body: { message: CLOCK_TEXTS.offlineClosedPeriod } });
  });
});
