import { GLOBAL_LEAVE_INLINE_MAX, GlobalLeaveReply, GlobalLeaveResult, JobRunDto, LeaveDto, Page, PayrollTransferDto, Role } from '@timekeep/contracts';
import { Streams } from '@timekeep/server-platform';
import { createAccount, eventually, openCustomer, registerCompany, signInAs, startTestStack, systemContext, TestStack } from '@timekeep/server-testing';

type Reply = Partial<GlobalLeaveReply> & { message?: string; id?: string; departmentVo?: { id: string } };

describe('global leave (document 3 §3 "Global leave", §7, §8)', () => {
  let stack: TestStack;
  let admin: string;
  let companyId: string;
  let otherAdmin: string;
  let supervisor: string;
  let north: string;
  let mere: string;
  let tama: string;
  let aroha: string;
  let annual: string;
  let payId = 0;
  let hire: (firstName: string, departmentId: string) => Promise<string>;

  const post = (path: string, body: Record<string, unknown>, token = admin) => stack.call<Reply>('POST', path, { token, body });
  const get = async <T>(path: string, token = admin) => (await stack.call<T>('GET', path, { token })).body;
  /** The global leave runs queued (a holiday's or a leave's recalculation queues runs of its own). */
  const runs = async () => (await stack.db.pool.query("SELECT count(*)::int AS n FROM job_run WHERE company_id = $1 AND kind = 'global-leave'", [companyId])).rows[0].n as number;
  const form = (extra: Record<string, unknown> = {}) => ({ typeId: annual, fromDate: '2026-11-25', byWorkHours: false, scheduledDuration: true, skip: false, skipUnscheduled: true, loginRole: 'Admin', ...extra });
  /** A run of a few employees: done within the request, the spec's summaries in the reply (ADR 0059), no run to follow. */
  const run = async (body: Record<string, unknown>): Promise<GlobalLeaveResult> => {
    const before = await runs();
    const reply = await post('/global-leave/save', body);
    expect(reply.status).toBe(200);
    const result = reply.body.result as GlobalLeaveResult;
    expect(reply.body).toEqual({ messageSuccess: result.messageSuccess, messageError: result.messageError, result });
    expect(await runs()).toBe(before);
    return result;
  };
  const openBalance = async (employeeId: string, hours: number) => {
    const streams = stack.api.get(Streams);
    await streams.transaction((tx) =>
      streams.append(tx, systemContext(companyId), { id: `leave-balance-${employeeId}`, type: 'leave-balance', expected: 'any' }, [
        { type: 'leave.balance-imported', v: 1, data: { employeeId, payTypeId: annual, date: '2026-01-01', balance: hours, hours, fileName: 'balances.csv', fileSha256: 'x' } },
      ]),
    );
  };

  beforeAll(async () => {
    stack = await startTestStack({ worker: true });
    const opened = await openCustomer(stack, { name: 'Totara Ltd', code: 'TOTAR', adminEmail: 'admin@totara.example.com', sumLicense: 50 });
    admin = opened.admin;
    companyId = opened.companyId;
    otherAdmin = await signInAs(stack, (await createAccount(stack, await registerCompany(stack, 'Other'), { firstName: 'Oth', roles: [Role.Admin] })).email);
    north = (await post('/department/save', { departmentName: 'North' })).body.departmentVo?.id as string;
    const yard = (await post('/department/save', { departmentName: 'North Yard', parent: north })).body.departmentVo?.id as string;
    const south = (await post('/department/save', { departmentName: 'South' })).body.departmentVo?.id as string;
    const payGroupId = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    const section = { startTime: '08:00', endTime: '16:30', startTimeType: 'Today', endTimeType: 'Today', breakTime: 30 };
    const days = (await post('/schedule/save', { name: 'Days', periodType: 'Weekly', startDate: '2026-11-02', scheduleType: 'template', scheduleRules: [1, 2, 3, 4, 5].map((num) => ({ num, workSections: [section] })) })).body.id as string;
    hire = async (firstName: string, departmentId: string) => {
      const hired = await post('/employee/save-without-photo', { firstName, lastName: 'Test', departmentId, paygroupId: payGroupId, hireOnDateValue: '2026-01-05', payId: `P-${++payId}`, clockId: '', scheduleId: days });
      expect(hired.body).toMatchObject({ message: 'success' });
      return hired.body.id as string;
    };
    mere = await hire('Mere', north);
    tama = await hire('Tama', yard);
    aroha = await hire('Aroha', south);
    const saved = await post('/paytype/save', { ctDay: 8, code: 'ANL', name: 'Annual Holidays', leaveStatus: true, paidLeave: true });
    annual = saved.body.id as string;
    await openBalance(mere, 40);
    await openBalance(tama, 40);
    // Aroha has no balance: the approval's balance rule refuses her leave.
    supervisor = await signInAs(stack, (await createAccount(stack, companyId, { firstName: 'Sione', roles: [Role.Supervisor], departmentIds: [south] })).email);
  }, 120_000);
  afterAll(() => stack?.close());

  it('refuses bad input with its text, and queues nothing', async () => {
    const before = await runs();
    const refused = async (body: Record<string, unknown>) => {
      const r = await post('/global-leave/save', body);
      return [r.status, r.body.message];
    };
    expect(await refused(form())).toEqual([400, 'Choose employees or departments.']);
    expect(await refused(form({ employees: mere, typeId: '' }))).toEqual([400, 'Choose a leave type.']);
    expect(await refused(form({ employees: mere, fromDate: '' }))).toEqual([400, 'Date is required.']);
    expect(await refused(form({ employees: mere, byWorkHours: true, fromLeaveTime: '13:00', toLeaveTime: '09:00' }))).toEqual([400, 'To time must be later than From time!']);
    expect(await refused(form({ employees: mere, scheduledDuration: false, duration: 25 }))).toEqual([400, 'Hours per day must be between 0 and 24.']);
    expect(await runs()).toBe(before);
  });

  it("gives a department's employees (and its sub-departments') the leave, approved, taken from their balances", async () => {
    const reply = await post('/global-leave/save', form({ department: north }));
    // The spec's clients read the summaries from the reply.
    expect(reply.body).toMatchObject({ messageSuccess: 'Leave is added for 2 employees.', messageError: '' });
    const result = reply.body.result as GlobalLeaveResult;
    expect(result.added.map((a) => a.employeeId).sort()).toEqual([mere, tama].sort());
    expect(result).toMatchObject({ employees: 2, skipped: [], messageSuccess: 'Leave is added for 2 employees.', messageError: '' });
    const leaves = (await get<Page<LeaveDto>>('/api/leaves?startDate=2026-11-25&endDate=2026-11-25')).items;
    expect(leaves.filter((l) => l.fromDate === '2026-11-25').map((l) => [l.employeeId, l.leaveStatus, l.totalHours]).sort()).toEqual(
      [
        [mere, 'Approved', 8],
        [tama, 'Approved', 8],
      ].sort(),
    );
    const ledger = await get<{ balance: number; entries: Array<{ hours: number; cause: string }> }>(`/api/leave-balance/ledger?employeeId=${mere}&payTypeId=${annual}&date=2026-11-30`);
    expect(ledger.balance).toBe(32);
    expect(ledger.entries.map((e) => [e.cause, e.hours])).toContainEqual(['leaveApproved', -8]);
  });

  it('reports who did not get it and why: not enough balance, a clash, an off day, a holiday', async () => {
    const mixed = await post('/global-leave/save', form({ employees: [aroha, mere].join(','), fromDate: '2026-11-26' }));
    expect(mixed.body).toMatchObject({ messageSuccess: 'Leave is added for 1 employee.', messageError: 'Not added for 1 employee: Aroha Test.' });
    const noBalance = mixed.body.result as GlobalLeaveResult;
    expect(noBalance.added.map((a) => a.employeeId)).toEqual([mere]);
    expect(noBalance.skipped).toEqual([{ employeeId: aroha, name: 'Aroha Test', reason: 'notEnough', date: null }]);
    expect(noBalance.messageError).toBe('Not added for 1 employee: Aroha Test.');
    // Nothing left waiting for approval for Aroha.
    const hers = (await get<Page<LeaveDto>>('/api/leaves?startDate=2026-11-26&endDate=2026-11-26')).items.filter((l) => l.employeeId === aroha);
    expect(hers.every((l) => l.leaveStatus === 'Cancelled')).toBe(true);

    // The same leave again is 'exist'; another overlapping one 'dateExist'.
    const same = await run(form({ employees: mere, fromDate: '2026-11-25' }));
    expect(same.skipped).toEqual([{ employeeId: mere, name: 'Mere Test', reason: 'exist', date: null }]);
    const clash = await run(form({ employees: mere, fromDate: '2026-11-24', toDate: '2026-11-25' }));
    expect(clash.skipped).toEqual([expect.objectContaining({ employeeId: mere, reason: 'dateExist' })]);

    const offDay = await run(form({ employees: tama, fromDate: '2026-11-27', toDate: '2026-11-28', skipUnscheduled: false }));
    expect(offDay.skipped).toEqual([{ employeeId: tama, name: 'Tama Test', reason: 'offDay', date: '2026-11-28' }]);

    expect((await post('/holiday/save', { name: 'Founders Day', date: '2026-12-02', alterdate: '2026-12-02' })).body.message).toBe('success');
    const holiday = await run(form({ employees: tama, fromDate: '2026-12-02' }));
    expect(holiday.skipped).toEqual([{ employeeId: tama, name: 'Tama Test', reason: 'holiday', date: '2026-12-02' }]);
    expect(holiday.messageSuccess).toBe('');
  });

  it('reports a closed pay period', async () => {
    const { items } = await get<{ items: PayrollTransferDto[] }>(`/api/payroll-transfers/search?filterDays=${Math.ceil((Date.now() - Date.parse('2026-11-01')) / 86_400_000) + 7}`);
    const period = items.find((p) => p.fromDate <= '2026-11-03' && p.toDate >= '2026-11-03');
    if (!period) throw new Error('No period holding 2026-11-03');
    expect((await post('/payrolltransfer/close', { ids: [period.id], reason: 'Pay run' })).body.message).toBe('success');
    const closed = await run(form({ employees: mere, fromDate: '2026-11-03' }));
    expect(closed.skipped).toEqual([{ employeeId: mere, name: 'Mere Test', reason: 'closedPeriod', date: null }]);
    expect(closed.added).toEqual([]);
  });

  it(`leaves more than ${GLOBAL_LEAVE_INLINE_MAX} employees to the worker: the reply says so, the finished run carries the summaries`, async () => {
    const depot = (await post('/department/save', { departmentName: 'Depot' })).body.departmentVo?.id as string;
    const crew = [];
    for (let i = 0; i <= GLOBAL_LEAVE_INLINE_MAX; i++) crew.push(await hire(`Crew${i}`, depot));
    // All but the last have a balance: the last is reported.
    for (const employeeId of crew.slice(0, -1)) await openBalance(employeeId, 16);
    const n = crew.length;
    const before = await runs();
    const reply = await post('/global-leave/save', form({ department: depot, fromDate: '2026-11-30' }));
    expect(reply.body).toMatchObject({ messageSuccess: `The leave is being added for ${n} employees. It can take a while.`, messageError: '' });
    expect(reply.body.result).toBeUndefined();
    expect(await runs()).toBe(before + 1);
    const done = await eventually(
      async () => get<JobRunDto>(`/api/job-runs/${(reply.body.job as JobRunDto).id}`),
      (r) => r.status === 'completed' || r.status === 'failed',
    );
    expect(done).toMatchObject({ status: 'completed', kind: 'global-leave', progress: { processed: n, total: n } });
    expect(done.result).toMatchObject({ employees: n, messageSuccess: `Leave is added for ${n - 1} employees.`, messageError: `Not added for 1 employee: Crew${n - 1} Test.` });
  }, 120_000);

  it('refuses the whole request when anyone named is out of scope or of another company', async () => {
    const before = await runs();
    expect((await post('/global-leave/save', form({ employees: [aroha, mere].join(',') }), supervisor)).status).toBe(404);
    expect((await post('/global-leave/save', form({ department: north }), supervisor)).status).toBe(404);
    expect((await post('/global-leave/save', form({ employees: mere }), otherAdmin)).status).toBe(404);
    expect(await runs()).toBe(before);
  });
});
