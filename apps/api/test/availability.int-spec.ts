import { AVAILABILITY_TEXTS, AvailabilityReply, ME_TEXTS, Role, Roster, RosterPublishPreview } from '@timekeep/contracts';
import { createAccount, openCustomer, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message?: string; id?: string; departmentVo?: { id: string }; version?: number } & Partial<RosterPublishPreview>;

/** Issue 33 §2: each employee states when she can work; her planners read it; a change sooner than the notice is refused. */
describe('availability', () => {
  let stack: TestStack;
  let admin: string;
  let ana: string;
  let anaToken: string;
  let otherAdmin: string;
  let depotOf: string;

  const post = (path: string, body: unknown, token = anaToken) => stack.call<Reply>('POST', path, { token, body });
  const mine = async (token = anaToken) => (await stack.call<AvailabilityReply>('GET', '/api/me/availability', { token })).body;
  const free = { kind: 'available' };
  const off = { kind: 'unavailable' };
  const week = (effectiveFrom: string, days: unknown[]) => ({ effectiveFrom, days });

  beforeAll(async () => {
    // Tuesday 1 December 2026, 09:00 in Auckland.
    stack = await startTestStack({ worker: false, env: { TIMEKEEP_CLOCK_START: '2026-11-30T20:00:00Z' } });
    let companyId: string;
    ({ admin, companyId } = await openCustomer(stack, { name: 'Matai Ltd', code: 'MATAI', adminEmail: 'admin@matai.example.com' }));
    // A position is the fourth level of the company's tree: the roster's shifts belong to one.
    let depot = (await post('/department/save', { departmentName: 'Store' }, admin)).body.departmentVo?.id as string;
    for (const departmentName of ['Auckland', 'Floor', 'Depot']) depot = (await post('/department/save', { departmentName, parent: depot }, admin)).body.departmentVo?.id as string;
    depotOf = depot;
    const payGroupId = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 }, admin)).body.id as string;
    ana = (await post('/employee/save-without-photo', { firstName: 'Ana', lastName: 'Matai', departmentId: depot, paygroupId: payGroupId, hireOnDateValue: '2026-01-05', payId: 'M-1', clockId: '' }, admin)).body.id as string;
    const account = await createAccount(stack, companyId, { firstName: 'Ana', roles: [Role.Employee] });
    await stack.db.pool.query('UPDATE employee SET user_id = $1 WHERE id = $2', [account.userId, ana]);
    anaToken = await signInAs(stack, account.email);
    otherAdmin = (await openCustomer(stack, { name: 'Miro Ltd', code: 'MIRO', adminEmail: 'admin@miro.example.com' })).admin;
  }, 120_000);
  afterAll(() => stack?.close());

  it('she states her weeks and dates; her planner reads them; another company reads nothing', async () => {
    expect(await mine()).toEqual({ availability: { patterns: [], dates: [] }, noticeDays: 7, changeableFrom: '2026-12-08', version: 0 });
    const availability = {
      // From Monday 14 December: not on Wednesdays, mornings only on Fridays.
      patterns: [week('2026-12-14', [free, free, off, free, { kind: 'only', from: '06:00', to: '12:00' }, free, free])],
      dates: [{ date: '2026-12-22', from: '15:00', to: null, note: 'Dentist' }],
    };
    expect((await post('/api/me/availability', { availability, version: 0 })).body).toEqual({ message: AVAILABILITY_TEXTS.saved });
    expect(await mine()).toEqual({ availability, noticeDays: 7, changeableFrom: '2026-12-08', version: 1 });
    expect((await stack.call<AvailabilityReply>('GET', `/api/employees/${ana}/availability`, { token: admin })).body.availability).toEqual(availability);
    expect((await stack.call('GET', `/api/employees/${ana}/availability`, { token: otherAdmin })).status).toBe(404);
    // Saving the same again records nothing.
    expect((await post('/api/me/availability', { availability, version: 1 })).body).toEqual({ message: AVAILABILITY_TEXTS.saved });
    expect((await mine()).version).toBe(1);
  });

  it('refuses a change sooner than the notice with the date, a stale form, bad times and unknown fields, and saves nothing', async () => {
    const before = await mine();
    const refused = async (body: unknown, status: number, text: string) => {
      const reply = await post('/api/me/availability', body);
      expect([reply.status, JSON.stringify(reply.body)]).toEqual([status, expect.stringContaining(text)]);
    };
    // Saturday 5 December is four days off: within the seven days' notice.
    await refused({ availability: { ...before.availability, dates: [...before.availability.dates, { date: '2026-12-05', from: null, to: null, note: 'Wedding' }] }, version: 1 }, 400, AVAILABILITY_TEXTS.tooSoon('2026-12-05', 7));
    // A new week from Monday 7 December: the seventh day, still within the notice.
    await refused({ availability: { ...before.availability, patterns: [week('2026-12-07', [off, free, free, free, free, free, free])] }, version: 1 }, 400, AVAILABILITY_TEXTS.tooSoon('2026-12-07', 7));
    await refused({ availability: before.availability, version: 0 }, 409, AVAILABILITY_TEXTS.conflict);
    await refused({ availability: { patterns: [], dates: [{ date: '2026-12-30', from: '15:00', to: '09:00', note: null }] }, version: 1 }, 400, AVAILABILITY_TEXTS.window);
    await refused({ availability: { patterns: [week('2026-12-28', [free])], dates: [] }, version: 1 }, 400, 'days');
    await refused({ availability: before.availability, version: 1, employeeId: ana }, 400, 'employeeId');
    await refused({ availability: { patterns: [], dates: [{ date: '9999-12-31', from: null, to: null, note: null }] }, version: 1 }, 400, 'A date of your availability cannot be after 2028-11-30.');
    expect(await mine()).toEqual(before);
    // Far enough ahead, a change goes through.
    const later = { ...before.availability, dates: [...before.availability.dates, { date: '2026-12-31', from: null, to: null, note: null }] };
    expect((await post('/api/me/availability', { availability: later, version: 1 })).status).toBe(200);
  });

  it('the employer sets the notice in Roster Settings: whoever may change settings, and within 0 to 60 days', async () => {
    const settings = async () => (await stack.call<{ version: number }>('GET', '/api/roster/settings', { token: admin })).body;
    expect((await post('/api/roster/settings', { availabilityNoticeDays: 2 }, anaToken)).status).toBe(403);
    const tooLong = await post('/api/roster/settings', { availabilityNoticeDays: 61 }, admin);
    expect([tooLong.status, tooLong.body.message]).toEqual([400, 'Enter 0 to 60 days.']);
    expect((await post('/api/roster/settings', { availabilityNoticeDays: 2, version: (await settings()).version }, admin)).body.message).toBe('success');
    expect(await settings()).toEqual({ publishRosters: false, availabilityNoticeDays: 2, unavailableShifts: 'warn', openShiftClaims: 'approval', shiftTrades: 'approval', version: 1 });
    const now = await mine();
    expect([now.noticeDays, now.changeableFrom]).toEqual([2, '2026-12-03']);
    // Saturday 5 December, refused under a week's notice, is far enough ahead under two days'.
    const wedding = { ...now.availability, dates: [...now.availability.dates, { date: '2026-12-05', from: null, to: null, note: 'Wedding' }] };
    expect((await post('/api/me/availability', { availability: wedding, version: now.version })).status).toBe(200);
    const refused = await post('/api/me/availability', { availability: { ...wedding, dates: [...wedding.dates, { date: '2026-12-02', from: null, to: null, note: null }] }, version: now.version + 1 });
    expect(refused.body.message).toBe(AVAILABILITY_TEXTS.tooSoon('2026-12-02', 2));
  });

  it('the roster marks the dates she cannot work, warns of a shift on one, or refuses it where the employer blocks them', async () => {
    const shift = (await post('/standardshifts/newSave', { departmentId: depotOf, startTime: '09:00', startTimeType: 'Today', endTime: '17:00', endTimeType: 'Today', labelName: 'Day', colorCode: '#1677ff', breakTime: 30 }, admin)).body.id as string;
    const drop = (ruleDate: string) => post('/standardshifts/handleScheduleByShift', { employeeId: ana, ruleDate, workSectionData: { id: shift } }, admin);
    const daysOf = async (startDate: string, endDate: string) =>
      (await stack.call<Roster>('GET', `/api/standardshifts/roster?startDate=${startDate}&endDate=${endDate}`, { token: admin })).body.rows.find((r) => r.employee.id === ana)?.scheduleRuleVoList ?? [];
    // Her weeks from 14 December: Wednesdays off, Fridays mornings only; 22 December from 15:00 the dentist.
    expect((await drop('2026-12-16')).body.message).toBe('success');
    const week = Object.fromEntries((await daysOf('2026-12-14', '2026-12-22')).map((d) => [d.title, [d.unavailable ?? null, d.workSections.flatMap((s) => s.warnings.map((w) => [w.rule, w.block, w.text]))]]));
    expect(week['2026-12-14']).toEqual([null, []]);
    expect(week['2026-12-16']).toEqual(['Not available', [['unavailable', false, 'Not available at this time on Wed 16 Dec.']]]);
    expect(week['2026-12-18']).toEqual(['Not available before 06:00, after 12:00', []]);
    expect(week['2026-12-22']).toEqual(['Not available after 15:00 · Dentist', []]);
    // Warned, it was written; blocked, a shift on the dentist's afternoon is refused with its sentence and writes nothing.
    const version = (await stack.call<{ version: number }>('GET', '/api/roster/settings', { token: admin })).body.version;
    expect((await post('/api/roster/settings', { unavailableShifts: 'block', version }, admin)).body.message).toBe('success');
    const refused = await drop('2026-12-22');
    expect([refused.status, refused.body.message]).toEqual([400, 'Not available at this time on Tue 22 Dec: Dentist.']);
    expect((await daysOf('2026-12-22', '2026-12-22'))[0].workSections).toEqual([]);
    // A Monday she is free passes; the Wednesday already on the roster stays as it was (a change elsewhere is not held to it).
    expect((await drop('2026-12-21')).body.message).toBe('success');
    // Where the company publishes, a draft is checked as it is dropped, and the publish lists a warned shift to acknowledge.
    expect((await post('/api/roster/settings', { publishRosters: true, version: version + 1 }, admin)).body.message).toBe('success');
    expect((await drop('2026-12-28')).body.message).toBe('success');
    expect((await post('/api/roster/settings', { unavailableShifts: 'warn', openShiftClaims: 'approval', shiftTrades: 'approval', version: version + 2 }, admin)).body.message).toBe('success');
    expect((await drop('2026-12-30')).body.message).toBe('success');
    const preview = (await post('/api/roster/publish-preview', { startDate: '2026-12-28', endDate: '2027-01-03', departmentIds: [] }, admin)).body;
    expect(preview.warnings?.map((w) => w.text)).toEqual(['Ana Matai, Wed 30 Dec 09:00: Not available at this time on Wed 30 Dec.']);
  });

  it('an account that is no employee has no availability of its own', async () => {
    const reply = await stack.call<{ message: string }>('GET', '/api/me/availability', { token: admin });
    expect([reply.status, reply.body.message]).toEqual([403, ME_TEXTS.notAnEmployee]);
  });
});
