import { EmployeeSchedule, EXCEPTION_TEXTS, ExceptionNum, ExceptionRow, Page, Role, TimesheetDto } from '@timekeep/contracts';
import { createAccount, openCustomer, registerCompany, sheetRows, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; departmentVo?: { id: string }; punchIds?: string[]; changed?: number };

const DAY = 86_400_000;
/**
 * The product's clock for this file (ADR 0053): a Wednesday, 4 pm in Auckland. The current pay
 * period then holds scheduled days already missed; on the system clock, in the first hours of a
 * Monday in Auckland it held none, and the supervisor's list of current exceptions was empty.
 */
const NOW = '2026-11-25T03:00:00Z';
/** Today in the company's zone, and the Monday that starts its (weekly) pay period. */
const auckland = (at: number) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Pacific/Auckland' }).format(new Date(at));
const today = auckland(Date.parse(NOW));
const mondayOf = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  return new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY).toISOString().slice(0, 10);
};
const thisMonday = mondayOf(today);
const lastMonday = new Date(new Date(`${thisMonday}T00:00:00Z`).getTime() - 7 * DAY).toISOString().slice(0, 10);

describe('time card exceptions over HTTP', () => {
  let stack: TestStack;
  let admin: string;
  let root: string;
  let companyId: string;
  let north: string;
  let mere: string;
  let tama: string;
  let supervisor: string;
  let otherAdmin: string;
  let south: string;
  let hire: (firstName: string, departmentId: string, payId: string) => Promise<string>;

  const post = (path: string, body: unknown, token = admin) => stack.call<Reply>('POST', path, { token, body: body as Record<string, unknown> });
  const get = async <T>(path: string, token = admin) => (await stack.call<T>('GET', path, { token })).body;
  const list = (query: string, token = admin) => get<Page<ExceptionRow>>(`/api/time-card-exceptions?pageSize=100&${query}`, token);
  const lateOf = async (employeeId: string, query = 'type=LateArrival&dayType=Current', token = admin) => (await list(query, token)).items.filter((r) => r.employeeId === employeeId);
  const one = <T>(rows: T[]): T => {
    expect(rows).toHaveLength(1);
    return rows[0];
  };

  beforeAll(async () => {
    stack = await startTestStack({ env: { TIMEKEEP_CLOCK_START: NOW } });
    const opened = await openCustomer(stack, { name: 'Kauri Ltd', code: 'KAURI', adminEmail: 'admin@kauri-exceptions.example.com', multiShiftView: true });
    admin = opened.admin;
    companyId = opened.companyId;
    const operator = await registerCompany(stack, 'Operator');
    root = await signInAs(stack, (await createAccount(stack, operator, { firstName: 'Root', roles: [Role.Superadmin] })).email);
    // Another company with the dashboard (multiShiftView), so its exception counts are read, and are its own.
    otherAdmin = (await openCustomer(stack, { name: 'Other Ltd', code: 'OTHER', adminEmail: 'admin@other-exceptions.example.com', multiShiftView: true })).admin;
    north = (await post('/department/save', { departmentName: 'North' })).body.departmentVo?.id as string;
    south = (await post('/department/save', { departmentName: 'South' })).body.departmentVo?.id as string;
    const payGroupId = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    const section = { startTime: '08:00', endTime: '16:30', startTimeType: 'Today', endTimeType: 'Today', breakTime: 0 };
    const everyDay = (await post('/schedule/save', { name: 'Every day', periodType: 'Weekly', startDate: '2026-01-05', scheduleType: 'template', scheduleRules: [1, 2, 3, 4, 5, 6, 7].map((num) => ({ num, workSections: [section] })) })).body.id as string;
    hire = async (firstName, departmentId, payId) =>
      (await post('/employee/save-without-photo', { firstName, lastName: 'Walker', departmentId, paygroupId: payGroupId, hireOnDateValue: '2026-01-05', payId, clockId: '', scheduleId: everyDay })).body.id as string;
    mere = await hire('Mere', north, 'P-1');
    tama = await hire('Tama', south, 'P-2');
    supervisor = await signInAs(stack, (await createAccount(stack, companyId, { firstName: 'Sam', roles: [Role.Supervisor], departmentIds: [north] })).email);
  });
  afterAll(() => stack.close());

  it('a late punch is a Late Arrival row with its schedule and punch times, in the pay period it falls in', async () => {
    expect((await post('/timesheet/saveSinglePunch', { employeeId: mere, day: thisMonday, inTime: '09:00', outTime: '16:30' })).body.message).toBe('success');
    expect((await post('/timesheet/saveSinglePunch', { employeeId: mere, day: lastMonday, inTime: '09:30', outTime: '16:30' })).body.message).toBe('success');
    expect((await post('/timesheet/saveSinglePunch', { employeeId: tama, day: thisMonday, inTime: '08:45', outTime: '16:30' })).body.message).toBe('success');

    const row = one(await lateOf(mere));
    expect(row).toMatchObject({
      employeeName: 'Mere Walker',
      date: thisMonday,
      scheduleIn: `${thisMonday}T08:00`,
      scheduleOut: `${thisMonday}T16:30`,
      actuaIn: `${thisMonday}T09:00`,
      actuaOut: `${thisMonday}T16:30`,
      actuaInException: true,
      exceptionType: 'LateArrival',
      reviewed: false,
      approver: null,
    });
    expect(row.shiftId).toEqual(expect.any(String));
    // The previous pay period holds last Monday's, and only it.
    const previous = one(await lateOf(mere, 'type=LateArrival&dayType=Previous'));
    expect([previous.date, previous.actuaIn]).toEqual([lastMonday, `${lastMonday}T09:30`]);
    // The list pages on the server.
    const all = await list('type=AllException&dayType=Current');
    const firstPage = await get<Page<ExceptionRow>>('/api/time-card-exceptions?type=AllException&dayType=Current&pageSize=10&page=1');
    expect([firstPage.total, firstPage.items.length]).toEqual([all.total, Math.min(10, all.total)]);
    expect((await stack.call('GET', '/api/time-card-exceptions?type=Nonsense', { token: admin })).status).toBe(400);
  });

  it('a reviewed exception leaves the list for All Reviewed, survives a recalculation, and a revert brings it back; the counts follow', async () => {
    const row = one(await lateOf(mere));
    const before = await get<ExceptionNum>('/api/dashboard/exceptionNum');
    const listed = await list('type=AllException&dayType=Current');
    expect(before.AllException).toBe(listed.total);
    expect(before.LateArrival).toBe(listed.items.filter((r) => r.exceptionType === 'LateArrival').length);

    // The spec's fields, form-encoded; times that no longer match what is stored are a conflict, and nothing is written.
    const stale = await stack.call<Reply>('POST', '/timesheet/hideException', { token: admin, form: { id: row.id, fromT: row.date, actuaIn: `${thisMonday}T09:05`, actuaOut: row.actuaOut ?? '', exceptionType: 'LateArrival' } });
    expect(stale.status).toBe(409);
    const reviewed = await stack.call<Reply>('POST', '/timesheet/hideException', {
      token: admin,
      form: { id: row.id, fromT: row.date, scheduleIn: row.scheduleIn ?? '', scheduleOut: row.scheduleOut ?? '', actuaIn: row.actuaIn ?? '', actuaOut: row.actuaOut ?? '', exceptionType: 'LateArrival' },
    });
    expect(reviewed.body).toEqual({ message: 'success', changed: 1 });
    expect(await lateOf(mere)).toEqual([]);
    const shown = one((await list('type=AllReviewed&dayType=Current')).items.filter((r) => r.id === row.id));
    expect(shown).toMatchObject({ reviewed: true, approver: 'Ana Admin', exceptionType: 'LateArrival' });
    expect((await get<ExceptionNum>('/api/dashboard/exceptionNum')).LateArrival).toBe(before.LateArrival - 1);
    // Reviewing again changes nothing.
    expect((await post('/timesheet/hideException', { ids: [row.id] })).body).toEqual({ message: 'success', changed: 0 });

    // A recalculation stores the day again: same occurrence, same id, still reviewed.
    expect((await get<{ message: string }>(`/api/timesheet/recalculate/today?employeeId=${mere}`)).message).toBe('success');
    expect(await lateOf(mere)).toEqual([]);
    expect((await list('type=AllReviewed&dayType=Current')).items.map((r) => r.id)).toContain(row.id);

    expect((await post('/timesheet/showException', { id: row.id })).body).toEqual({ message: 'success', changed: 1 });
    expect(one(await lateOf(mere)).id).toBe(row.id);
    expect((await get<ExceptionNum>('/api/dashboard/exceptionNum')).LateArrival).toBe(before.LateArrival);
    // Bulk: two at once, JSON.
    const tamaRow = one(await lateOf(tama));
    expect((await post('/timesheet/hideException', [{ id: row.id }, { id: tamaRow.id }])).body).toEqual({ message: 'success', changed: 2 });
    expect((await post('/timesheet/showException', { ids: `${row.id},${tamaRow.id}` })).body).toEqual({ message: 'success', changed: 2 });
    expect((await post('/timesheet/showException', { ids: [row.id] })).status).toBe(404);
  });

  it('a review is of the exception against the schedule it saw: a changed schedule brings it back, and a review sent with the old schedule is a conflict', async () => {
    const rua = await hire('Rua', south, 'P-3');
    expect((await post('/timesheet/saveSinglePunch', { employeeId: rua, day: thisMonday, inTime: '09:00', outTime: '16:30' })).body.message).toBe('success');
    const seen = one(await lateOf(rua));
    expect(seen.scheduleIn).toBe(`${thisMonday}T08:00`);
    const asShown = (r: ExceptionRow) => ({ id: r.id, fromT: r.date, scheduleIn: r.scheduleIn, scheduleOut: r.scheduleOut, actuaIn: r.actuaIn, actuaOut: r.actuaOut, exceptionType: r.exceptionType });
    const lateCount = async () => (await get<ExceptionNum>('/api/dashboard/exceptionNum')).LateArrival;
    const unreviewed = await lateCount();
    expect((await post('/timesheet/hideException', [asShown(seen)])).body).toEqual({ message: 'success', changed: 1 });
    expect(await lateCount()).toBe(unreviewed - 1);

    // That day's shift (the same section, by its id) now starts at 08:30: 09:00 is still late, but not the hour late that was reviewed.
    const week = (await post('/schedule/searchEmployeeSchedule', { employeeId: rua, startDate: thisMonday, endDate: thisMonday })).body as unknown as EmployeeSchedule;
    const section = one(week.ruleVos[0].workSections);
    const later = { title: thisMonday, workSections: [{ ...section, startTime: '08:30' }] };
    expect((await post('/schedule/saveEmployeeCustomSchedule', { employeeId: rua, ruleVos: [later], version: week.version })).body.message).toBe('success');
    // The supervisor opens the timesheet: the day is computed again on its new schedule.
    expect((await get<TimesheetDto>(`/api/timesheet/getPunchRecords?employeeId=${rua}&fromT=${thisMonday}&endT=${thisMonday}`)).timeSheets).toHaveLength(1);

    const again = one(await lateOf(rua));
    expect(again).toMatchObject({ id: seen.id, scheduleIn: `${thisMonday}T08:30`, actuaIn: seen.actuaIn, actuaOut: seen.actuaOut, reviewed: false, approver: null });
    expect((await list('type=AllReviewed&dayType=Current')).items.map((r) => r.id)).not.toContain(seen.id);
    expect(await lateCount()).toBe(unreviewed);
    // The Attendance Exceptions report agrees with the list: Rua's late arrival is not reviewed any more.
    const reported = async (status: 'Reviewed' | 'Unreviewed') => {
      const response = await fetch(`${stack.baseUrl}/jasper/download`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ report: 'AttendanceExceptionsReport', startDate: thisMonday, endDate: thisMonday, format: 'XLSX', grouping: 'None', status, category: 'LateArrival' }),
      });
      expect(response.status).toBe(200);
      return (await sheetRows(Buffer.from(await response.arrayBuffer()), 'Date')).rows.filter((r) => r.Employee === 'Rua Walker').length;
    };
    expect([await reported('Unreviewed'), await reported('Reviewed')]).toEqual([1, 0]);

    // A review sent with the schedule the list showed before is of that other exception: a conflict, and nothing is written.
    const stale = await post('/timesheet/hideException', [asShown(seen)]);
    expect([stale.status, stale.body]).toEqual([409, { message: EXCEPTION_TEXTS.changed }]);
    expect(one(await lateOf(rua)).reviewed).toBe(false);
    // Reviewed as it is now, it leaves the list.
    expect((await post('/timesheet/hideException', [asShown(again)])).body).toEqual({ message: 'success', changed: 1 });
    expect(await lateOf(rua)).toEqual([]);
    expect(await lateCount()).toBe(unreviewed - 1);
  });

  it('fixing the punch on the timesheet removes the exception', async () => {
    const sheet = await get<TimesheetDto>(`/api/timesheet/getPunchRecords?employeeId=${mere}&fromT=${thisMonday}&endT=${thisMonday}`);
    const inPunch = sheet.timeSheets[0].punches.find((p) => p.punchTime === '09:00');
    expect(inPunch).toBeDefined();
    const fixed = await post('/api/punches/save', { id: inPunch?.id, employeeId: mere, day: thisMonday, punchTime: '08:00', version: inPunch?.version });
    expect(fixed.body.message).toBe('success');
    expect(await lateOf(mere)).toEqual([]);
  });

  it('a supervisor sees and reviews only their departments; another company sees nothing', async () => {
    const tamaRow = one(await lateOf(tama));
    const seen = await list('type=AllException&dayType=Current', supervisor);
    expect(seen.items.length).toBeGreaterThan(0);
    expect(new Set(seen.items.map((r) => r.employeeId))).toEqual(new Set([mere]));
    expect((await post('/timesheet/hideException', { id: tamaRow.id }, supervisor)).status).toBe(404);
    const mereAbsent = seen.items[0];
    expect((await post('/timesheet/hideException', { id: mereAbsent.id }, supervisor)).body.changed).toBe(1);
    expect((await post('/timesheet/showException', { id: mereAbsent.id }, supervisor)).body.changed).toBe(1);
    expect((await get<ExceptionNum>('/api/dashboard/exceptionNum', supervisor)).AllException).toBe(seen.total);

    expect((await list('type=AllException&dayType=Current', otherAdmin)).total).toBe(0);
    expect((await get<ExceptionNum>('/api/dashboard/exceptionNum', otherAdmin)).AllException).toBe(0);
    expect((await post('/timesheet/hideException', { id: tamaRow.id }, otherAdmin)).status).toBe(404);
    expect(one(await lateOf(tama)).reviewed).toBe(false);
  });

  it("a type the company switches off leaves the list and the counts", async () => {
    expect(await lateOf(tama)).toHaveLength(1);
    const detail = await get<{ version: number }>(`/api/customers/${companyId}`, root);
    const off = await post('/customer/settings', { id: companyId, version: detail.version, country: 'NZ', region: 'AUK', sumLicense: 10, sumAppLicense: 0, multiShiftView: true, lateArrival: false }, root);
    expect(off.body.message).toBe('success');
    expect(await lateOf(tama)).toEqual([]);
    expect(await lateOf(mere, 'type=LateArrival&dayType=Previous')).toEqual([]);
    expect((await get<ExceptionNum>('/api/dashboard/exceptionNum')).LateArrival).toBe(0);
  });
});
