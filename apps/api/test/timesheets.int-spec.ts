import { JobRunDto, PayCardDto, PunchDto, Role, TimesheetDto } from '@timekeep/contracts';
import { createAccount, openCustomer, registerCompany, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';

type EmployeeDetailLike = { departmentId: string };
type Reply = { message: string; id?: string; departmentVo?: { id: string }; punchIds?: string[]; version?: number; job?: JobRunDto; success?: boolean };

describe('timesheets over HTTP', () => {
  let stack: TestStack;
  let admin: string;
  let companyId: string;
  let employeeId: string;
  let payGroupId: string;
  let otherAdmin: string;

  const post = (path: string, body: Record<string, unknown>, token = admin) => stack.call<Reply>('POST', path, { token, body });
  const get = async <T>(path: string, token = admin) => (await stack.call<T>('GET', path, { token })).body;
  const sheet = (token = admin) => get<TimesheetDto>(`/api/timesheet/getPunchRecords?employeeId=${employeeId}&fromT=2026-11-23&endT=2026-11-29`, token);
  /** The one thing a list must hold (the test fails, naming it, when it does not). */
  const must = <T>(found: T | undefined, what: string): T => {
    if (found === undefined) throw new Error(`No ${what}`);
    return found;
  };
  const day = (t: TimesheetDto, date: string) => must(t.timeSheets.find((d) => d.day === date), `day ${date}`);
  const ordinary = (t: TimesheetDto, date: string) => day(t, date).payTypeTimes.find((p) => p.name === 'Ordinary Time')?.value ?? 0;
  const eventCount = async () => (await stack.db.pool.query("SELECT count(*)::int AS n FROM events WHERE type LIKE 'timekeeping.%'")).rows[0].n as number;

  beforeAll(async () => {
    stack = await startTestStack({ worker: true });
    const opened = await openCustomer(stack, { name: 'Kauri Ltd', code: 'KAURI', adminEmail: 'admin@kauri.example.com' });
    admin = opened.admin;
    companyId = opened.companyId;
    otherAdmin = await signInAs(stack, (await createAccount(stack, await registerCompany(stack, 'Other'), { firstName: 'Oth', roles: [Role.Admin] })).email);
    const north = (await post('/department/save', { departmentName: 'North' })).body.departmentVo?.id as string;
    payGroupId = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    const section = { startTime: '08:00', endTime: '16:30', startTimeType: 'Today', endTimeType: 'Today', breakTime: 30 };
    const days = (await post('/schedule/save', { name: 'Days', periodType: 'Weekly', startDate: '2026-11-23', scheduleType: 'template', scheduleRules: [1, 2, 3, 4, 5].map((num) => ({ num, workSections: [section] })) })).body.id as string;
    const hired = await post('/employee/save-without-photo', { firstName: 'Mere', lastName: 'Walker', departmentId: north, paygroupId: payGroupId, hireOnDateValue: '2026-01-05', payId: 'P-1', clockId: '', scheduleId: days });
    expect(hired.body.message).toBe('success');
    employeeId = hired.body.id as string;
  });
  afterAll(() => stack.close());

  it('a day alone opens the pay period holding it, so the summary covers what the pay card pays (issue 28)', async () => {
    // The exceptions list links with the exception's day: before, the range was that day to the period's end.
    const opened = await get<TimesheetDto>(`/api/timesheet/getPunchRecords?employeeId=${employeeId}&fromT=2026-11-25`);
    expect([opened.fromT, opened.toT]).toEqual(['2026-11-23', '2026-11-29']);
    expect(opened.timeSheets.map((d) => d.day)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    // A range asked for is still that range.
    const one = await get<TimesheetDto>(`/api/timesheet/getPunchRecords?employeeId=${employeeId}&fromT=2026-11-25&endT=2026-11-25`);
    expect(one.timeSheets.map((d) => d.day)).toEqual(['2026-11-25']);
  });

  it("a punch pair becomes the day's hours at once; a duplicate minute is refused and writes nothing", async () => {
    const empty = await sheet();
    expect(empty.timeSheets.map((d) => d.day)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    expect(empty.timeSheets.slice(5).map((d) => d.type)).toEqual(['OffDay', 'OffDay']);
    expect(empty.employee).toMatchObject({ firstName: 'Mere', lastName: 'Walker', payGroupName: 'Weekly', departmentName: 'North', scheduleName: 'Days' });

    const saved = await post('/timesheet/saveSinglePunch', { employeeId, day: '2026-11-23', inTime: '08:00', outTime: '16:30', version: empty.version });
    expect(saved.body.message).toBe('success');
    expect(saved.body.punchIds).toHaveLength(2);
    const after = await sheet();
    expect(day(after, '2026-11-23').type).toBe('Working');
    // The pay group deducts no break (breakCalculationType None), so 08:00 to 16:30 is 8.5 hours.
    expect(ordinary(after, '2026-11-23')).toBe(8.5);
    expect(day(after, '2026-11-23').punches.map((p) => p.punchTime)).toEqual(['08:00', '16:30']);

    const before = await eventCount();
    expect((await post('/api/punches/save', { employeeId, day: '2026-11-23', punchTime: '08:00' })).body).toEqual({ message: 'hasExistPunchRecord' });
    const backwards = await post('/timesheet/saveSinglePunch', { employeeId, day: '2026-11-24', inTime: '16:00', outTime: '08:00' });
    expect([backwards.status, backwards.body.message]).toEqual([400, 'The out time must be later than the in time.']);
    expect((await post('/api/punches/save', { employeeId, day: '2026-11-24', punchTime: '25:00' })).status).toBe(400);
    expect(await eventCount()).toBe(before);
  });

  it('modifies and deletes a punch, refuses a stale form, and the history names each change', async () => {
    const t = await sheet();
    const [inPunch] = day(t, '2026-11-23').punches;
    const moved = await post('/api/punches/save', { id: inPunch.id, employeeId, day: '2026-11-23', punchTime: '09:00', version: inPunch.version });
    expect(moved.body.message).toBe('success');
    expect(ordinary(await sheet(), '2026-11-23')).toBe(7.5);
    const stale = await post('/timesheet/deleteSinglePunch', { employeeId, punchId: inPunch.id, version: t.version });
    expect([stale.status, stale.body]).toEqual([409, { message: 'This timesheet was changed by someone else. Reload it and try again.' }]);
    expect((await post('/timesheet/deleteSinglePunch', { employeeId, punchId: inPunch.id })).body.message).toBe('success');
    const after = await sheet();
    expect(day(after, '2026-11-23').punches).toHaveLength(1);
    expect(day(after, '2026-11-23').exceptions).toContain('MissingPunch');

    const history = await get<{ items: Array<{ subject: string; changes: Array<{ field: string; from: unknown; to: unknown }> }> }>(`/api/timesheet/history?employeeId=${employeeId}&fromT=2026-11-23&endT=2026-11-29`);
    expect(history.items[0].changes).toEqual([{ field: 'punchTime', from: '2026-11-23 09:00', to: null }]);
    expect(history.items[1].changes).toEqual([{ field: 'punchTime', from: '2026-11-23 08:00', to: '2026-11-23 09:00' }]);
  });

  it('shows the timesheet as it stood before an edit', async () => {
    const before = new Date();
    await new Promise((r) => setTimeout(r, 20));
    await post('/timesheet/saveSinglePunch', { employeeId, day: '2026-11-25', inTime: '08:00', outTime: '12:00' });
    expect(ordinary(await sheet(), '2026-11-25')).toBe(4);
    const past = await get<TimesheetDto>(`/api/timesheet/getPunchRecords?employeeId=${employeeId}&fromT=2026-11-23&endT=2026-11-29&asOf=${encodeURIComponent(before.toISOString())}`);
    expect(past.asOf).toBe(before.toISOString());
    expect(past.readonly).toBe(true);
    expect(day(past, '2026-11-25').punches).toEqual([]);
    expect(day(past, '2026-11-23').punches).toHaveLength(1);
  });

  it('a shift saved on the timesheet schedules the day; deleting it gives the day no shift', async () => {
    const saved = await post('/timesheet/saveShiftCard', { employeeId, day: '2026-11-28', create: true, startTime: '10:00', endTime: '14:00', breakTime: 0 });
    expect(saved.body).toEqual({ success: true, message: 'success' });
    const t = await sheet();
    const shift = day(t, '2026-11-28').workShifts[0];
    expect([shift.startTime, shift.endTime, shift.fromTemplate]).toEqual(['10:00', '14:00', false]);
    const backwards = await post('/timesheet/saveShiftCard', { employeeId, day: '2026-11-28', create: true, startTime: '14:00', endTime: '10:00' });
    expect([backwards.status, backwards.body.message]).toEqual([400, 'Sch Out must be later than Sch In!']);
    // A shift over the day's other answers the schedule's code, as the spec's shape: success false.
    expect((await post('/timesheet/saveShiftCard', { employeeId, day: '2026-11-28', create: true, startTime: '12:00', endTime: '16:00' })).body).toEqual({ success: false, message: 'timeclash' });
    expect((await post('/timesheet/deleteCustomSchedule', { employeeId, day: '2026-11-28', schId: shift.id })).body.message).toBe('success');
    expect(day(await sheet(), '2026-11-28').workShifts).toEqual([]);
  });

  it('answers the single-punch, pair, last-punch, status, month and today calls', async () => {
    const t = await sheet();
    const [first] = day(t, '2026-11-25').punches;
    expect(await get<PunchDto>(`/api/punches/${first.id}`)).toMatchObject({ id: first.id, day: '2026-11-25', punchTime: '08:00', entry: 'Man', source: 'api' });
    expect((await stack.call('GET', `/api/punches/${first.id}`, { token: otherAdmin })).status).toBe(404);
    const pair = await get<{ inPunchId: string; outPunchId: string; worktime: number }>(`/api/punch-pairs/${first.id}`);
    expect([pair.inPunchId, pair.worktime]).toEqual([first.id, 4]);
    const put = await stack.call<{ result: boolean; errorMessage: string | null }>('PUT', `/punch-pairs/${first.id}`, { token: admin, body: { approved: true } });
    expect(put.body).toMatchObject({ result: true, errorMessage: null });
    expect((await get<{ approved: boolean }>(`/api/punch-pairs/${first.id}`)).approved).toBe(true);
    // A save that does not name the approval (a client changing only the job) leaves it as it is.
    expect((await stack.call<{ result: boolean }>('PUT', `/punch-pairs/${first.id}`, { token: admin, body: { jobId: null } })).body).toMatchObject({ result: true });
    expect((await get<{ approved: boolean }>(`/api/punch-pairs/${first.id}`)).approved).toBe(true);
    const last = await get<PunchDto>(`/api/punches/last-punch/${employeeId}`);
    expect(last.local >= '2026-11-25T12:00').toBe(true);
    // Who is in now: a punch an hour ago (Auckland wall time, the company's zone) is In until its out.
    const statusOf = async (id: string) => (await get<Array<{ employeeId: string; status: string }>>('/api/punches/status')).find((s) => s.employeeId === id)?.status;
    const hourAgo = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Pacific/Auckland', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(Date.now() - 3600_000));
    const [hourAgoDay, hourAgoTime] = hourAgo.split(' ');
    const north = (await get<EmployeeDetailLike>(`/api/employees/${employeeId}`)).departmentId;
    const second = (await post('/employee/save-without-photo', { firstName: 'Tama', lastName: 'Ngata', departmentId: north, paygroupId: payGroupId, hireOnDateValue: '2026-01-05', payId: 'P-2', clockId: '' })).body.id as string;
    expect(await statusOf(second)).toBe('No Punch');
    expect((await post('/api/punches/save', { employeeId: second, day: hourAgoDay, punchTime: hourAgoTime })).body.message).toBe('success');
    expect(await statusOf(second)).toBe('In');
    const month = await get<{ month: string; totals: Array<{ name: string; value: number }> }>(`/api/timesheet/paytype-by-month?employeeId=${employeeId}&month=2026-11`);
    expect(month.totals.find((x) => x.name === 'Ordinary Time')?.value).toBeGreaterThanOrEqual(4);
    expect((await stack.call('GET', `/api/timesheet/paytype-by-month?employeeId=${employeeId}&month=2026-13`, { token: admin })).status).toBe(400);
    expect((await get<{ message: string }>(`/api/timesheet/recalculate/today?employeeId=${employeeId}`)).message).toBe('success');
    expect((await stack.call('GET', '/api/punch-photos?photoPath=nobody.jpg', { token: admin })).status).toBe(404);
  });

  it('keeps timesheets to their company, scope and editors', async () => {
    expect((await stack.call('GET', `/api/timesheet/getPunchRecords?employeeId=${employeeId}`, { token: otherAdmin })).status).toBe(404);
    expect((await post('/api/punches/save', { employeeId, day: '2026-11-26', punchTime: '08:00' }, otherAdmin)).status).toBe(404);
    const supervisor = await signInAs(stack, (await createAccount(stack, companyId, { firstName: 'Sup', roles: [Role.Supervisor] })).email);
    expect((await stack.call('GET', `/api/timesheet/getPunchRecords?employeeId=${employeeId}`, { token: supervisor })).status).toBe(404);
    const employee = await signInAs(stack, (await createAccount(stack, companyId, { firstName: 'Emp', roles: [Role.Employee] })).email);
    expect((await post('/api/punches/save', { employeeId, day: '2026-11-26', punchTime: '08:00' }, employee)).status).toBe(403);
  });

  it('a closed pay period refuses punches and writes nothing', async () => {
    const t = await sheet();
    expect((await post('/payrolltransfer/close', { ids: [t.payrollTransferId] })).body.message).toBe('success');
    const before = await eventCount();
    expect((await post('/api/punches/save', { employeeId, day: '2026-11-26', punchTime: '08:00' })).body).toEqual({ message: 'closedPeriod' });
    expect(await eventCount()).toBe(before);
    expect((await sheet()).ptClosed).toBe(true);
    expect((await post('/payrolltransfer/open', { ids: [t.payrollTransferId] })).body.message).toBe('success');
  });

  it('two clerks saving punches for one employee at once both land', async () => {
    const results = await Promise.all(['06:00', '06:30', '07:00', '07:30'].map((time) => post('/api/punches/save', { employeeId, day: '2026-11-27', punchTime: time })));
    expect(results.map((r) => r.body.message)).toEqual(['success', 'success', 'success', 'success']);
    expect(day(await sheet(), '2026-11-27').punches.map((p: PunchDto) => p.punchTime)).toEqual(['06:00', '06:30', '07:00', '07:30']);
  });

  it('edits the pay card and answers its codes', async () => {
    const types = (await get<{ items?: Array<{ id: string; code: string }> } | Array<{ id: string; code: string }>>('/api/pay-types')) as unknown;
    const list = (Array.isArray(types) ? types : (types as { items: Array<{ id: string; code: string }> }).items) as Array<{ id: string; code: string; leaveStatus?: boolean }>;
    const ord = must(list.find((t) => t.code === 'ORD'), 'ORD pay type');
    const card = (await post('/paycard/getPayCard', { employeeId, fromDate: '2026-11-23', toDate: '2026-11-29' })).body as unknown as PayCardDto;
    const row = must(card.details.find((d) => d.payTypeId === ord.id), 'ordinary row');
    expect(row.units).toBeGreaterThan(0);
    const beforeCard = new Date();
    await new Promise((r) => setTimeout(r, 20));
    expect((await post('/paycard/save', { employeeId, fromDate: '2026-11-23', details: [{ id: row.id, payTypeId: ord.id, effUnits: 20, notes: 'agreed' }] })).body.message).toBe('success');
    // As of before the save, the card had the timesheet's own units.
    const past = (await post('/paycard/getPayCard', { employeeId, fromDate: '2026-11-23', toDate: '2026-11-29', asOf: beforeCard.toISOString() })).body as unknown as PayCardDto;
    expect(past.details.find((d) => d.payTypeId === ord.id)).toMatchObject({ effUnits: row.units, notes: null });
    const after = (await post('/paycard/getPayCard', { employeeId, fromDate: '2026-11-23' })).body as unknown as PayCardDto;
    expect(after.details.find((d) => d.payTypeId === ord.id)).toMatchObject({ effUnits: 20, notes: 'agreed', units: row.units });
    expect((await post('/paycard/save', { employeeId, fromDate: '2026-11-23', details: [{ payTypeId: ord.id }, { payTypeId: ord.id }] })).body.message).toBe('repeatcode');
    expect((await post('/paycard/save', { fromDate: '2026-11-23', details: [] })).body.message).toBe('noEmployee');

    // An attachment: only a real JPEG or PDF is taken, and only its employee's viewers can read it back.
    const attach = async (bytes: Buffer, name: string) => {
      const form = new FormData();
      form.append('data', JSON.stringify({ employeeId, fromDate: '2026-11-23', details: [] }));
      form.append('file', new Blob([bytes]), name);
      const response = await fetch(`${stack.baseUrl}/paycard/save`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
      return (await response.json()) as { message: string };
    };
    const files = async () => ((await post('/paycard/getPayCard', { employeeId, fromDate: '2026-11-23' })).body as unknown as PayCardDto).files;
    expect(await attach(Buffer.from('not really a pdf'), 'timesheet.pdf')).toEqual({ message: 'WrongFileFormat' });
    expect(await attach(Buffer.from('%PDF-1.4 signed'), 'timesheet.exe')).toEqual({ message: 'WrongFileFormat' });
    expect(await files()).toEqual([]);
    expect(await attach(Buffer.from('%PDF-1.4 signed'), 'signed.pdf')).toEqual({ message: 'success' });
    const [file] = await files();
    expect(file.name).toBe('signed.pdf');
    const served = await fetch(`${stack.baseUrl}/api/paycard/files/${file.fileName}`, { headers: { authorization: `Bearer ${admin}` } });
    expect([served.status, served.headers.get('content-type'), await served.text()]).toEqual([200, 'application/pdf', '%PDF-1.4 signed']);
    expect((await fetch(`${stack.baseUrl}/api/paycard/files/${file.fileName}`, { headers: { authorization: `Bearer ${otherAdmin}` } })).status).toBe(404);
  });

  it('a change to a pay group rule recalculates its employees through a job', async () => {
    expect(ordinary(await sheet(), '2026-11-25')).toBe(4);
    const beforeChange = new Date();
    await new Promise((r) => setTimeout(r, 20));
    const group = await get<Record<string, unknown>>(`/api/pay-groups/${payGroupId}`);
    const savedAt: Date = (await stack.db.pool.query('SELECT now() AS at')).rows[0].at;
    const saved = await post('/paygroup/save', { ...group, id: payGroupId, overtimeCalculationType: 'Daily', dailyOvertimeThreshold: 2 } as Record<string, unknown>);
    expect(saved.body.message).toBe('success');
    const stale = async () => (await stack.db.pool.query('SELECT count(*)::int AS n FROM timesheet_day WHERE employee_id = $1 AND stale', [employeeId])).rows[0].n as number;
    // The save marked the employee's days stale in its own transaction.
    expect(await stale()).toBeGreaterThan(0);
    // A run that started after the save: the one this change queued, or one still waiting from an earlier change, which takes these days too.
    const run = async () => (await stack.db.pool.query("SELECT status, processed, total FROM job_run WHERE kind = 'recalculate-timesheets' AND company_id = $1 AND started_at > $2 ORDER BY started_at DESC LIMIT 1", [companyId, savedAt])).rows[0];
    const deadline = Date.now() + 20000;
    while (((await run())?.status !== 'completed' || (await stale()) > 0) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    // The pay group's employees with stored days (Mere and Tama) were recalculated by the worker, not by a read.
    const done = await run();
    expect(done?.status).toBe('completed');
    expect(done?.processed).toBeGreaterThanOrEqual(1);
    expect(await stale()).toBe(0);
    // Daily overtime after 2 hours now splits the 4-hour day; as of before the change it was all ordinary time.
    expect(ordinary(await sheet(), '2026-11-25')).toBe(2);
    const past = await get<TimesheetDto>(`/api/timesheet/getPunchRecords?employeeId=${employeeId}&fromT=2026-11-23&endT=2026-11-29&asOf=${encodeURIComponent(beforeChange.toISOString())}`);
    expect(ordinary(past, '2026-11-25')).toBe(4);
  });

  it('recalculates a pay period in the worker with progress', async () => {
    const t = await sheet();
    const queued = await post('/recalculate/recalculateTimeSheet', { payrollTransferId: t.payrollTransferId, employees: [{ employeeId }] });
    expect(queued.body.message).toBe('success');
    let run = must(queued.body.job, 'job');
    const id = run.id;
    const deadline = Date.now() + 20000;
    while (run.status !== 'completed' && run.status !== 'failed' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      run = await get<JobRunDto>(`/api/job-runs/${id}`);
    }
    expect(run).toMatchObject({ status: 'completed', progress: { processed: 1, total: 1 } });
  });
});
