import { ApprovalCounts, InboxSummary, Page, Role, TimeApprovalRow, TimesheetDto } from '@timekeep/contracts';
import { createAccount, openCustomer, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; departmentVo?: { id: string }; punchIds?: string[] };

/** yyyy-MM-dd of a day count (days since 1970-01-01), and back. */
const iso = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);
const num = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
const aucklandToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Pacific/Auckland', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

describe('time approvals over HTTP', () => {
  let stack: TestStack;
  let admin: string;
  let mere: string;
  let tama: string;
  let supervisor: string;
  let otherAdmin: string;
  let payGroupId: string;
  // Last week (the previous Weekly pay period, Monday to Sunday), so every day of it is over whatever day the test runs.
  const today = aucklandToday();
  const monday = iso(num(today) - 7 - ((num(today) - 7 + 3) % 7));
  const saturday = iso(num(monday) + 5);
  const tuesday = iso(num(monday) + 1);

  const post = (path: string, body: Record<string, unknown>, token = admin) => stack.call<Reply>('POST', path, { token, body });
  const get = async <T>(path: string, token = admin) => (await stack.call<T>('GET', path, { token })).body;
  const sheet = (employeeId: string) => get<TimesheetDto>(`/api/timesheet/getPunchRecords?employeeId=${employeeId}&fromT=${monday}&endT=${iso(num(monday) + 6)}`);
  const hoursOf = (t: TimesheetDto, name: string) => t.totals.find((p) => p.name === name)?.value ?? 0;
  const list = (query: string, token = admin) => get<Page<TimeApprovalRow>>(`/api/time-approvals?${query}`, token);
  const rowsOf = async (employeeName: string, query = `startDate=${monday}&endDate=${iso(num(monday) + 6)}&pageSize=100`) => (await list(query)).items.filter((r) => r.employeeName === employeeName);
  const eventCount = async () => (await stack.db.pool.query("SELECT count(*)::int AS n FROM events WHERE type LIKE 'timekeeping.punch-pair-%'")).rows[0].n as number;
  const approve = (ids: string[], token = admin, extra: Record<string, unknown> = {}) => stack.call<{ message: string }>('POST', '/time-approvals/approveAllSelected', { token, body: { punchPairIds: ids, ...extra } });
  const unapprove = (ids: string[], token = admin) => stack.call<{ message: string }>('POST', '/time-approvals/unapproveAllSelected', { token, body: { punchPairIds: ids } });
  const must = <T>(found: T | undefined, what: string): T => {
    if (found === undefined) throw new Error(`No ${what}`);
    return found;
  };

  beforeAll(async () => {
    stack = await startTestStack();
    ({ admin } = await openCustomer(stack, { name: 'Totara Ltd', code: 'TOTARA', adminEmail: 'admin@totara.example.com', isTimeApprovalEnabled: true }));
    ({ admin: otherAdmin } = await openCustomer(stack, { name: 'Matai Ltd', code: 'MATAI', adminEmail: 'admin@matai.example.com', isTimeApprovalEnabled: true }));
    const north = (await post('/department/save', { departmentName: 'North' })).body.departmentVo?.id as string;
    const south = (await post('/department/save', { departmentName: 'South' })).body.departmentVo?.id as string;
    const { companyId } = (await stack.db.pool.query<{ companyId: string }>('SELECT company_id AS "companyId" FROM department WHERE id = $1', [south])).rows[0];
    supervisor = await signInAs(stack, (await createAccount(stack, companyId, { firstName: 'Sup', roles: [Role.Supervisor], departmentIds: [south] })).email);
    // Unscheduled work waits for approval, and so does overtime past 8 hours a day.
    payGroupId = (
      await post('/paygroup/save', {
        name: 'Approved only',
        startTime: '2026-01-05',
        period: 'Weekly',
        breakCalculationType: 'None',
        earlyArrivalThreshold: 90,
        lateDepartureThreshold: 90,
        approvedUnscheduledWork: false,
        supervisorMAOT: true,
        overtimeCalculationType: 'Daily',
        dailyOvertimeThreshold: 8,
      })
    ).body.id as string;
    const section = { startTime: '08:00', endTime: '16:30', startTimeType: 'Today', endTimeType: 'Today', breakTime: 0 };
    const days = (await post('/schedule/save', { name: 'Days', periodType: 'Weekly', startDate: '2026-01-05', scheduleType: 'template', scheduleRules: [1, 2, 3, 4, 5].map((n) => ({ num: n, workSections: [section] })) })).body.id as string;
    const hire = async (firstName: string, departmentId: string, payId: string) => {
      const hired = await post('/employee/save-without-photo', { firstName, lastName: 'Test', departmentId, paygroupId: payGroupId, hireOnDateValue: '2026-01-05', payId, clockId: '', scheduleId: days });
      expect(hired.body.message).toBe('success');
      return hired.body.id as string;
    };
    mere = await hire('Mere', north, 'P-1');
    tama = await hire('Tama', south, 'P-2');
    const pair = async (employeeId: string, day: string, inTime: string, outTime: string) => expect((await post('/timesheet/saveSinglePunch', { employeeId, day, inTime, outTime })).body.message).toBe('success');
    await pair(mere, saturday, '09:00', '13:00'); // unscheduled: 4 hours
    await pair(mere, monday, '08:00', '16:30'); // 8.5 hours: 0.5 overtime waiting
    await pair(tama, saturday, '10:00', '12:00');
    for (let d = 1; d <= 4; d++) await pair(tama, iso(num(monday) + d), '08:00', '16:00');
  });
  afterAll(() => stack.close());

  it('approving unscheduled work pays exactly its hours, and unapproving takes them away', async () => {
    const before = hoursOf(await sheet(mere), 'Ordinary Time');
    const [row] = (await rowsOf('Mere Test')).filter((r) => r.date === saturday);
    expect(row).toMatchObject({ actualIn: `${saturday} 09:00`, actualOut: `${saturday} 13:00`, approved: 'Unapproved', approver: null, scheduled: false, paidHours: 0 });
    expect((await approve([row.punchPairId])).body).toEqual({ message: 'success' });
    const paid = await sheet(mere);
    expect(hoursOf(paid, 'Ordinary Time')).toBe(before + 4);
    const [approved] = (await rowsOf('Mere Test')).filter((r) => r.date === saturday);
    expect(approved).toMatchObject({ approved: 'Approved', approver: expect.stringContaining('Ana'), paidHours: 4 });
    // The timesheet's history names who approved it.
    const history = await get<{ items: Array<{ subject: string; changes: unknown[] }> }>(`/api/timesheet/history?employeeId=${mere}&fromT=${monday}&endT=${iso(num(monday) + 6)}`);
    expect(history.items[0]).toMatchObject({ subject: `Punch pair from 09:00 on ${saturday}`, changes: [{ field: 'approved', from: false, to: true }] });
    // Approving again writes nothing.
    const events = await eventCount();
    expect((await approve([row.punchPairId])).body.message).toBe('success');
    expect(await eventCount()).toBe(events);
    expect((await unapprove([row.punchPairId])).body).toEqual({ message: 'success' });
    expect(hoursOf(await sheet(mere), 'Ordinary Time')).toBe(before);
    expect((await rowsOf('Mere Test')).find((r) => r.date === saturday)?.approved).toBe('Unapproved');
  });

  it("approving a day's pairs pays its overtime (supervisorMAOT)", async () => {
    const before = await sheet(mere);
    const day = must(before.timeSheets.find((d) => d.day === monday), 'Monday');
    expect(day.exceptions).toContain('UnprovedOvertime');
    expect(hoursOf(before, 'Overtime 1.5')).toBe(0);
    const row = must((await rowsOf('Mere Test')).find((r) => r.date === monday), 'Monday pair');
    expect(row.scheduled).toBe(true);
    await approve([row.punchPairId]);
    const after = await sheet(mere);
    expect(hoursOf(after, 'Overtime 1.5')).toBe(0.5);
    expect(hoursOf(after, 'Ordinary Time')).toBe(hoursOf(before, 'Ordinary Time'));
    expect(must(after.timeSheets.find((d) => d.day === monday), 'Monday').exceptions).not.toContain('UnprovedOvertime');
    await unapprove([row.punchPairId]);
    expect(hoursOf(await sheet(mere), 'Overtime 1.5')).toBe(0);
  });

  it('changing a punch of an approved pair drops the approval, and a stale version is a conflict', async () => {
    const row = must((await rowsOf('Mere Test')).find((r) => r.date === saturday), 'Saturday pair');
    const base = hoursOf(await sheet(mere), 'Ordinary Time');
    await approve([row.punchPairId], admin, { versions: [row.version] });
    expect(hoursOf(await sheet(mere), 'Ordinary Time')).toBe(base + 4);
    const t = await sheet(mere);
    const out = must(t.timeSheets.find((d) => d.day === saturday)?.punches.find((p) => p.punchTime === '13:00'), 'out punch');
    expect((await post('/api/punches/save', { id: out.id, employeeId: mere, day: saturday, punchTime: '14:00', version: out.version })).body.message).toBe('success');
    // The time approved is no longer the time paid: unpaid again, and shown unapproved.
    expect(hoursOf(await sheet(mere), 'Ordinary Time')).toBe(base);
    const moved = must((await rowsOf('Mere Test')).find((r) => r.date === saturday), 'moved pair');
    expect([moved.approved, moved.actualOut]).toEqual(['Unapproved', `${saturday} 14:00`]);
    const events = await eventCount();
    const stale = await approve([row.punchPairId], admin, { versions: [row.version] });
    expect([stale.status, stale.body]).toEqual([409, { message: 'This punch pair was changed by someone else. Reload and try again.' }]);
    expect(await eventCount()).toBe(events);
    expect((await approve([moved.punchPairId], admin, { versions: [moved.version] })).body.message).toBe('success');
    expect(hoursOf(await sheet(mere), 'Ordinary Time')).toBe(base + 5);
    await unapprove([moved.punchPairId]);
  });

  it("a supervisor sees and approves only her departments' pairs; one pair out of scope refuses the whole request", async () => {
    const seen = await list(`startDate=${monday}&endDate=${iso(num(monday) + 6)}&pageSize=100`, supervisor);
    expect(new Set(seen.items.map((r) => r.employeeName))).toEqual(new Set(['Tama Test']));
    const mine = must(seen.items.find((r) => r.date === saturday), "Tama's Saturday");
    const theirs = must((await rowsOf('Mere Test')).find((r) => r.date === saturday), "Mere's Saturday");
    const events = await eventCount();
    expect((await approve([mine.punchPairId, theirs.punchPairId], supervisor)).status).toBe(404);
    expect((await approve([theirs.punchPairId], supervisor)).status).toBe(404);
    expect(await eventCount()).toBe(events);
    expect((await rowsOf('Tama Test')).find((r) => r.date === saturday)?.approved).toBe('Unapproved');
    expect((await approve([mine.punchPairId], supervisor)).body.message).toBe('success');
    expect((await rowsOf('Tama Test')).find((r) => r.date === saturday)?.approved).toBe('Approved');
    await unapprove([mine.punchPairId], supervisor);
  });

  it("keeps another company's pairs out of reach, and refuses where time approvals are off", async () => {
    const row = must((await rowsOf('Mere Test'))[0], 'a pair');
    const events = await eventCount();
    expect((await approve([row.punchPairId], otherAdmin)).status).toBe(404);
    expect((await list('pageSize=100', otherAdmin)).items).toEqual([]);
    expect(await eventCount()).toBe(events);
    const { admin: offAdmin } = await openCustomer(stack, { name: 'Rata Ltd', code: 'RATA', adminEmail: 'admin@rata.example.com' });
    for (const call of [stack.call('GET', '/api/time-approvals', { token: offAdmin }), stack.call('GET', '/time-approvals/dailyNum', { token: offAdmin }), approve([row.punchPairId], offAdmin)]) {
      const answer = await call;
      expect([answer.status, answer.body]).toEqual([403, { message: 'Time approval is not enabled for this company.' }]);
    }
    const employee = await signInAs(stack, (await createAccount(stack, (await stack.db.pool.query('SELECT company_id FROM employee WHERE id = $1', [mere])).rows[0].company_id, { firstName: 'Emp', roles: [Role.Employee] })).email);
    expect((await approve([row.punchPairId], employee)).status).toBe(403);
    expect((await stack.call('GET', '/api/time-approvals', { token: employee })).status).toBe(403);
  });

  it('refuses to approve inside a closed pay period, writing nothing', async () => {
    const row = must((await rowsOf('Tama Test')).find((r) => r.date === tuesday), "Tama's Tuesday");
    const { rows } = await stack.db.pool.query<{ id: string }>('SELECT id FROM pay_period WHERE pay_group_id = $1 AND from_date = $2', [payGroupId, monday]);
    const toggle = (action: 'close' | 'open') => stack.call<{ message: string }>('POST', `/payrolltransfer/${action}`, { token: admin, body: { ids: [rows[0].id] } });
    expect((await toggle('close')).body.message).toBe('success');
    try {
      const events = await eventCount();
      expect((await approve([row.punchPairId])).body).toEqual({ message: 'closedPeriod' });
      expect(await eventCount()).toBe(events);
    } finally {
      expect((await toggle('open')).body.message).toBe('success');
    }
  });

  it('an open pair (an in punch, its out not punched yet) is refused by the list and by the pair form alike, writing nothing', async () => {
    const day = iso(num(monday) - 7);
    const saved = await post('/api/punches/save', { employeeId: tama, day, punchTime: '08:00' });
    expect(saved.body.message).toBe('success');
    const pairId = must(saved.body.punchIds?.[0], 'the in punch');
    const events = await eventCount();
    const refused = [400, { message: 'A punch pair missing its in or out punch cannot be approved: complete it first.' }];
    const byList = await approve([pairId]);
    expect([byList.status, byList.body]).toEqual(refused);
    const byForm = await stack.call('PUT', `/punch-pairs/${pairId}`, { token: admin, body: { approved: true } });
    expect([byForm.status, byForm.body]).toEqual(refused);
    expect(await eventCount()).toBe(events);
  });

  it('filters by status and dates, pages on the server, and counts the dashboard windows', async () => {
    const week = `startDate=${monday}&endDate=${iso(num(monday) + 6)}`;
    const all = await list(`${week}&pageSize=100`);
    // Mere: Saturday and Monday; Tama: Saturday and Tuesday to Friday.
    expect(all.total).toBe(7);
    const tamaPairs = all.items.filter((r) => r.employeeName === 'Tama Test');
    await approve(tamaPairs.slice(0, 3).map((r) => r.punchPairId));
    expect((await list(`${week}&status=Approved`)).total).toBe(3);
    expect((await list(`${week}&status=Unapproved`)).total).toBe(4);
    const first = await list(`${week}&pageSize=10&page=1&status=all`);
    expect([first.items.length, first.total]).toEqual([7, 7]);
    const second = await list(`${week}&pageSize=10&page=2`);
    expect([second.items, second.total]).toEqual([[], 7]);
    expect((await list(`${week}&pageSize=10&page=2&status=Approved`)).total).toBe(3);
    expect((await list(`startDate=${saturday}&endDate=${saturday}`)).total).toBe(2);
    expect((await stack.call('GET', '/api/time-approvals?startDate=2026-12-01&endDate=2026-11-01', { token: admin })).status).toBe(400);
    // Last week is every employee's previous (Weekly) pay period.
    expect((await list('period=Previous&pageSize=100')).total).toBe(7);
    expect(await get<ApprovalCounts>('/time-approvals/lastPeriodNum')).toEqual({ Approved: 3, Unapproved: 4 });
    expect(await get<ApprovalCounts>('/time-approvals/lastPeriodNum', supervisor)).toEqual({ Approved: 3, Unapproved: 2 });
    // The bell names the same waiting pairs, each approver's own (issue 31, ADR 0070), opening the list on them.
    const approvalsLine = async (token?: string) => (await get<InboxSummary>('/api/messages/summary', token)).tasks.find((t) => t.kind === 'approvals');
    expect(await approvalsLine()).toEqual({ kind: 'approvals', count: 4, title: '4 punch pairs of the last pay period wait for approval', link: '/time-approvals/list?period=Previous&status=Unapproved' });
    expect((await approvalsLine(supervisor))?.count).toBe(2);
    // Yesterday and today: a pair worked yesterday counts.
    const daily = await get<ApprovalCounts>('/time-approvals/dailyNum');
    expect((await post('/timesheet/saveSinglePunch', { employeeId: tama, day: iso(num(today) - 1), inTime: '03:00', outTime: '05:00' })).body.message).toBe('success');
    expect(await get<ApprovalCounts>('/time-approvals/dailyNum')).toEqual({ Approved: daily.Approved, Unapproved: daily.Unapproved + 1 });
  });
});
