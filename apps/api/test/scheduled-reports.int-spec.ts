import { Role, SCHEDULED_REPORT_TEXTS as TEXTS, ScheduledReportDto } from '@timekeep/contracts';
import { createAccount, openCustomer, registerCompany, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string };

describe('scheduled reports over HTTP (issue 20 point 6: document 3 §3 "Scheduled report", §7, §8)', () => {
  let stack: TestStack;
  let admin: string;
  let supervisor: string;
  let otherSupervisor: string;
  let employeeToken: string;
  let otherAdmin: string;
  let north: string;

  const call = <T = Reply>(method: string, path: string, body?: unknown, token = admin) => stack.call<T>(method, path, { token, ...(body === undefined ? {} : { body }) });
  const list = async (token = admin) => (await call<ScheduledReportDto[]>('GET', '/scheduled-reports', undefined, token)).body;
  const scheduleEvents = async () => (await stack.db.pool.query("SELECT count(*)::int AS n FROM events WHERE type LIKE 'reporting.scheduled-report-%'")).rows[0].n as number;
  const weekly = (extra: Record<string, unknown> = {}) => ({
    reportType: 'TimesheetSummaryReport',
    startDate: '2026-12-07',
    sendTime: '07:30',
    frequency: 'Weekly',
    period: 'PreviousWeek',
    format: 'PDF',
    receivers: ['payroll@kauri.example.com', 'owner@kauri.example.com'],
    parameters: { grouping: 'Employee', sorting: 'LastName', positionIds: [] },
    ...extra,
  });

  beforeAll(async () => {
    stack = await startTestStack();
    const opened = await openCustomer(stack, { name: 'Kauri Reports', code: 'KAURIR', adminEmail: 'admin@kauri.example.com' });
    admin = opened.admin;
    north = (await call<{ departmentVo: { id: string } }>('POST', '/department/save', { departmentName: 'North' })).body.departmentVo.id;
    supervisor = await signInAs(stack, (await createAccount(stack, opened.companyId, { firstName: 'Sam', roles: [Role.Supervisor], departmentIds: [north] })).email);
    otherSupervisor = await signInAs(stack, (await createAccount(stack, opened.companyId, { firstName: 'Kim', roles: [Role.Supervisor], departmentIds: [north] })).email);
    employeeToken = await signInAs(stack, (await createAccount(stack, opened.companyId, { firstName: 'Emp', roles: [Role.Employee] })).email);
    otherAdmin = await signInAs(stack, (await createAccount(stack, await registerCompany(stack, 'Other'), { firstName: 'Oth', roles: [Role.Admin] })).email);
  });
  afterAll(() => stack.close());

  it('adds a schedule with the spec answer, lists it with its next send on the company clock, updates it and refuses a stale form', async () => {
    const added = await call('POST', '/scheduled-reports', weekly());
    expect(added.status).toBe(200);
    expect(added.body.message).toBe(TEXTS.added);
    const id = added.body.id as string;

    const [row] = await list();
    expect(row).toMatchObject({
      id,
      reportType: 'TimesheetSummaryReport',
      reportTypeName: 'Timesheet Summary',
      startDate: '2026-12-07',
      sendTime: '07:30',
      frequency: 'Weekly',
      period: 'PreviousWeek',
      format: 'PDF',
      receivers: ['payroll@kauri.example.com', 'owner@kauri.example.com'],
      version: 1,
    });
    expect(row.parameters).toMatchObject({ grouping: 'Employee', sorting: 'LastName', positionIds: [] });
    expect(row.parameters).not.toHaveProperty('startDate');
    const zone = (await stack.db.pool.query('SELECT c.time_zone FROM company c JOIN scheduled_report s ON s.company_id = c.id WHERE s.id = $1', [id])).rows[0].time_zone as string;
    // 07:30 on 7 Dec 2026 on the company's clock, whatever zone the server runs in.
    const local = new Intl.DateTimeFormat('sv-SE', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(row.nextSendAt));
    expect(local).toBe('2026-12-07 07:30');
    expect(row.nextSend).toBe('2026-12-07 07:30');
    expect((await call<ScheduledReportDto>('GET', `/api/reports/scheduled-reports/${id}`)).body).toEqual(row);

    const updated = await call('PUT', `/scheduled-reports/${id}`, weekly({ frequency: 'Monthly', period: 'PreviousMonth', format: 'XLSX', receivers: 'payroll@kauri.example.com; boss@kauri.example.com', version: 1 }));
    expect(updated.body).toEqual({ message: TEXTS.updated, id });
    expect((await list())[0]).toMatchObject({ frequency: 'Monthly', period: 'PreviousMonth', format: 'XLSX', receivers: ['payroll@kauri.example.com', 'boss@kauri.example.com'], version: 2 });

    // The same form sent again is behind the record: 409, nothing recorded.
    const before = await scheduleEvents();
    const stale = await call('PUT', `/scheduled-reports/${id}`, weekly({ sendTime: '09:00', version: 1 }));
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(TEXTS.conflict);
    expect(await scheduleEvents()).toBe(before);
    expect((await list())[0].sendTime).toBe('07:30');
    await call('DELETE', `/scheduled-reports/${id}`);
  });

  it('refuses an invalid receiver at save, naming it, and every other bad field with its sentence, recording nothing', async () => {
    const before = await scheduleEvents();
    const refused = async (body: Record<string, unknown>) => {
      const reply = await call('POST', '/scheduled-reports', body);
      expect(reply.status).toBe(400);
      return reply.body.message;
    };
    expect(await refused(weekly({ receivers: ['payroll@kauri.example.com', 'not-an-address'] }))).toBe("'not-an-address' is not a valid email address.");
    expect(await refused(weekly({ receivers: 'payroll@kauri.example.com, boss@kauri' }))).toBe("'boss@kauri' is not a valid email address.");
    expect(await refused(weekly({ receivers: [] }))).toBe(TEXTS.enterReceivers);
    expect(await refused(weekly({ receivers: Array.from({ length: 21 }, (_, i) => `p${i}@kauri.example.com`) }))).toBe(TEXTS.tooManyReceivers);
    expect(await refused(weekly({ sendTime: '25:00' }))).toBe(TEXTS.chooseSendTime);
    expect(await refused(weekly({ startDate: '2026-02-30' }))).toBe(TEXTS.chooseStartDate);
    expect(await refused(weekly({ frequency: 'Hourly' }))).toBe(TEXTS.chooseFrequency);
    expect(await refused(weekly({ period: 'NextWeek' }))).toBe(TEXTS.choosePeriod);
    expect(await refused(weekly({ format: 'DOCX' }))).toBe('Choose PDF or XLSX.');
    expect(await refused(weekly({ reportType: 'NoSuchReport' }))).toBe('This report does not exist.');
    // The report's own conditions are its type's to check, at save.
    expect(await refused(weekly({ parameters: { grouping: 'Planet' } }))).toBe('Choose one from the list.');
    expect(await scheduleEvents()).toBe(before);
    expect(await list()).toEqual([]);
  });

  it("deletes one or many with the spec answer, all or none, and keeps each company's and each supervisor's schedules to themselves", async () => {
    const add = async (token: string, extra: Record<string, unknown> = {}) => (await call('POST', '/scheduled-reports', weekly(extra), token)).body.id as string;
    const a = await add(admin);
    const b = await add(admin, { frequency: 'Daily', period: 'PreviousDay' });
    const mine = await add(supervisor, { parameters: { grouping: 'Employee', sorting: 'LastName', departmentIds: [north] } });
    const theirs = await add(otherSupervisor);

    // An admin sees and manages the company's schedules; a supervisor only their own (each runs with its creator's reach).
    expect((await list()).map((r) => r.id).sort()).toEqual([a, b, mine, theirs].sort());
    expect((await list(supervisor)).map((r) => r.id)).toEqual([mine]);
    // The structure list sent under its older name is kept under the spec's (ADR 0062).
    expect((await list(supervisor))[0].parameters).toMatchObject({ positionIds: [north] });
    expect((await list(supervisor))[0].parameters).not.toHaveProperty('departmentIds');
    expect((await list(supervisor))[0].createdBy).toContain('Sam');
    expect((await call('GET', `/api/reports/scheduled-reports/${theirs}`, undefined, supervisor)).status).toBe(404);
    expect((await call('PUT', `/scheduled-reports/${theirs}`, weekly({ version: 1 }), supervisor)).status).toBe(404);
    expect((await call('DELETE', `/scheduled-reports/${theirs}`, undefined, supervisor)).status).toBe(404);
    // Another company sees none of them and cannot touch them, whatever version its form claims.
    expect(await list(otherAdmin)).toEqual([]);
    expect((await call('GET', `/api/reports/scheduled-reports/${a}`, undefined, otherAdmin)).status).toBe(404);
    expect((await call('PUT', `/scheduled-reports/${a}`, weekly({ version: 1 }), otherAdmin)).status).toBe(404);
    expect((await call('DELETE', '/scheduled-reports', { ids: [a] }, otherAdmin)).status).toBe(404);
    // An employee has no reports; creating one takes the reports' create right.
    expect((await call('GET', '/scheduled-reports', undefined, employeeToken)).status).toBe(403);
    expect((await call('POST', '/scheduled-reports', weekly(), employeeToken)).status).toBe(403);
    expect((await list()).length).toBe(4);

    // Many at once: when one is not the caller's, none is deleted.
    const before = await scheduleEvents();
    expect((await call('DELETE', '/scheduled-reports', { ids: [mine, theirs] }, supervisor)).status).toBe(404);
    expect(await scheduleEvents()).toBe(before);
    expect((await call('DELETE', '/scheduled-reports', { ids: [] })).body.message).toBe(TEXTS.chooseToDelete);

    expect((await call('DELETE', '/scheduled-reports', { ids: [a, b] })).body).toEqual({ message: TEXTS.deleted });
    expect((await call('DELETE', `/scheduled-reports/${mine}`, undefined, supervisor)).body).toEqual({ message: TEXTS.deleted });
    expect((await list()).map((r) => r.id)).toEqual([theirs]);
    // A deleted schedule cannot be edited again.
    expect((await call('PUT', `/scheduled-reports/${a}`, weekly())).status).toBe(404);
  });
});
