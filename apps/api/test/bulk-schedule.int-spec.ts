import { randomUUID } from 'node:crypto';
import { BulkScheduleConflict, BulkScheduleResult, EmployeeSchedule, JobKind, JobPayload, JobRunDto, Role, TimesheetDto } from '@timekeep/contracts';
import { BulkScheduleJob } from '@timekeep/server-scheduling';
import { createAccount, eventually, openCustomer, registerCompany, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; departmentVo?: { id: string }; conflicts?: BulkScheduleConflict[]; job?: JobRunDto };
type Shift = { startTime: string; endTime: string; startTimeType?: 'Today' | 'Previous'; endTimeType?: 'Today' | 'NextDay'; breakTime?: number; departmentId?: string | null };

/**
 * The week of 2026-11-30 (Monday): every employee works the template's 08:00-16:30 Monday to
 * Friday, so a new shift from 16:00 clashes and one from 17:00 does not.
 */
describe('bulk schedule (document 3 §2 "Bulk tools", §3 "Schedule request", "Conflict row", §5, §7, §8)', () => {
  let stack: TestStack;
  let admin: string;
  let companyId: string;
  let otherAdmin: string;
  let supervisor: { userId: string; token: string };
  let employeeToken: string;
  let north: string;
  let south: string;
  let forklift: string;
  let mere: string;
  let tama: string;
  let aroha: string;

  const post = (path: string, body: Record<string, unknown>, token = admin) => stack.call<Reply>('POST', path, { token, body });
  const get = async <T>(path: string, token = admin) => (await stack.call<T>('GET', path, { token })).body;
  const runs = async () => (await stack.db.pool.query('SELECT count(*)::int AS n FROM job_run WHERE company_id = $1', [companyId])).rows[0].n as number;
  const scheduleEvents = async () => (await stack.db.pool.query("SELECT count(*)::int AS n FROM events WHERE type = 'people.employee-schedule-changed' AND stream_id LIKE 'employee-schedule-%'")).rows[0].n as number;
  const request = (date: string, targets: Record<string, unknown>, ...workSections: Shift[]) => ({ byEmployee: true, ...targets, ruleDay: { ruleDay: date, isOffDay: false, title: date, workSections } });
  const shift = (startTime: string, endTime: string, extra: Partial<Shift> = {}): Shift => ({ startTime, endTime, startTimeType: 'Today', endTimeType: 'Today', breakTime: 0, ...extra });
  const finished = (id: string, token = admin) =>
    eventually(
      async () => get<JobRunDto>(`/api/job-runs/${id}`, token),
      (r) => r.status === 'completed' || r.status === 'failed',
    );
  const generate = async (body: Record<string, unknown>, token = admin): Promise<{ run: JobRunDto; result: BulkScheduleResult }> => {
    const verified = await post('/globalschedule/verify', body, token);
    expect(verified.body).toEqual({ message: 'success', conflicts: [] });
    const queued = await post('/globalschedule/generate', body, token);
    expect(queued.body).toMatchObject({ message: 'success', conflicts: [], job: { kind: 'bulk-schedule' } });
    const run = await finished(queued.body.job?.id as string, token);
    expect(run.status).toBe('completed');
    return { run, result: run.result as BulkScheduleResult };
  };
  const daySections = async (employeeId: string, date: string) => {
    const sheet = await get<TimesheetDto>(`/api/timesheet/getPunchRecords?employeeId=${employeeId}&fromT=${date}&endT=${date}`);
    const day = sheet.timeSheets.find((d) => d.day === date);
    return { type: day?.type, shifts: (day?.workShifts ?? []).map((s) => `${s.startTime}${s.startTimeType === 'Previous' ? '-1' : ''} ${s.endTime}${s.endTimeType === 'NextDay' ? '+1' : ''}`) };
  };
  const ownDay = async (employeeId: string, date: string) =>
    (await post('/schedule/searchEmployeeSchedule', { employeeId, startDate: date, endDate: date })).body as unknown as EmployeeSchedule;

  beforeAll(async () => {
    stack = await startTestStack({ worker: true });
    const opened = await openCustomer(stack, { name: 'Matai Ltd', code: 'MATAI', adminEmail: 'admin@matai.example.com', allowEditBreakTime: true, isPositionCodeEnabled: true });
    admin = opened.admin;
    companyId = opened.companyId;
    otherAdmin = await signInAs(stack, (await createAccount(stack, await registerCompany(stack, 'Other'), { firstName: 'Oth', roles: [Role.Admin] })).email);
    const department = async (departmentName: string, parent?: string, extra: Record<string, unknown> = {}) => {
      const saved = await post('/department/save', { departmentName, parent, ...extra });
      expect(saved.body.message).toBe('success');
      return saved.body.departmentVo?.id as string;
    };
    north = await department('North');
    const yard = await department('North Yard', north);
    const yardTeam = await department('Yard Team', yard);
    // With position codes on, a position has its punch code.
    forklift = await department('Forklift', yardTeam, { punchCode: '101' });
    south = await department('South');
    const payGroupId = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    const section = { startTime: '08:00', endTime: '16:30', startTimeType: 'Today', endTimeType: 'Today', breakTime: 30 };
    const days = (await post('/schedule/save', { name: 'Days', periodType: 'Weekly', startDate: '2026-01-05', scheduleType: 'template', scheduleRules: [1, 2, 3, 4, 5].map((num) => ({ num, workSections: [section] })) })).body.id as string;
    let payId = 0;
    const hire = async (firstName: string, departmentId: string) => {
      const hired = await post('/employee/save-without-photo', { firstName, lastName: 'Test', departmentId, paygroupId: payGroupId, hireOnDateValue: '2026-01-05', payId: `P-${++payId}`, clockId: '', scheduleId: days });
      expect(hired.body).toMatchObject({ message: 'success' });
      return hired.body.id as string;
    };
    mere = await hire('Mere', north);
    tama = await hire('Tama', yard);
    aroha = await hire('Aroha', south);
    const account = await createAccount(stack, companyId, { firstName: 'Sione', roles: [Role.Supervisor], departmentIds: [south] });
    supervisor = { userId: account.userId, token: await signInAs(stack, account.email) };
    employeeToken = await signInAs(stack, (await createAccount(stack, companyId, { firstName: 'Wiremu', roles: [Role.Employee] })).email);
  }, 120_000);
  afterAll(() => stack?.close());

  it('refuses bad input with its text on verify and on generate, and queues and writes nothing', async () => {
    const [jobs, written] = [await runs(), await scheduleEvents()];
    const refused = async (body: Record<string, unknown>) => {
      const verified = await post('/globalschedule/verify', body);
      const generated = await post('/globalschedule/generate', body);
      expect([generated.status, generated.body.message]).toEqual([verified.status, verified.body.message]);
      return [verified.status, verified.body.message];
    };
    expect(await refused(request('2026-12-02', {}, shift('17:00', '20:00')))).toEqual([400, 'Choose employees or departments.']);
    // Only the side the switch chooses counts.
    expect(await refused(request('2026-12-02', { byEmployee: false, employeeIds: mere }, shift('17:00', '20:00')))).toEqual([400, 'Choose employees or departments.']);
    expect(await refused({ employeeIds: mere, ruleDay: { isOffDay: false, workSections: [shift('17:00', '20:00')] } })).toEqual([400, 'Date is required.']);
    expect(await refused(request('2026-12-02', { employeeIds: mere }, shift('20:00', '17:00')))).toEqual([400, 'Sch Out must be later than Sch In!']);
    expect(await refused(request('2026-12-02', { employeeIds: mere }, shift('20:00', '20:00', { endTimeType: 'Today' })))).toEqual([400, 'Sch Out must be later than Sch In!']);
    expect(await refused(request('2026-12-02', { employeeIds: mere }, shift('', '20:00')))).toEqual([400, 'This field is required.']);
    expect(await refused(request('2026-12-02', { employeeIds: mere }))).toEqual([400, 'Add a shift, or make the day an off day.']);
    expect(await refused(request('2026-12-02', { employeeIds: mere }, shift('17:00', '20:00'), shift('19:00', '21:00')))).toEqual([400, 'Warning: Scheduling conflicts!']);
    expect(await refused(request('2026-12-02', { employeeIds: mere }, shift('17:00', '18:00', { breakTime: 60 })))).toEqual([400, 'The break must be whole minutes, shorter than the shift.']);
    expect(await refused(request('2026-12-02', { employeeIds: mere }, shift('17:00', '20:00', { departmentId: north })))).toEqual([400, 'The chosen position does not exist.']);
    expect(await refused({ employeeIds: mere, ruleDay: { ruleDay: '2026-12-02', isOffDay: true, workSections: [shift('17:00', '20:00')] } })).toEqual([400, 'This is offday, cannot create rule!']);
    expect([await runs(), await scheduleEvents()]).toEqual([jobs, written]);
  });

  it('needs Schedule update, and keeps to the requester\'s company and scope: anything outside refuses the whole request', async () => {
    const jobs = await runs();
    const body = (targets: Record<string, unknown>) => request('2026-12-02', targets, shift('17:00', '20:00'));
    expect((await post('/globalschedule/verify', body({ employeeIds: mere }), employeeToken)).status).toBe(403);
    expect((await post('/globalschedule/generate', body({ employeeIds: mere }), employeeToken)).status).toBe(403);
    expect((await post('/globalschedule/verify', body({ employeeIds: [aroha, mere] }), supervisor.token)).status).toBe(404);
    expect((await post('/globalschedule/generate', body({ byEmployee: false, departmentIds: north }), supervisor.token)).status).toBe(404);
    expect((await post('/globalschedule/verify', body({ employeeIds: mere }), otherAdmin)).status).toBe(404);
    expect((await post('/globalschedule/generate', body({ byEmployee: false, departmentIds: north }), otherAdmin)).status).toBe(404);
    expect((await post('/globalschedule/verify', body({ employeeIds: randomUUID() }))).status).toBe(404);
    expect(await runs()).toBe(jobs);
    expect((await post('/globalschedule/verify', body({ employeeIds: aroha }), supervisor.token)).body).toEqual({ message: 'success', conflicts: [] });
  });

  it("adds the shifts to each employee's day (a department and those below it), and the timesheet shows the new Sch In and Out", async () => {
    const before = await daySections(mere, '2026-12-03');
    expect(before).toEqual({ type: 'Working', shifts: ['08:00 16:30'] });
    const { run, result } = await generate(request('2026-12-03', { byEmployee: false, departmentIds: north }, shift('17:00', '20:00', { breakTime: 15, departmentId: forklift })));
    expect(run.progress).toEqual({ processed: 2, total: 2 });
    expect(result.scheduled.map((s) => s.name).sort()).toEqual(['Mere Test', 'Tama Test']);
    expect(result).toMatchObject({ employees: 2, skipped: [] });
    for (const employeeId of [mere, tama]) {
      expect(await daySections(employeeId, '2026-12-03')).toEqual({ type: 'Working', shifts: ['08:00 16:30', '17:00 20:00'] });
      const day = (await ownDay(employeeId, '2026-12-03')).ruleVos[0];
      expect(day).toMatchObject({ custom: true, isOffDay: false });
      expect(day.workSections.map((s) => [s.startTime, s.endTime, s.breakTime, s.departmentId])).toEqual([
        ['08:00', '16:30', 30, null],
        ['17:00', '20:00', 15, forklift],
      ]);
    }
    expect((await daySections(aroha, '2026-12-03')).shifts).toEqual(['08:00 16:30']);
  });

  it('the same request again changes nothing: its shifts are already there, so no conflict and nothing appended', async () => {
    const body = request('2026-12-03', { byEmployee: false, departmentIds: north }, shift('17:00', '20:00', { breakTime: 15, departmentId: forklift }));
    const written = await scheduleEvents();
    const { result } = await generate(body);
    expect(result.scheduled).toHaveLength(2);
    expect(await scheduleEvents()).toBe(written);
    expect((await daySections(mere, '2026-12-03')).shifts).toEqual(['08:00 16:30', '17:00 20:00']);
  });

  it('a second delivery of the same run (after a crash) writes nothing more', async () => {
    const { run } = await generate(request('2026-12-07', { employeeIds: [mere, tama] }, shift('18:00', '21:00')));
    expect((await daySections(mere, '2026-12-07')).shifts).toEqual(['08:00 16:30', '18:00 21:00']);
    const written = await scheduleEvents();
    const job = stack.worker?.get(BulkScheduleJob) as BulkScheduleJob;
    const stored = (await stack.db.pool.query<{ payload: JobPayload<typeof JobKind.BulkSchedule>; requested_by: string }>('SELECT payload, requested_by FROM job_run WHERE id = $1', [run.id])).rows[0];
    const again = await job.run({ runId: run.id, companyId, requestedBy: stored.requested_by, attempt: 2, resumeFrom: 0, payload: stored.payload, progress: async () => undefined });
    expect([again.scheduled.length, again.skipped]).toEqual([2, []]);
    expect(await scheduleEvents()).toBe(written);
    expect((await daySections(tama, '2026-12-07')).shifts).toEqual(['08:00 16:30', '18:00 21:00']);
  });

  it('lists the conflicts (the day, the day before over midnight, the day after), and generate refuses them with nothing written', async () => {
    // Tama works Tuesday night into Wednesday.
    await generate(request('2026-12-01', { employeeIds: tama }, shift('22:00', '06:00', { endTimeType: 'NextDay' })));
    expect((await daySections(tama, '2026-12-01')).shifts).toEqual(['08:00 16:30', '22:00 06:00+1']);
    const [jobs, written] = [await runs(), await scheduleEvents()];

    const body = request('2026-12-02', { employeeIds: `${mere},${tama}` }, shift('05:00', '07:00'), shift('16:00', '20:00'));
    const verified = await post('/globalschedule/verify', body);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({
      message: 'success',
      conflicts: [
        { employeeId: mere, employeeName: 'Mere Test', shiftDate: '2026-12-02', shiftStart: '2026-12-02 16:00', shiftEnd: '2026-12-02 20:00', conflictDate: '2026-12-02', conflictStart: '2026-12-02 08:00', conflictEnd: '2026-12-02 16:30', prevConflict: false },
        { employeeId: tama, employeeName: 'Tama Test', shiftDate: '2026-12-02', shiftStart: '2026-12-02 05:00', shiftEnd: '2026-12-02 07:00', conflictDate: '2026-12-01', conflictStart: '2026-12-01 22:00', conflictEnd: '2026-12-02 06:00', prevConflict: true },
        { employeeId: tama, employeeName: 'Tama Test', shiftDate: '2026-12-02', shiftStart: '2026-12-02 16:00', shiftEnd: '2026-12-02 20:00', conflictDate: '2026-12-02', conflictStart: '2026-12-02 08:00', conflictEnd: '2026-12-02 16:30', prevConflict: false },
      ],
    });
    const generated = await post('/globalschedule/generate', body);
    expect(generated.body).toEqual({ message: 'conflicts', conflicts: verified.body.conflicts });

    // A night shift on Monday runs into Tuesday's 08:00.
    const intoTuesday = await post('/globalschedule/verify', request('2026-11-30', { employeeIds: mere }, shift('22:00', '09:00', { endTimeType: 'NextDay' })));
    expect(intoTuesday.body.conflicts).toEqual([
      { employeeId: mere, employeeName: 'Mere Test', shiftDate: '2026-11-30', shiftStart: '2026-11-30 22:00', shiftEnd: '2026-12-01 09:00', conflictDate: '2026-12-01', conflictStart: '2026-12-01 08:00', conflictEnd: '2026-12-01 16:30', prevConflict: false },
    ]);
    expect([await runs(), await scheduleEvents()]).toEqual([jobs, written]);
    expect((await daySections(mere, '2026-12-02')).shifts).toEqual(['08:00 16:30']);
  });

  it("an off day replaces the employee's day", async () => {
    const { result } = await generate({ byEmployee: true, employeeIds: [mere], ruleDay: { ruleDay: '2026-12-04', isOffDay: true, title: '2026-12-04', workSections: [] } });
    expect(result.scheduled.map((s) => s.employeeId)).toEqual([mere]);
    expect(await daySections(mere, '2026-12-04')).toEqual({ type: 'OffDay', shifts: [] });
    expect((await ownDay(mere, '2026-12-04')).ruleVos[0]).toMatchObject({ custom: true, isOffDay: true, workSections: [] });
  });

  it('reports those who came to clash, or out of reach, since the request, and writes nothing for them', async () => {
    const job = stack.worker?.get(BulkScheduleJob) as BulkScheduleJob;
    const addition = (await stack.db.pool.query("SELECT payload->'day' AS d FROM job_run WHERE company_id = $1 AND kind = 'bulk-schedule' AND payload->>'date' = '2026-12-03' LIMIT 1", [companyId])).rows[0].d;
    const clash = { ...addition, workSections: [{ ...addition.workSections[0], startTime: '16:00', id: '2026-12-03-bulk-1600' }] };
    const written = await scheduleEvents();
    // Mere's Thursday already holds 17:00-20:00; the supervisor of South no longer reaches Mere.
    const asAdmin = await job.run({ runId: randomUUID(), companyId, requestedBy: randomUUID(), attempt: 1, resumeFrom: 0, payload: { date: '2026-12-03', day: clash, employeeIds: [mere], requester: { name: null, roles: [Role.Admin], functions: [] } }, progress: async () => undefined });
    expect(asAdmin.skipped).toEqual([{ employeeId: mere, name: 'Mere Test', reason: 'conflict' }]);
    const asSupervisor = await job.run({
      runId: randomUUID(),
      companyId,
      requestedBy: supervisor.userId,
      attempt: 1,
      resumeFrom: 0,
      payload: { date: '2026-12-10', day: { ...addition, title: '2026-12-10' }, employeeIds: [mere, aroha].sort(), requester: { name: 'Sione Test', roles: [Role.Supervisor], functions: [] } },
      progress: async () => undefined,
    });
    expect(asSupervisor.skipped).toEqual([{ employeeId: mere, name: 'Mere Test', reason: 'notFound' }]);
    expect(asSupervisor.scheduled.map((s) => s.employeeId)).toEqual([aroha]);
    expect(await scheduleEvents()).toBe(written + 1);
  });

  it("answers 'close' for a date inside a closed pay period on verify and generate, and the run skips a period closed since", async () => {
    await get<TimesheetDto>(`/api/timesheet/getPunchRecords?employeeId=${mere}&fromT=2026-11-23&endT=2026-11-29`);
    const { rows } = await stack.db.pool.query<{ id: string }>(`SELECT id FROM pay_period WHERE company_id = $1 AND from_date <= '2026-11-26' AND to_date >= '2026-11-26'`, [companyId]);
    const ids = rows.map((r) => r.id);
    expect((await post('/payrolltransfer/close', { ids })).body.message).toBe('success');
    try {
      const [jobs, written] = [await runs(), await scheduleEvents()];
      const body = request('2026-11-26', { byEmployee: false, departmentIds: north }, shift('17:00', '20:00'));
      expect((await post('/globalschedule/verify', body)).body).toEqual({ message: 'close' });
      expect((await post('/globalschedule/generate', body)).body).toEqual({ message: 'close' });
      expect((await post('/globalschedule/verify', { ...body, ruleDay: { ruleDay: '2026-11-26', isOffDay: true, workSections: [] } })).body).toEqual({ message: 'close' });
      expect([await runs(), await scheduleEvents()]).toEqual([jobs, written]);

      const job = stack.worker?.get(BulkScheduleJob) as BulkScheduleJob;
      const offDay = { title: '2026-11-26', isOffDay: true, isClosed: false, workSections: [] };
      const closed = await job.run({ runId: randomUUID(), companyId, requestedBy: randomUUID(), attempt: 1, resumeFrom: 0, payload: { date: '2026-11-26', day: offDay, employeeIds: [mere], requester: { name: null, roles: [Role.Admin], functions: [] } }, progress: async () => undefined });
      expect(closed.skipped).toEqual([{ employeeId: mere, name: 'Mere Test', reason: 'closedPeriod' }]);
      expect(await scheduleEvents()).toBe(written);
    } finally {
      expect((await post('/payrolltransfer/open', { ids })).body.message).toBe('success');
    }
  });

  it('refuses an overnight shift for employees paid on the finish day, naming them', async () => {
    const finishDay = (await post('/paygroup/save', { name: 'Finish day', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90, payOnFinishDay: true })).body.id as string;
    const hired = await post('/employee/save-without-photo', { firstName: 'Hemi', lastName: 'Test', departmentId: south, paygroupId: finishDay, hireOnDateValue: '2026-01-05', payId: 'P-9', clockId: '' });
    expect(hired.body.message).toBe('success');
    const night = request('2026-12-08', { byEmployee: false, departmentIds: south }, shift('22:00', '06:00', { endTimeType: 'NextDay' }));
    expect((await post('/globalschedule/verify', night)).body).toEqual({ message: 'Warning: Hemi Test paid on the finish day cannot have an overnight shift.' });
    expect((await post('/globalschedule/generate', night)).body).toEqual({ message: 'Warning: Hemi Test paid on the finish day cannot have an overnight shift.' });
  });
});
