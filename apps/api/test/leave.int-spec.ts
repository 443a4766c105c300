import { LeaveBalanceDto, LeaveDto, Page, PayrollTransferDto, Role, TimesheetDto } from '@timekeep/contracts';
import { Streams } from '@timekeep/server-platform';
import { createAccount, openCustomer, registerCompany, signInAs, startTestStack, systemContext, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; date?: string; type?: string; departmentVo?: { id: string } };

describe('leave over HTTP (document 2 §7, §8)', () => {
  let stack: TestStack;
  let admin: string;
  let companyId: string;
  let otherAdmin: string;
  let supervisor: string;
  let employeeToken: string;
  let mere: string;
  let tama: string;
  let nohi: string;
  let annual: string;
  let sick: string;
  let ordinaryType: string;

  const post = (path: string, body: Record<string, unknown>, token = admin) => stack.call<Reply>('POST', path, { token, body });
  const get = async <T>(path: string, token = admin) => (await stack.call<T>('GET', path, { token })).body;
  const leaveEvents = async () => (await stack.db.pool.query("SELECT count(*)::int AS n FROM events WHERE type LIKE 'leave.%'")).rows[0].n as number;
  const request = (extra: Record<string, unknown> = {}) => ({
    employeeId: mere,
    typeId: annual,
    fromDate: '2026-11-23',
    toDate: '2026-11-24',
    scheduledDuration: true,
    byWorkHours: false,
    skip: true,
    skipUnscheduled: true,
    ...extra,
  });
  /** An opening balance as the import appends it (stream leave-balance-<employeeId>). */
  const openBalance = async (employeeId: string, payTypeId: string, hours: number) => {
    const streams = stack.api.get(Streams);
    await streams.transaction((tx) =>
      streams.append(tx, systemContext(companyId), { id: `leave-balance-${employeeId}`, type: 'leave-balance', expected: 'any' }, [
        { type: 'leave.balance-imported', v: 1, data: { employeeId, payTypeId, date: '2026-01-01', balance: hours, hours, fileName: 'balances.csv', fileSha256: 'x' } },
      ]),
    );
  };

  beforeAll(async () => {
    stack = await startTestStack({ worker: true });
    const opened = await openCustomer(stack, { name: 'Rata Ltd', code: 'RATA', adminEmail: 'admin@rata.example.com' });
    admin = opened.admin;
    companyId = opened.companyId;
    otherAdmin = await signInAs(stack, (await createAccount(stack, await registerCompany(stack, 'Other'), { firstName: 'Oth', roles: [Role.Admin] })).email);
    const north = (await post('/department/save', { departmentName: 'North' })).body.departmentVo?.id as string;
    const south = (await post('/department/save', { departmentName: 'South' })).body.departmentVo?.id as string;
    const payGroupId = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    const section = { startTime: '08:00', endTime: '16:30', startTimeType: 'Today', endTimeType: 'Today', breakTime: 30 };
    const days = (await post('/schedule/save', { name: 'Days', periodType: 'Weekly', startDate: '2026-11-23', scheduleType: 'template', scheduleRules: [1, 2, 3, 4, 5].map((num) => ({ num, workSections: [section] })) })).body.id as string;
    const hire = async (firstName: string, departmentId: string) => {
      const hired = await post('/employee/save-without-photo', { firstName, lastName: 'Test', departmentId, paygroupId: payGroupId, hireOnDateValue: '2026-01-05', payId: `P-${firstName.length}${departmentId.slice(0, 4)}`, clockId: '', scheduleId: days });
      expect(hired.body).toMatchObject({ message: 'success' });
      return hired.body.id as string;
    };
    mere = await hire('Mere', north);
    // No schedule at all: by schedule, her days have no data.
    nohi = (await post('/employee/save-without-photo', { firstName: 'Nohi', lastName: 'Test', departmentId: north, paygroupId: payGroupId, hireOnDateValue: '2026-01-05', payId: 'P-NOHI', clockId: '' })).body.id as string;
    tama = await hire('Tama', south);
    const payType = async (body: Record<string, unknown>) => {
      const saved = await post('/paytype/save', { ctDay: 8, ...body });
      expect(saved.body).toMatchObject({ message: 'success' });
      return saved.body.id as string;
    };
    annual = await payType({ code: 'ANL', name: 'Annual Holidays', leaveStatus: true, paidLeave: true });
    sick = await payType({ code: 'SCK', name: 'Sick Days', leaveStatus: true, paidLeave: true, allowNegativeLeave: true, hideBalance: true });
    ordinaryType = await payType({ code: 'TRV', name: 'Travel', isAllowance: true });
    const sup = await createAccount(stack, companyId, { firstName: 'Sup', roles: [Role.Supervisor], departmentIds: [north] });
    supervisor = await signInAs(stack, sup.email);
    const emp = await createAccount(stack, companyId, { firstName: 'Mere', roles: [Role.Employee] });
    employeeToken = await signInAs(stack, emp.email);
    // Mere's own account, and her Report To.
    await stack.db.pool.query(`UPDATE employee SET user_id = $1 WHERE id = $2`, [emp.userId, mere]);
    await openBalance(mere, annual, 20);
    await openBalance(mere, sick, 4);
  });
  afterAll(() => stack.close());

  it('refuses bad input with its text, and the spec codes with their day, writing nothing', async () => {
    const before = await leaveEvents();
    const refused = async (body: Record<string, unknown>) => {
      const r = await post('/leave/save', body);
      return [r.status, r.body.message, r.body.date ?? null];
    };
    expect(await refused(request({ fromDate: '2026-02-30' }))).toEqual([400, 'Enter the dates as yyyy-MM-dd.', null]);
    expect(await refused(request({ toDate: '2026-11-20' }))).toEqual([400, 'The To date must not be before the From date.', null]);
    expect(await refused(request({ scheduledDuration: false, duration: 25 }))).toEqual([400, 'Hours per day must be between 0 and 24.', null]);
    expect(await refused(request({ byWorkHours: true, fromLeaveTime: '13:00', toLeaveTime: '09:00' }))).toEqual([400, 'To time must be later than From time!', null]);
    expect(await refused(request({ byWorkHours: true, fromLeaveTime: '+01:00', toLeaveTime: '23:00' }))).toEqual([400, 'To time must be later than From time!', null]);
    expect(await refused(request({ typeId: ordinaryType }))).toEqual([400, 'Choose a leave type.', null]);
    expect(await refused(request({ skipUnscheduled: false, toDate: '2026-11-28' }))).toEqual([200, 'offDay', '2026-11-28']);
    expect(await refused(request({ employeeId: tama, fromDate: '2026-11-28', toDate: '2026-11-29' }))).toEqual([200, 'unscheduledDays', null]);
    expect(await refused(request({ employeeId: nohi, skipUnscheduled: false }))).toEqual([200, 'noData', '2026-11-23']);
    // A weekday that is a public holiday, taken by schedule and not skipped: 'holiday' with its date.
    expect((await post('/holiday/save', { name: 'Company Day', date: '2026-12-02', alterdate: '2026-12-02' })).body.message).toBe('success');
    expect(await refused(request({ fromDate: '2026-12-02', toDate: '2026-12-02', skip: false }))).toEqual([200, 'holiday', '2026-12-02']);
    expect(await refused(request({ fromDate: '2026-12-02', toDate: '2026-12-02', skip: true }))).toEqual([200, 'unscheduledDays', null]);
    expect((await post('/leave/save', request(), otherAdmin)).status).toBe(404);
    expect((await post('/leave/save', request({ employeeId: tama }), supervisor)).status).toBe(404);
    expect(await leaveEvents()).toBe(before);
  });

  it('an employee requests their own leave and sees only their own; the code exist and dateExist', async () => {
    const saved = await post('/leave/save', request({ loginRole: 'Employee' }), employeeToken);
    expect(saved.body.message).toBe('success');
    expect((await post('/leave/save', request({ employeeId: tama }), employeeToken)).status).toBe(404);
    await post('/leave/save', request({ employeeId: tama, fromDate: '2026-11-26', toDate: '2026-11-26' }));
    expect((await post('/leave/save', request())).body.message).toBe('exist');
    expect((await post('/leave/save', request({ fromDate: '2026-11-24', toDate: '2026-11-25' }))).body.message).toBe('dateExist');
    const own = await get<Page<LeaveDto>>('/api/leaves?status=Pending', employeeToken);
    expect(own.items.map((l) => [l.employeeId, l.totalHours, l.textTotal, l.leaveStatus])).toEqual([[mere, 16, '16.00', 'Pending']]);
    expect((await get<Page<LeaveDto>>('/api/leaves', admin)).total).toBe(2);
    expect((await get<Page<LeaveDto>>('/api/leaves', supervisor)).items.map((l) => l.employeeId)).toEqual([mere]);
    expect((await get<Page<LeaveDto>>('/api/leaves', otherAdmin)).total).toBe(0);
    // An Employee never approves.
    expect((await post('/leave/updateExamine', { id: saved.body.id, status: 'Approved' }, employeeToken)).status).toBe(403);
  });

  it('approving takes the hours from the ledger; beyond the balance is refused; cancelling gives them back', async () => {
    const [first] = (await get<Page<LeaveDto>>('/api/leaves?status=Pending&startDate=2026-11-23&endDate=2026-11-24', supervisor)).items;
    const beforeApproval = new Date();
    await new Promise((r) => setTimeout(r, 20));
    expect((await post('/leave/updateExamine', { id: first.id, status: 'Approved', reason: 'Enjoy' }, supervisor)).body.message).toBe('success');
    const approvedAt = new Date();
    const balance = await get<LeaveBalanceDto>(`/api/leave-balance?employeeId=${mere}&fromDate=2026-11-30`);
    expect(balance.dataList.find((b) => b.paytypeId === annual)?.time).toBe(4);
    // A balance before the leave's first day does not count it.
    expect((await get<LeaveBalanceDto>(`/api/leave-balance?employeeId=${mere}&fromDate=2026-11-22`)).dataList.find((b) => b.paytypeId === annual)?.time).toBe(20);
    const ledger = await get<{ balance: number; entries: Array<{ hours: number; cause: string; fileName: string | null }> }>(`/api/leave-balance/ledger?employeeId=${mere}&payTypeId=${annual}&date=2026-11-30`);
    expect(ledger.entries.map((e) => [e.cause, e.hours])).toEqual([
      ['import', 20],
      ['leaveApproved', -16],
    ]);
    expect(ledger.balance).toBe(4);
    // The employee's panel hides the hideBalance type.
    const names = async (token: string) => (await get<LeaveBalanceDto>(`/api/leave-balance?employeeId=${mere}&fromDate=2026-11-30`, token)).dataList.map((b) => b.name);
    expect(await names(employeeToken)).toContain('Annual Holidays');
    expect(await names(employeeToken)).not.toContain('Sick Days');
    expect(await names(admin)).toContain('Sick Days');
    // Nor does its ledger answer her for that type; her own visible type's ledger does.
    const ledgerOf = (typeId: string, token: string) => stack.call('GET', `/api/leave-balance/ledger?employeeId=${mere}&payTypeId=${typeId}&date=2026-11-30`, { token });
    expect((await ledgerOf(sick, employeeToken)).status).toBe(404);
    expect((await ledgerOf(annual, employeeToken)).status).toBe(200);
    expect((await ledgerOf(sick, admin)).status).toBe(200);

    // The timesheet shows the approved leave with its hours.
    const sheet = await get<TimesheetDto>(`/api/timesheet/getPunchRecords?employeeId=${mere}&fromT=2026-11-23&endT=2026-11-29`);
    const monday = sheet.timeSheets.find((d) => d.day === '2026-11-23');
    expect(monday?.payTypeTimes.find((p) => p.name === 'Annual Holidays')?.value).toBe(8);

    const more = await post('/leave/save', request({ fromDate: '2026-12-01', toDate: '2026-12-01' }));
    const refused = await post('/leave/updateExamine', { id: more.body.id, status: 'Approved' }, supervisor);
    expect(refused.body).toEqual({ message: 'notEnough', type: 'Annual Holidays' });

    expect((await post('/leave/delete', { ids: [first.id] }, supervisor)).body.message).toBe('success');
    expect((await get<LeaveBalanceDto>(`/api/leave-balance?employeeId=${mere}&fromDate=2026-11-30`)).dataList.find((b) => b.paytypeId === annual)?.time).toBe(20);
    const after = await get<TimesheetDto>(`/api/timesheet/getPunchRecords?employeeId=${mere}&fromT=2026-11-23&endT=2026-11-29`);
    expect(after.timeSheets.find((d) => d.day === '2026-11-23')?.payTypeTimes.find((p) => p.name === 'Annual Holidays')).toBeUndefined();

    // The auditors' view pays the leave as it was approved at each instant.
    const asOf = async (at: Date) =>
      (await get<TimesheetDto>(`/api/timesheet/getPunchRecords?employeeId=${mere}&fromT=2026-11-23&endT=2026-11-29&asOf=${encodeURIComponent(at.toISOString())}`)).timeSheets
        .find((d) => d.day === '2026-11-23')
        ?.payTypeTimes.find((p) => p.name === 'Annual Holidays')?.value;
    expect(await asOf(beforeApproval)).toBeUndefined();
    expect(await asOf(approvedAt)).toBe(8);
  });

  it('a type allowing negative leave asks first, then approves', async () => {
    const saved = await post('/leave/save', request({ typeId: sick, fromDate: '2026-12-07', toDate: '2026-12-07' }));
    expect((await post('/leave/updateExamine', { id: saved.body.id, status: 'Approved' })).body).toEqual({ message: 'negative', type: 'Sick Days' });
    expect((await post('/leave/updateExamine', { id: saved.body.id, status: 'Approved', confirmNegative: true })).body.message).toBe('success');
    expect((await get<LeaveBalanceDto>(`/api/leave-balance?employeeId=${mere}&fromDate=2026-12-31`)).dataList.find((b) => b.paytypeId === sick)?.time).toBe(-4);
  });

  it('two concurrent approvals that together overdraw the balance: one is refused', async () => {
    const a = await post('/leave/save', request({ fromDate: '2026-12-14', toDate: '2026-12-14' }));
    const b = await post('/leave/save', request({ fromDate: '2026-12-15', toDate: '2026-12-16' }));
    // 20 h left: 8 + 16 overdraw it.
    const replies = await Promise.all([a, b].map((r) => post('/leave/updateExamine', { id: r.body.id, status: 'Approved' })));
    expect(replies.map((r) => r.body.message).sort()).toEqual(['notEnough', 'success']);
    expect((await get<LeaveBalanceDto>(`/api/leave-balance?employeeId=${mere}&fromDate=2026-12-31`)).dataList.find((x) => x.paytypeId === annual)?.time).toBeGreaterThanOrEqual(0);
  });

  it('refuses leave in a closed pay period', async () => {
    const { items } = await get<{ items: PayrollTransferDto[] }>(`/api/payroll-transfers/search?filterDays=${Math.ceil((Date.now() - Date.parse('2026-11-01')) / 86_400_000) + 7}`);
    const period = items.find((p) => p.fromDate <= '2026-11-02' && p.toDate >= '2026-11-02');
    if (!period) throw new Error('No period holding 2026-11-02');
    expect((await post('/payrolltransfer/close', { ids: [period.id], reason: 'Pay run' })).body.message).toBe('success');
    const before = await leaveEvents();
    expect((await post('/leave/save', request({ fromDate: '2026-11-02', toDate: '2026-11-03' }))).body.message).toBe('closedPeriod');
    expect(await leaveEvents()).toBe(before);
  });

  it('Leave Balances: who holds how much of each leave type on a date, to each as far as they see leave (ADR 0067)', async () => {
    type Listed = { items: Array<{ employeeName: string; balances: Record<string, number> }>; total: number; types: Array<{ id: string; name: string }> };
    const list = (token: string, query = 'date=2026-01-02') => stack.call<Listed>('GET', `/api/leave-balances?${query}`, { token });
    const admins = (await list(admin)).body;
    expect(admins.types.map((t) => t.name)).toEqual(expect.arrayContaining(['Annual Holidays', 'Sick Days']));
    expect(admins.types.map((t) => t.id)).not.toContain(ordinaryType);
    expect(admins.items.map((r) => [r.employeeName, r.balances[annual], r.balances[sick]])).toEqual([
      ['Mere Test', 20, 4],
      ['Nohi Test', 0, 0],
      ['Tama Test', 0, 0],
    ]);
    // Before the opening balances' date, nothing is held.
    expect((await list(admin, 'date=2025-12-31')).body.items[0].balances[annual]).toBe(0);
    // The supervisor of North sees North's; the employee her own, without the type hidden from her; another company nobody.
    expect((await list(supervisor)).body.items.map((r) => r.employeeName)).toEqual(['Mere Test', 'Nohi Test']);
    const hers = (await list(employeeToken)).body;
    expect([hers.total, hers.items.map((r) => r.employeeName)]).toEqual([1, ['Mere Test']]);
    expect(hers.types.map((t) => t.id)).not.toContain(sick);
    expect(Object.keys(hers.items[0].balances)).not.toContain(sick);
    expect((await list(otherAdmin)).body.items).toEqual([]);
    // Paged and searched on the server; a date that is no day is refused.
    expect((await list(admin, 'date=2026-01-02&pageSize=10&page=1&search=tama')).body.items.map((r) => r.employeeName)).toEqual(['Tama Test']);
    // A page past the end still says how many there are; sorted the other way, the last is first.
    expect((await list(admin, 'date=2026-01-02&pageSize=10&page=2')).body).toMatchObject({ items: [], total: 3 });
    expect((await list(admin, 'date=2026-01-02&sort=employeeName&order=descend')).body.items.map((r) => r.employeeName)).toEqual(['Tama Test', 'Nohi Test', 'Mere Test']);
    expect((await list(admin, 'date=2026-02-30')).status).toBe(400);
  });

  it('anyone who may see leave reads the leave types a request may name; an ordinary pay type is not one', async () => {
    for (const token of [admin, supervisor, employeeToken]) {
      const reply = await stack.call<Array<{ id: string; leaveStatus: boolean }>>('GET', '/api/leaves/types', { token });
      expect(reply.status).toBe(200);
      expect(reply.body.map((t) => t.id)).toEqual(expect.arrayContaining([annual, sick]));
      expect(reply.body.some((t) => t.id === ordinaryType)).toBe(false);
      expect(reply.body.every((t) => t.leaveStatus)).toBe(true);
    }
    expect((await stack.call<Array<{ id: string }>>('GET', '/api/leaves/types', { token: otherAdmin })).body.some((t) => t.id === annual)).toBe(false);
    // A leave type made inactive is not offered.
    const retired = (await post('/paytype/save', { code: 'OLD', name: 'Old Leave', leaveStatus: true, paidLeave: true, ctDay: 8, active: false })).body.id as string;
    expect(retired).toBeDefined();
    expect((await stack.call<Array<{ id: string }>>('GET', '/api/leaves/types', { token: admin })).body.some((t) => t.id === retired)).toBe(false);
  });

  it("refuses a request with the engine's sentence (400) when the company has lost a system pay type, and writes nothing", async () => {
    // A company created before a system pay type existed has none under its code: the leave's hours
    // come from the timesheet's engine input, which cannot be built without it.
    const renamed = await stack.db.pool.query<{ id: string }>(
      `UPDATE pay_rule SET fields = jsonb_set(fields, '{code}', '"OT15-GONE"') WHERE company_id = $1 AND kind = 'payType' AND fields->>'code' = 'OT15' RETURNING id`,
      [companyId],
    );
    expect(renamed.rowCount).toBe(1);
    try {
      const before = await leaveEvents();
      const refused = await post('/leave/save', request({ fromDate: '2026-12-07', toDate: '2026-12-07' }));
      expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 400, message: 'The company has no pay type with code OT15.' });
      expect(await leaveEvents()).toBe(before);
    } finally {
      await stack.db.pool.query(`UPDATE pay_rule SET fields = jsonb_set(fields, '{code}', '"OT15"') WHERE id = $1`, [renamed.rows[0].id]);
    }
  });

  it('the pay-period lookup answers the period holding the date', async () => {
    expect(await get(`/api/leaves/pay-period?employeeId=${mere}&fromDate=2026-11-25`)).toEqual({ fromDate: '2026-11-23', toDate: '2026-11-29' });
  });
});
