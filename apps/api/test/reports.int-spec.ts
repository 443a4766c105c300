import { JobKind, JobPayload, JobRunDto, LeaveBalanceDto, Page, LeaveDto, REPORT_TEXTS, ReportDefinitionDto, ReportTypeDto, Role, TimesheetDto } from '@timekeep/contracts';
import { Streams } from '@timekeep/server-platform';
import { ReportJob } from '@timekeep/server-reporting';
import { createAccount, eventually, openCustomer, registerCompany, sheetRows, signInAs, startTestStack, systemContext, TestStack } from '@timekeep/server-testing';
import { pdfText } from '@timekeep/testing-pdf';

type Reply = { message: string; id?: string; departmentVo?: { id: string } };

/** Monday of the week before today's on the company's clock, and that week's days (the exceptions list's Previous period). */
function previousWeek(timeZone: string): string[] {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const t = Date.parse(`${today}T00:00:00Z`);
  const sinceMonday = (new Date(t).getUTCDay() + 6) % 7;
  const monday = t - (sinceMonday + 7) * 86_400_000;
  return Array.from({ length: 7 }, (_, i) => new Date(monday + i * 86_400_000).toISOString().slice(0, 10));
}

describe('reports (issue 20 point 5: document 3 §2 /jasper/condition, §3 report type and definition, §7)', () => {
  let stack: TestStack;
  let admin: string;
  let superadmin: string;
  let supervisor: string;
  let employeeToken: string;
  let otherAdmin: string;
  let north: string;
  let south: string;
  let payGroupId: string;
  let mere: string;
  let tai: string;
  let aroha: string;
  let week: string[];
  let slab: string;
  let annual: string;
  let companyId: string;

  const post = (path: string, body: Record<string, unknown>, token = admin) => stack.call<Reply>('POST', path, { token, body });
  const get = async <T>(path: string, token = admin) => stack.call<T>('GET', path, { token });
  const download = async (body: Record<string, unknown>, token = admin) => {
    const response = await fetch(`${stack.baseUrl}/jasper/download`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, type: response.headers.get('content-type') ?? '', disposition: response.headers.get('content-disposition') ?? '', body: Buffer.from(await response.arrayBuffer()) };
  };
  const fetchFile = async (path: string, token = admin) => {
    const response = await fetch(`${stack.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
  };
  const summary = (extra: Record<string, unknown> = {}) => ({ report: 'TimesheetSummaryReport', startDate: week[0], endDate: week[6], format: 'XLSX', grouping: 'None', sorting: 'LastName', ...extra });
  const sheet = async (employeeId: string) => (await get<TimesheetDto>(`/api/timesheet/getPunchRecords?employeeId=${employeeId}&fromT=${week[0]}&endT=${week[6]}`)).body;

  beforeAll(async () => {
    stack = await startTestStack({ worker: true });
    const opened = await openCustomer(stack, { name: 'Totara Reports Ltd', code: 'TOTARA', adminEmail: 'admin@totara.example.com', sumLicense: 100 });
    admin = opened.admin;
    companyId = opened.companyId;
    const zone = (await stack.db.pool.query('SELECT time_zone FROM company WHERE id = $1', [companyId])).rows[0].time_zone as string;
    week = previousWeek(zone);
    otherAdmin = await signInAs(stack, (await createAccount(stack, await registerCompany(stack, 'Other'), { firstName: 'Oth', roles: [Role.Admin] })).email);
    north = (await post('/department/save', { departmentName: 'North' })).body.departmentVo?.id as string;
    south = (await post('/department/save', { departmentName: 'South' })).body.departmentVo?.id as string;
    superadmin = await signInAs(stack, (await createAccount(stack, companyId, { firstName: 'Sup', roles: [Role.Superadmin] })).email);
    supervisor = await signInAs(stack, (await createAccount(stack, companyId, { firstName: 'Vis', roles: [Role.Supervisor], departmentIds: [north] })).email);
    employeeToken = await signInAs(stack, (await createAccount(stack, companyId, { firstName: 'Emp', roles: [Role.Employee] })).email);
    payGroupId = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    const section = { startTime: '08:00', endTime: '16:30', startTimeType: 'Today', endTimeType: 'Today', breakTime: 30 };
    const days = (await post('/schedule/save', { name: 'Days', periodType: 'Weekly', startDate: '2026-01-05', scheduleType: 'template', scheduleRules: [1, 2, 3, 4, 5].map((num) => ({ num, workSections: [section] })) })).body.id as string;
    const hire = async (firstName: string, lastName: string, departmentId: string, payId: string) =>
      (await post('/employee/save-without-photo', { firstName, lastName, departmentId, paygroupId: payGroupId, hireOnDateValue: '2026-01-05', payId, clockId: '', scheduleId: days, payRate: 30 })).body.id as string;
    mere = await hire('Mere', 'Walker', north, 'P-1');
    tai = await hire('Tai', 'Anderson', south, 'P-2');
    aroha = await hire('Aroha', 'Zane', north, 'P-3');
    slab = (await post('/job/save', { code: 'J-100', name: 'Slab' })).body.id as string;
    for (const [employeeId, day, inTime, outTime, jobId] of [
      [mere, week[0], '08:00', '16:30', slab],
      [mere, week[1], '08:00', '19:00', null],
      [mere, week[2], '07:55', '16:35', slab],
      [tai, week[1], '09:00', '13:00', null],
      [aroha, week[3], '08:00', '16:30', null],
    ] as const) {
      expect((await post('/timesheet/saveSinglePunch', { employeeId, day, inTime, outTime, ...(jobId ? { jobId } : {}) })).body.message).toBe('success');
    }
  });
  afterAll(() => stack.close());

  it('lists the report types with their option types, each as visible as what it shows', async () => {
    const types = (await get<ReportTypeDto[]>('/api/reports/report-types')).body;
    expect(types.map((t) => t.id)).toEqual(['WeeklyScheduleReport', 'TimesheetSummaryReport', 'AttendanceExceptionsReport', 'HoursByJobTaskReport', 'LeaveTakenAndBalancesReport', 'PayrollPeriodSummaryReport']);
    expect(types.find((t) => t.id === 'HoursByJobTaskReport')).toEqual({ id: 'HoursByJobTaskReport', name: 'Hours by Job and Task', conditionOptionTypes: ['payGroup', 'department', 'job', 'employee'] });
    // A supervisor has no payroll transfers: no payroll period summary, and running it is refused.
    expect((await get<ReportTypeDto[]>('/api/reports/report-types', supervisor)).body.map((t) => t.id)).not.toContain('PayrollPeriodSummaryReport');
    expect((await download({ ...summary(), report: 'PayrollPeriodSummaryReport' }, supervisor)).status).toBe(403);
    expect((await get('/api/reports/PayrollPeriodSummaryReport', supervisor)).status).toBe(404);
    // An employee has no reports at all.
    expect((await get('/api/reports/report-types', employeeToken)).status).toBe(403);
    expect((await download(summary(), employeeToken)).status).toBe(403);
  });

  it('answers a definition: conditions with options for the reader, employees first plus last name by first name, jobs code - name', async () => {
    const definition = (await get<ReportDefinitionDto>('/api/reports/HoursByJobTaskReport')).body;
    expect(definition.conditions.map((c) => c.id)).toEqual(['startDate', 'endDate', 'payGroupIds', 'positionIds', 'jobIds', 'employeeIds', 'sorting', 'grouping', 'format']);
    const by = (id: string) => definition.conditions.find((c) => c.id === id);
    expect(by('employeeIds')).toMatchObject({ type: 'select', multiple: true, conditionOptionType: 'employee', hideFromSchedule: false });
    expect(by('employeeIds')?.options.map((o) => o.label)).toEqual(['Aroha Zane', 'Mere Walker', 'Tai Anderson']);
    expect(by('jobIds')?.options).toEqual([{ value: slab, label: 'J-100 - Slab' }]);
    expect(by('payGroupIds')?.options.map((o) => o.label)).toContain('Weekly');
    expect(by('startDate')).toMatchObject({ type: 'date', hideFromSchedule: true, required: true });
    expect(by('format')?.options.map((o) => o.value)).toEqual(['PDF', 'XLSX']);
    expect(definition.scheduleConditions.map((c) => c.id)).toEqual(['startDate', 'sendTime', 'frequency', 'period', 'receivers']);
    // The supervisor's options are their own departments' and employees' only; another company's admin sees none of ours.
    const scoped = (await get<ReportDefinitionDto>('/api/reports/TimesheetSummaryReport', supervisor)).body;
    expect(scoped.conditions.find((c) => c.id === 'employeeIds')?.options.map((o) => o.label)).toEqual(['Aroha Zane', 'Mere Walker']);
    expect(scoped.conditions.find((c) => c.id === 'positionIds')?.options.map((o) => o.value)).toEqual([north]);
    const other = (await get<ReportDefinitionDto>('/api/reports/TimesheetSummaryReport', otherAdmin)).body;
    expect(other.conditions.find((c) => c.id === 'employeeIds')?.options).toEqual([]);
    expect((await get('/api/reports/NoSuchReport')).status).toBe(404);
  });

  it('offers the roster’s weekly schedule in the list: its definition, run as the condition form sends it, is the Print’s PDF', async () => {
    const definition = (await get<ReportDefinitionDto>('/api/reports/WeeklyScheduleReport')).body;
    expect(definition.conditions.map((c) => c.id)).toEqual(['startDate', 'endDate', 'departmentIds', 'sortBy', 'format']);
    expect(definition.conditions.find((c) => c.id === 'format')?.options.map((o) => o.value)).toEqual(['PDF']);
    const file = await download({ report: 'WeeklyScheduleReport', startDate: week[0], endDate: week[6], departmentIds: [north], sortBy: 'LastName', format: 'PDF' });
    expect(file.status).toBe(200);
    expect(file.disposition).toBe(`attachment; filename="WeeklyScheduleReport-${week[0]}.pdf"`);
    const { text } = await pdfText(file.body);
    expect(text).toContain('Walker');
    expect(text).not.toContain('Anderson');
  });

  it('runs the timesheet summary as XLSX with each employee and pay type equal to the timesheet screen', async () => {
    const file = await download(summary());
    expect(file.status).toBe(200);
    expect(file.type).toContain('spreadsheetml');
    expect(file.disposition).toBe(`attachment; filename="TimesheetSummaryReport-${week[0]}_${week[6]}.xlsx"`);
    const { rows, lines } = await sheetRows(file.body, 'Employee');
    expect(lines[0][0]).toBe('Totara Reports Ltd: Timesheet Summary');
    expect(lines[1][0]).toBe(`Period ${week[0]} to ${week[6]}`);
    const body = rows.filter((r) => r.Employee !== 'Total');
    // Sorted by last name: Anderson, Walker, Zane.
    expect([...new Set(body.map((r) => r.Employee))]).toEqual(['Tai Anderson', 'Mere Walker', 'Aroha Zane']);
    let minutes = 0;
    for (const [id, name] of [[mere, 'Mere Walker'], [tai, 'Tai Anderson'], [aroha, 'Aroha Zane']]) {
      const screen = (await sheet(id)).totals.filter((t) => t.value);
      expect(screen.length).toBeGreaterThan(0);
      const reported = body.filter((r) => r.Employee === name);
      expect(reported.map((r) => [r['Pay Type'], r.Hours ?? r.Units]).sort()).toEqual(screen.map((t) => [t.name, t.value]).sort());
      minutes += screen.filter((t) => t.unit === 'hours').reduce((n, t) => n + Math.round(t.value * 60), 0);
    }
    expect(rows.find((r) => r.Employee === 'Total')?.Hours).toBe(Math.round((minutes / 60) * 100) / 100);
  });

  it('draws the same figures as a PDF, grouped by employee, read back with poppler', async () => {
    const file = await download(summary({ format: 'PDF', grouping: 'Employee' }));
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/pdf');
    const { text } = await pdfText(file.body);
    expect(text).toContain('Totara Reports Ltd: Timesheet Summary');
    const screen = await sheet(mere);
    for (const total of screen.totals.filter((t) => t.value && t.unit === 'hours')) {
      expect(text).toMatch(new RegExp(`Mere Walker\\s+P-1\\s+North\\s+${total.name}\\s+${total.value.toFixed(2)}`));
    }
    expect(text).toContain('Mere Walker (P-1)');
  });

  it('shows a supervisor only their departments, whatever departments they ask for; another company sees nothing of ours', async () => {
    const mine = await sheetRows((await download(summary(), supervisor)).body, 'Employee');
    expect([...new Set(mine.rows.filter((r) => r.Employee !== 'Total').map((r) => r.Employee))]).toEqual(['Mere Walker', 'Aroha Zane']);
    const south_ = await sheetRows((await download(summary({ positionIds: [south] }), supervisor)).body, 'Employee');
    expect(south_.rows.filter((r) => r.Employee !== 'Total')).toEqual([]);
    const theirs = await download(summary({ departmentIds: [north, south].join(','), employeeIds: [mere, tai] }), otherAdmin);
    expect(theirs.status).toBe(200);
    expect((await sheetRows(theirs.body, 'Employee')).rows.filter((r) => r.Employee !== 'Total')).toEqual([]);
  });

  it('refuses bad conditions with a sentence, and an unknown report', async () => {
    const refused = async (body: Record<string, unknown>) => {
      const reply = await post('/jasper/download', body);
      expect(reply.status).toBe(400);
      return reply.body.message;
    };
    expect(await refused({ ...summary(), report: 'NoSuchReport' })).toBe(REPORT_TEXTS.unknownReport);
    expect(await refused({ ...summary(), report: '' })).toBe(REPORT_TEXTS.chooseReport);
    expect(await refused(summary({ startDate: '2026-13-01' }))).toBe(REPORT_TEXTS.chooseDates);
    expect(await refused(summary({ startDate: week[6], endDate: week[0] }))).toBe(REPORT_TEXTS.endBeforeStart);
    expect(await refused(summary({ startDate: '2026-01-01', endDate: '2026-06-30' }))).toBe(REPORT_TEXTS.tooLong);
    // Every report, the weekly schedule too (it answered 'Choose a range of 1 to 42 days.' for End before Start).
    const weekly = { report: 'WeeklyScheduleReport', departmentIds: [north], sortBy: 'LastName', format: 'PDF' };
    expect(await refused({ ...weekly, startDate: week[6], endDate: week[0] })).toBe(REPORT_TEXTS.endBeforeStart);
    expect(await refused({ ...weekly, startDate: '2026-01-01', endDate: '2026-06-30' })).toBe('Choose a range of 1 to 42 days.');
    expect(await refused(summary({ format: 'DOCX' }))).toBe(REPORT_TEXTS.chooseFormat);
    expect(await refused(summary({ sorting: 'Height' }))).toBe(REPORT_TEXTS.chooseFromList);
    expect(await refused(summary({ positionIds: 'not-an-id' }))).toBe(REPORT_TEXTS.chooseFromList);
    expect(await refused(summary({ departmentIds: 'not-an-id' }))).toBe(REPORT_TEXTS.chooseFromList);
  });

  it('lists the attendance exceptions the exceptions screen lists for the same period', async () => {
    const file = await download({ report: 'AttendanceExceptionsReport', startDate: week[0], endDate: week[6], format: 'XLSX', grouping: 'None', status: 'Unreviewed' });
    expect(file.status).toBe(200);
    const reported = (await sheetRows(file.body, 'Date')).rows.filter((r) => r.Date !== 'Total');
    const listed = (await get<{ items: Array<{ employeeName: string; date: string; exceptionType?: string; type?: string }> }>('/api/time-card-exceptions?dayType=Previous&pageSize=100')).body.items;
    const key = (name: unknown, date: unknown) => `${name}|${date}`;
    expect(reported.length).toBeGreaterThan(0);
    expect(reported.map((r) => key(r.Employee, r.Date)).sort()).toEqual(listed.map((r) => key(r.employeeName, r.date)).sort());
    // Tai came late and left early on the Tuesday.
    expect(reported.filter((r) => r.Employee === 'Tai Anderson' && r.Date === week[1]).map((r) => r.Exception).sort()).toEqual(['Early Departure', 'Late Arrival']);
  });

  it('keeps a supervisor’s attendance exceptions to their departments too, whatever departments they ask for', async () => {
    const exceptions = async (token: string, extra: Record<string, unknown> = {}) => {
      const file = await download({ report: 'AttendanceExceptionsReport', startDate: week[0], endDate: week[6], format: 'XLSX', grouping: 'None', status: 'Unreviewed', ...extra }, token);
      expect(file.status).toBe(200);
      return new Set((await sheetRows(file.body, 'Date')).rows.filter((r) => r.Date !== 'Total').map((r) => r.Employee));
    };
    // The admin's report has South's Tai; the supervisor of North has North's employees only.
    expect(await exceptions(admin)).toContain('Tai Anderson');
    const mine = await exceptions(supervisor);
    expect(mine.size).toBeGreaterThan(0);
    expect([...mine].filter((name) => name !== 'Mere Walker' && name !== 'Aroha Zane')).toEqual([]);
    expect(await exceptions(supervisor, { positionIds: [south] })).toEqual(new Set());
    expect(await exceptions(supervisor, { employeeIds: [tai] })).toEqual(new Set());
  });

  it('sums hours by job and task from the pairs the timesheet shows', async () => {
    const file = await download({ report: 'HoursByJobTaskReport', startDate: week[0], endDate: week[6], format: 'XLSX', grouping: 'None', jobIds: [slab] });
    const rows = (await sheetRows(file.body, 'Job')).rows.filter((r) => r.Job !== 'Total');
    const screen = await sheet(mere);
    const slabPairs = screen.timeSheets.flatMap((d) => [...d.workShifts.flatMap((s) => s.punchPairs), ...d.unScheduledPairs]).filter((p) => p.jobId === slab);
    expect(rows).toEqual([{ Job: 'J-100 - Slab', Task: 'No task', Employee: 'Mere Walker', 'Pay ID': 'P-1', Hours: Math.round(slabPairs.reduce((n, p) => n + Math.round(p.worktime * 60), 0) / 60 * 100) / 100 }]);
  });

  it('reports leave taken in the period and each balance at its end, as the leave balance screen answers it', async () => {
    annual = (await post('/paytype/save', { ctDay: 8, code: 'ANL', name: 'Annual Holidays', leaveStatus: true, paidLeave: true })).body.id as string;
    const streams = stack.api.get(Streams);
    await streams.transaction((tx) =>
      streams.append(tx, systemContext(companyId), { id: `leave-balance-${mere}`, type: 'leave-balance', expected: 'any' }, [
        { type: 'leave.balance-imported', v: 1, data: { employeeId: mere, payTypeId: annual, date: '2026-01-01', balance: 40, hours: 40, fileName: 'balances.csv', fileSha256: 'x' } },
      ]),
    );
    const leave = { employeeId: mere, typeId: annual, fromDate: week[3], toDate: week[4], scheduledDuration: true, byWorkHours: false, skip: true, skipUnscheduled: true };
    expect((await post('/leave/save', leave)).body.message).toBe('success');
    const [pending] = (await get<Page<LeaveDto>>(`/api/leaves?status=Pending&startDate=${week[0]}&endDate=${week[6]}`)).body.items;
    expect((await post('/leave/updateExamine', { id: pending.id, status: 'Approved' })).body.message).toBe('success');

    const file = await download({ report: 'LeaveTakenAndBalancesReport', startDate: week[0], endDate: week[6], format: 'XLSX', grouping: 'None' });
    expect(file.status).toBe(200);
    const rows = (await sheetRows(file.body, 'Employee')).rows.filter((r) => r.Employee !== 'Total');
    const balance = (await get<LeaveBalanceDto>(`/api/leave-balance?employeeId=${mere}&fromDate=${week[6]}`)).body.dataList.find((b) => b.paytypeId === annual)?.time;
    const taken = (await sheet(mere)).totals.find((t) => t.name === 'Annual Holidays')?.value;
    expect(taken).toBeGreaterThan(0);
    expect(rows).toEqual([{ Employee: 'Mere Walker', 'Pay ID': 'P-1', 'Leave Type': 'Annual Holidays', 'Taken (hours)': taken, 'Balance at End (hours)': balance }]);
    expect(balance).toBe(40 - (taken as number));
    // Pending only: nothing, the request is approved.
    const pendingOnly = await download({ report: 'LeaveTakenAndBalancesReport', startDate: week[0], endDate: week[6], format: 'XLSX', grouping: 'None', leaveStatus: 'Pending' });
    expect((await sheetRows(pendingOnly.body, 'Employee')).rows.find((r) => r.Employee === 'Mere Walker')?.['Taken (hours)']).toBe(0);
  });

  it('summarises the pay period by department and pay type with its state, from the same days as the timesheets', async () => {
    const file = await download({ report: 'PayrollPeriodSummaryReport', startDate: week[2], endDate: week[2], format: 'XLSX', grouping: 'PayPeriod', payGroupIds: [payGroupId] });
    expect(file.status).toBe(200);
    const rows = (await sheetRows(file.body, 'Pay Period')).rows.filter((r) => r['Pay Period'] !== 'Total' && r.Department);
    // The whole weekly period holding the day, open.
    expect(new Set(rows.map((r) => r['Pay Period']))).toEqual(new Set([`Weekly ${week[0]} to ${week[6]}`]));
    expect(new Set(rows.map((r) => r.Status))).toEqual(new Set(['Open']));
    const north_ = [await sheet(mere), await sheet(aroha)];
    const ordinary = north_.flatMap((s) => s.totals).filter((t) => t.name === 'Ordinary Time').reduce((n, t) => n + Math.round(t.value * 60), 0) / 60;
    expect(rows.find((r) => r.Department === 'North' && r['Pay Type'] === 'Ordinary Time')).toMatchObject({ Employees: 2, Hours: Math.round(ordinary * 100) / 100 });
    const southOrdinary = (await sheet(tai)).totals.find((t) => t.name === 'Ordinary Time')?.value;
    expect(rows.find((r) => r.Department === 'South' && r['Pay Type'] === 'Ordinary Time')).toMatchObject({ Employees: 1, Hours: southOrdinary });
  });

  it('remembers the conditions a user last ran with, except for a Superadmin, who starts from the defaults', async () => {
    expect((await download(summary({ sorting: 'FirstName', grouping: 'Department' }))).status).toBe(200);
    const mine = (await get<ReportDefinitionDto>('/api/reports/TimesheetSummaryReport')).body;
    expect(mine.conditions.find((c) => c.id === 'sorting')?.defaultValue).toBe('FirstName');
    expect(mine.conditions.find((c) => c.id === 'grouping')?.defaultValue).toBe('Department');
    expect((await download(summary({ sorting: 'FirstName' }), superadmin)).status).toBe(200);
    const theirs = (await get<ReportDefinitionDto>('/api/reports/TimesheetSummaryReport', superadmin)).body;
    expect(theirs.conditions.find((c) => c.id === 'sorting')?.defaultValue).toBe('LastName');
  });

  it('runs a report over more than 50 employees as a job with progress, its file for the requester only', async () => {
    for (let i = 0; i < 50; i += 1) {
      expect((await post('/employee/save-without-photo', { firstName: `Extra${String(i).padStart(2, '0')}`, lastName: 'Crew', departmentId: south, paygroupId: payGroupId, hireOnDateValue: '2026-01-05', payId: `X-${i}`, clockId: '' })).body.message).toBe('success');
    }
    const queued = await post('/jasper/download', summary());
    expect(queued.status).toBe(200);
    expect(queued.body).toEqual({ message: 'queued', jobId: expect.any(String) });
    const jobId = (queued.body as unknown as { jobId: string }).jobId;
    const run = await eventually(async () => (await get<JobRunDto>(`/api/job-runs/${jobId}`)).body, (r) => r.status === 'completed' || r.status === 'failed');
    expect(run).toMatchObject({ kind: 'report', status: 'completed', progress: { processed: 53, total: 53 }, result: { fileName: `TimesheetSummaryReport-${week[0]}_${week[6]}.xlsx` } });
    const file = await fetchFile(`/api/reports/files/${jobId}`);
    expect(file.status).toBe(200);
    const rows = (await sheetRows(file.body, 'Employee')).rows;
    const screen = (await sheet(mere)).totals.filter((t) => t.value);
    expect(rows.filter((r) => r.Employee === 'Mere Walker').map((r) => [r['Pay Type'], r.Hours ?? r.Units]).sort()).toEqual(screen.map((t) => [t.name, t.value]).sort());
    expect((await fetchFile(`/api/reports/files/${jobId}`, superadmin)).status).toBe(404);
    expect((await fetchFile(`/api/reports/files/${jobId}`, otherAdmin)).status).toBe(404);

    // Delivered again (a worker that died after storing): the same file, still one.
    const job = stack.worker?.get(ReportJob) as ReportJob;
    const { rows: stored } = await stack.db.pool.query<{ payload: JobPayload<typeof JobKind.Report>; requested_by: string }>('SELECT payload, requested_by FROM job_run WHERE id = $1', [jobId]);
    const again = await job.run({ runId: jobId, companyId, requestedBy: stored[0].requested_by, attempt: 2, resumeFrom: 0, payload: stored[0].payload, progress: async () => undefined });
    expect(again).toEqual(run.result);
    expect((await stack.db.pool.query('SELECT count(*)::int AS n FROM report_file WHERE job_run_id = $1', [jobId])).rows[0].n).toBe(1);
    const redrawn = (await sheetRows((await fetchFile(`/api/reports/files/${jobId}`)).body, 'Employee')).rows;
    expect(redrawn).toEqual(rows);
  });

  it('takes the structure list as positionIds, the spec’s name: a report on positions covers only their employees', async () => {
    const node = async (departmentName: string, parent: string) => (await post('/department/save', { departmentName, parent })).body.departmentVo?.id as string;
    const depot = await node('Depot', await node('Auckland', north));
    const packers = await node('Packer', depot);
    const drivers = await node('Driver', depot);
    // Each works a morning of the week, so each has a row in the summary.
    const hire = async (firstName: string, departmentId: string) => {
      const employeeId = (await post('/employee/save-without-photo', { firstName, lastName: 'Positioned', departmentId, paygroupId: payGroupId, hireOnDateValue: '2026-01-05', payId: `POS-${firstName}`, clockId: '' })).body.id as string;
      expect((await post('/timesheet/saveSinglePunch', { employeeId, day: week[1], inTime: '08:00', outTime: '12:00' })).body.message).toBe('success');
    };
    await hire('Pita', packers);
    await hire('Dana', drivers);
    await hire('Lou', await node('Night Loader', depot));
    const covered = async (extra: Record<string, unknown>) =>
      new Set((await sheetRows((await download(summary(extra))).body, 'Employee')).rows.map((r) => r.Employee).filter((name) => name !== 'Total'));

    const definition = (await get<ReportDefinitionDto>('/api/reports/TimesheetSummaryReport')).body;
    expect(definition.conditions.find((c) => c.id === 'positionIds')).toMatchObject({ type: 'tree', multiple: true, conditionOptionType: 'department' });
    expect(definition.conditions.find((c) => c.id === 'positionIds')?.options.map((o) => o.value)).toEqual(expect.arrayContaining([packers, drivers]));
    // Only the chosen positions' people: not North's own, not South's, not the depot's other positions'.
    expect(await covered({ positionIds: [packers] })).toEqual(new Set(['Pita Positioned']));
    expect(await covered({ positionIds: [packers, drivers].join(',') })).toEqual(new Set(['Pita Positioned', 'Dana Positioned']));
    // A node above takes everyone below it.
    expect(await covered({ positionIds: [depot] })).toEqual(new Set(['Pita Positioned', 'Dana Positioned', 'Lou Positioned']));
    // The older name, as schedules saved before still send it, chooses the same people (never everyone).
    expect(await covered({ departmentIds: [drivers] })).toEqual(new Set(['Dana Positioned']));

    // Conditions remembered under the older name (the run just above) are offered under the spec's.
    const remembered = (await get<ReportDefinitionDto>('/api/reports/TimesheetSummaryReport')).body;
    expect(remembered.conditions.find((c) => c.id === 'positionIds')?.defaultValue).toEqual([drivers]);
    expect(remembered.conditions.some((c) => c.id === 'departmentIds')).toBe(false);
  });
});
