import { CALENDAR_FEED_TEXTS, ME_TEXTS, MyCalendarFeed, Role } from '@timekeep/contracts';
import { Streams } from '@timekeep/server-platform';
import { createAccount, openCustomer, signInAs, startTestStack, systemContext, TestStack } from '@timekeep/server-testing';
import ICAL from 'ical.js';

type Reply = { message?: string; url?: string; id?: string; departmentVo?: { id: string } };

/**
 * Issue 33 §5, ADR 0076: each employee's private, revocable calendar address of her published
 * shifts and approved leave, in the company's zone, read as calendar apps read it (ical.js). The
 * business clock stands a week before New Zealand's daylight saving ends (Sunday 4 April 2027, 03:00 → 02:00).
 */
describe('the employee’s calendar feed', () => {
  let stack: TestStack;
  let admin: string;
  let companyId: string;
  let ana: string;
  let anaToken: string;
  let anaUser: string;
  let otherToken: string;
  let night: string;
  let early: string;

  const post = (path: string, body: Record<string, unknown>, token = admin) => stack.call<Reply>('POST', path, { token, body });
  const issue = async (token = anaToken) => (await post('/api/me/calendar-feed', {}, token)).body.url as string;
  /** The address fetched as a calendar app does: no session, just the address. */
  const fetchFeed = async (url: string) => {
    const reply = await fetch(`${stack.baseUrl}${url.slice(url.indexOf('/api/calendar/'))}`);
    return { status: reply.status, contentType: reply.headers.get('content-type'), body: await reply.text() };
  };
  /** Her calendar's events as ical.js reads them: timed ones as UTC instants, whole days as dates. */
  const eventsOf = (text: string) => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    return calendar.getAllSubcomponents('vevent').map((v) => {
      const event = new ICAL.Event(v);
      return event.startDate.isDate
        ? [event.summary, event.startDate.toString(), event.endDate.toString()]
        : [event.summary, event.startDate.toJSDate().toISOString(), event.endDate.toJSDate().toISOString()];
    });
  };

  beforeAll(async () => {
    stack = await startTestStack({ worker: false, env: { TIMEKEEP_CLOCK_START: '2027-03-28T22:00:00Z' } });
    ({ admin, companyId } = await openCustomer(stack, { name: 'Kauri Ltd', code: 'KAURI', adminEmail: 'admin@kauri.example.com' }));
    let node = (await post('/department/save', { departmentName: 'Depot' })).body.departmentVo?.id as string;
    for (const departmentName of ['Auckland', 'Yard', 'Picker']) node = (await post('/department/save', { departmentName, parent: node })).body.departmentVo?.id as string;
    const payGroupId = (await post('/paygroup/save', { name: 'Weekly', startTime: '2027-01-04', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    const weekday = { startTime: '09:00', endTime: '17:00', startTimeType: 'Today', endTimeType: 'Today', breakTime: 30 };
    const scheduleId = (
      await post('/schedule/save', { name: 'Weekdays', periodType: 'Weekly', startDate: '2027-01-04', scheduleType: 'template', scheduleRules: [1, 2, 3, 4, 5, 6, 7].map((num) => ({ num, workSections: num <= 5 ? [weekday] : [] })) })
    ).body.id as string;
    ana = (await post('/employee/save-without-photo', { firstName: 'Ana', lastName: 'Kahu', departmentId: node, paygroupId: payGroupId, hireOnDateValue: '2027-01-04', payId: 'K-1', clockId: '', scheduleId })).body.id as string;
    const account = await createAccount(stack, companyId, { firstName: 'Ana', roles: [Role.Employee] });
    await stack.db.pool.query('UPDATE employee SET user_id = $1 WHERE id = $2', [account.userId, ana]);
    anaUser = account.userId;
    anaToken = await signInAs(stack, account.email);
    const other = await openCustomer(stack, { name: 'Rimu Ltd', code: 'RIMU', adminEmail: 'admin@rimu.example.com' });
    const otherDepot = (await post('/department/save', { departmentName: 'Depot' }, other.admin)).body.departmentVo?.id as string;
    const otherPay = (await post('/paygroup/save', { name: 'Weekly', startTime: '2027-01-04', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 }, other.admin)).body.id as string;
    const tama = (await post('/employee/save-without-photo', { firstName: 'Tama', lastName: 'Rimu', departmentId: otherDepot, paygroupId: otherPay, hireOnDateValue: '2027-01-04', payId: 'R-1', clockId: '' }, other.admin)).body.id as string;
    const otherAccount = await createAccount(stack, other.companyId, { firstName: 'Tama', roles: [Role.Employee] });
    await stack.db.pool.query('UPDATE employee SET user_id = $1 WHERE id = $2', [otherAccount.userId, tama]);
    otherToken = await signInAs(stack, otherAccount.email);
    const shift = async (labelName: string, startTime: string, endTime: string, endTimeType: 'Today' | 'NextDay') =>
      (await post('/standardshifts/newSave', { departmentId: node, startTime, startTimeType: 'Today', endTime, endTimeType, labelName, colorCode: '#1677ff', breakTime: 30 })).body.id as string;
    night = await shift('Night', '22:00', '06:00', 'NextDay');
    early = await shift('Early', '06:00', '14:30', 'Today');
  }, 120_000);
  afterAll(() => stack?.close());

  it('holds her published shifts at the workplace’s times across the change of daylight saving, and her approved leave as whole days', async () => {
    // The roster: a night shift on Saturday 3 April, across the hour that repeats.
    expect((await post('/standardshifts/handleScheduleByShift', { employeeId: ana, ruleDate: '2027-04-03', workSectionData: { id: night } })).body.message).toBe('success');
    // Leave: approved on 12 and 13 April, pending on 20 April (not hers yet, so not in it).
    const annual = (await post('/paytype/save', { ctDay: 8, code: 'ANL', name: 'Annual Holidays', leaveStatus: true, paidLeave: true })).body.id as string;
    const streams = stack.api.get(Streams);
    await streams.transaction((tx) =>
      streams.append(tx, systemContext(companyId), { id: `leave-balance-${ana}`, type: 'leave-balance', expected: 'any' }, [
        { type: 'leave.balance-imported', v: 1, data: { employeeId: ana, payTypeId: annual, date: '2027-01-04', balance: 80, hours: 80, fileName: 'balances.csv', fileSha256: 'x' } },
      ]),
    );
    const ask = async (fromDate: string, toDate: string) => {
      expect((await post('/leave/save', { employeeId: ana, typeId: annual, fromDate, toDate, scheduledDuration: true, skip: true, skipUnscheduled: true }, anaToken)).body.message).toBe('success');
      return (await stack.db.pool.query<{ id: string }>(`SELECT id::text FROM leave_request WHERE employee_id = $1 AND from_date = $2`, [ana, fromDate])).rows[0].id;
    };
    const approved = await ask('2027-04-12', '2027-04-13');
    await ask('2027-04-20', '2027-04-20');
    expect((await post('/leave/updateExamine', { id: approved, status: 'Approved', reason: 'Enjoy' })).body.message).toBe('success');
    // A draft is the planner's until published: once the company publishes rosters, a drop on Saturday 10 April is not in her calendar.
    const settings = (await stack.call<{ version: number }>('GET', '/api/roster/settings', { token: admin })).body;
    expect((await post('/api/roster/settings', { publishRosters: true, version: settings.version })).body.message).toBe('success');
    expect((await post('/standardshifts/handleScheduleByShift', { employeeId: ana, ruleDate: '2027-04-10', workSectionData: { id: early } })).body.message).toBe('success');

    const url = await issue();
    expect(url).toMatch(/^http:\/\/[^/]+\/server\/api\/calendar\/[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}\.ics$/);
    const reply = await fetchFeed(url);
    expect([reply.status, reply.contentType]).toEqual([200, 'text/calendar; charset=utf-8']);
    const events = eventsOf(reply.body);
    const shifts = events.filter(([summary, start]) => summary.startsWith('Shift') && start >= '2027-03-28T12' && start < '2027-04-10');
    expect(shifts).toEqual([
      // Monday 29 March to Friday 2 April, 09:00 to 17:00 daylight time (+13).
      ['Shift', '2027-03-28T20:00:00.000Z', '2027-03-29T04:00:00.000Z'],
      ['Shift', '2027-03-29T20:00:00.000Z', '2027-03-30T04:00:00.000Z'],
      ['Shift', '2027-03-30T20:00:00.000Z', '2027-03-31T04:00:00.000Z'],
      ['Shift', '2027-03-31T20:00:00.000Z', '2027-04-01T04:00:00.000Z'],
      ['Shift', '2027-04-01T20:00:00.000Z', '2027-04-02T04:00:00.000Z'],
      // Saturday's night shift: in at 22:00 daylight time (+13), out at 06:00 standard time (+12): nine hours.
      ['Shift: Picker', '2027-04-03T09:00:00.000Z', '2027-04-03T18:00:00.000Z'],
      // Monday 5 April to Friday 9 April, 09:00 standard time (+12).
      ['Shift', '2027-04-04T21:00:00.000Z', '2027-04-05T05:00:00.000Z'],
      ['Shift', '2027-04-05T21:00:00.000Z', '2027-04-06T05:00:00.000Z'],
      ['Shift', '2027-04-06T21:00:00.000Z', '2027-04-07T05:00:00.000Z'],
      ['Shift', '2027-04-07T21:00:00.000Z', '2027-04-08T05:00:00.000Z'],
      ['Shift', '2027-04-08T21:00:00.000Z', '2027-04-09T05:00:00.000Z'],
    ]);
    // Saturday 10 April's draft is not there; her approved leave is, its two days whole; the pending request is not.
    expect(events.filter(([, start]) => start >= '2027-04-09T12' && start < '2027-04-10T12')).toEqual([]);
    expect(events.filter(([summary]) => summary.startsWith('Leave'))).toEqual([['Leave: Annual Holidays', '2027-04-12', '2027-04-14']]);
  });

  it('a new address shuts the old one out; a revoked, altered or unknown one answers 404; only she makes or revokes hers', async () => {
    const state = async (token = anaToken) => (await stack.call<MyCalendarFeed>('GET', '/api/me/calendar-feed', { token })).body;
    const first = await issue();
    const issuedAt = (await state()).issuedAt;
    expect(await state()).toEqual({ active: true, issuedAt: expect.any(String) });
    const second = await issue();
    expect(second).not.toBe(first);
    expect((await fetchFeed(first)).status).toBe(404);
    expect((await fetchFeed(second)).status).toBe(200);
    // The secret altered by one character, or an address that never was: nothing.
    const altered = second.replace(/(.)\.ics$/, (_, c: string) => `${c === 'A' ? 'B' : 'A'}.ics`);
    expect((await fetchFeed(altered)).status).toBe(404);
    expect((await stack.call('GET', '/api/calendar/not-an-address.ics')).status).toBe(404);
    // Another company's employee has her own address and no way to Ana's: revoking revokes hers alone.
    const theirs = await issue(otherToken);
    expect((await stack.call('DELETE', '/api/me/calendar-feed', { token: otherToken })).body).toEqual({ message: CALENDAR_FEED_TEXTS.revoked });
    expect((await fetchFeed(theirs)).status).toBe(404);
    expect((await fetchFeed(second)).status).toBe(200);
    // An account that is no employee has no calendar of its own.
    const adminTry = await post('/api/me/calendar-feed', {});
    expect([adminTry.status, adminTry.body.message]).toEqual([403, ME_TEXTS.notAnEmployee]);
    // Unknown fields are refused, as on every write.
    expect((await post('/api/me/calendar-feed', { employeeId: ana }, otherToken)).status).toBe(400);
    // Revoked: the address answers 404 and she has none; revoking again changes nothing.
    expect((await stack.call('DELETE', '/api/me/calendar-feed', { token: anaToken })).status).toBe(200);
    expect((await fetchFeed(second)).status).toBe(404);
    expect(await state()).toEqual({ active: false, issuedAt: null });
    expect((await stack.call('DELETE', '/api/me/calendar-feed', { token: anaToken })).status).toBe(200);
    expect(issuedAt).not.toBeNull();
    // Terminated, her address answers nothing more: nobody else could revoke it for her.
    const last = await issue();
    expect((await fetchFeed(last)).status).toBe(200);
    expect((await post('/employee/saveStatus', { id: ana, status: 'Terminated', reason: 'Moved away' })).body).toEqual({ message: 'success' });
    expect((await fetchFeed(last)).status).toBe(404);
    // Each making and revoking is an event with its actor, and no event holds a secret or its hash.
    const events = (await stack.db.pool.query<{ type: string; data: Record<string, unknown>; actor: string }>(
      `SELECT type, data, metadata->'actor'->>'id' AS actor FROM events WHERE company_id = $1 AND stream_id = $2 ORDER BY global_position`,
      [companyId, `calendar-feed-${ana}`],
    )).rows;
    expect(events.map((e) => e.type)).toEqual([
      'timekeeping.calendar-feed-issued',
      'timekeeping.calendar-feed-revoked',
      'timekeeping.calendar-feed-issued',
      'timekeeping.calendar-feed-revoked',
      'timekeeping.calendar-feed-issued',
      'timekeeping.calendar-feed-revoked',
      'timekeeping.calendar-feed-issued',
    ]);
    expect(new Set(events.map((e) => e.actor))).toEqual(new Set([anaUser]));
    const secretOf = (url: string) => /\.([A-Za-z0-9_-]{43})\.ics$/.exec(url)?.[1] as string;
    const all = JSON.stringify((await stack.db.pool.query('SELECT data, metadata FROM events WHERE company_id = $1', [companyId])).rows);
    for (const url of [first, second, last]) expect(all).not.toContain(secretOf(url));
  });
});

