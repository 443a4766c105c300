import { randomUUID } from 'node:crypto';
import { CountReply, DASHBOARD_TEXTS, DashboardEmployeeInfo, DashboardEmployeeRow, Page, Role, UpcomingLeaveReply } from '@timekeep/contracts';
import { createAccount, openCustomer, registerCompany, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; departmentVo?: { id: string }; success?: boolean };

/** Wall time in the company's zone (Auckland, the customer's region) `offsetMs` from now: [yyyy-MM-dd, HH:mm]. */
const auckland = (offsetMs: number): [string, string] => {
  const text = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Pacific/Auckland', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(Date.now() + offsetMs));
  return text.split(' ') as [string, string];
};
const HOUR = 3600_000;

describe('the dashboard over HTTP', () => {
  let stack: TestStack;
  let admin: string;
  let companyId: string;
  let otherAdmin: string;
  let north: string;
  let south: string;
  const ids: Record<'ana' | 'ben' | 'cai' | 'dee', string> = { ana: '', ben: '', cai: '', dee: '' };

  const post = (path: string, body: Record<string, unknown>, token = admin) => stack.call<Reply>('POST', path, { token, body });
  const get = <T>(path: string, token = admin) => stack.call<T>('GET', path, { token });
  const board = async (query = '', token = admin) => (await get<Page<DashboardEmployeeRow>>(`/api/dashboard/employees?pageSize=100${query}`, token)).body;
  const names = (page: Page<DashboardEmployeeRow>) => page.items.map((r) => r.firstName);
  const info = (employeeIds: string[], token = admin) => get<DashboardEmployeeInfo[]>(`/api/dashboard/employee-info?employeeIds=${employeeIds.join(',')}`, token);
  const punch = async (employeeId: string, offsetMs: number) => {
    const [day, punchTime] = auckland(offsetMs);
    expect((await post('/api/punches/save', { employeeId, day, punchTime })).body.message).toBe('success');
    return `${day}T${punchTime}`;
  };
  beforeAll(async () => {
    stack = await startTestStack({ worker: false });
    const opened = await openCustomer(stack, { name: 'Rimu Ltd', code: 'RIMU', adminEmail: 'admin@rimu.example.com', multiShiftView: true });
    admin = opened.admin;
    companyId = opened.companyId;
    const other = await openCustomer(stack, { name: 'Other Ltd', code: 'OTHR', adminEmail: 'admin@other.example.com', multiShiftView: true });
    otherAdmin = other.admin;
    north = (await post('/department/save', { departmentName: 'North' })).body.departmentVo?.id as string;
    south = (await post('/department/save', { departmentName: 'South' })).body.departmentVo?.id as string;
    const payGroupId = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    const hire = async (firstName: string, departmentId: string, payId: string) => {
      const reply = await post('/employee/save-without-photo', { firstName, lastName: 'Tester', departmentId, paygroupId: payGroupId, hireOnDateValue: '2026-01-05', payId, clockId: '' });
      expect(reply.body.message).toBe('success');
      return reply.body.id as string;
    };
    ids.ana = await hire('Ana', north, 'P-1');
    ids.ben = await hire('Ben', north, 'P-2');
    ids.cai = await hire('Cai', south, 'P-3');
    ids.dee = await hire('Dee', south, 'P-4');
    expect((await post('/employee/saveStatus', { id: ids.dee, status: 'Inactive', reason: 'left for the season' })).body.message).toBe('success');
  });
  afterAll(() => stack.close());

  it('lists the employees on the board with their filters, paged on the server', async () => {
    const all = await board();
    expect(names(all)).toEqual(['Ana', 'Ben', 'Cai', 'Dee']);
    expect(all.items[0]).toMatchObject({ id: ids.ana, payId: 'P-1', departmentId: north, departmentName: 'North', payGroupName: 'Weekly', employeeStatus: 'Active' });
    expect(names(await board('&employeeStatus=Active'))).toEqual(['Ana', 'Ben', 'Cai']);
    expect(names(await board(`&departmentIds=${south}`))).toEqual(['Cai', 'Dee']);
    expect(names(await board(`&employeeStatus=Inactive&departmentIds=${south}`))).toEqual(['Dee']);
    const second = (await get<Page<DashboardEmployeeRow>>('/api/dashboard/employees?pageSize=10&page=2')).body;
    expect([second.items, second.total]).toEqual([[], 4]);
    const paged = (await get<Page<DashboardEmployeeRow>>('/api/dashboard/employees?pageSize=10&sort=firstName&order=descend')).body;
    expect(names(paged)).toEqual(['Dee', 'Cai', 'Ben', 'Ana']);
    expect((await get(`/api/dashboard/employees?employeeStatus=Gone`)).status).toBe(400);
  });

  it('answers In, Out and No Punch from real punches, and the next scheduled shift', async () => {
    const anaIn = await punch(ids.ana, -HOUR);
    await punch(ids.ben, -3 * HOUR);
    const benOut = await punch(ids.ben, -2 * HOUR);
    const [tomorrow] = auckland(24 * HOUR);
    expect((await post('/timesheet/saveShiftCard', { employeeId: ids.cai, day: tomorrow, create: true, startTime: '10:00', endTime: '14:00', breakTime: 0 })).body).toEqual({ success: true, message: 'success' });

    const reply = await info([ids.cai, ids.ana, ids.ben]);
    expect(reply.status).toBe(200);
    const [cai, ana, ben] = reply.body;
    expect(ana).toMatchObject({ employeeId: ids.ana, status: 'In', lastPunchTime: anaIn, nextScheduledStartTime: null });
    expect(ben).toMatchObject({ employeeId: ids.ben, status: 'Out', lastPunchTime: benOut });
    expect(cai).toMatchObject({ employeeId: ids.cai, status: 'No Punch', lastPunchTime: null, nextScheduledStartTime: `${tomorrow}T10:00`, nextScheduledEndTime: `${tomorrow}T14:00` });

    // Ana's out makes her Out at once: the board is live.
    await punch(ids.ana, -1 * 60_000);
    expect((await info([ids.ana])).body[0].status).toBe('Out');
  });

  it('refuses a lookup of malformed, too many, or unknown ids', async () => {
    expect((await info(['not-an-id'])).status).toBe(400);
    expect((await get('/api/dashboard/employee-info')).status).toBe(400);
    expect((await info(Array.from({ length: 101 }, () => randomUUID()))).status).toBe(400);
    expect((await info([ids.ana, randomUUID()])).status).toBe(404);
  });

  it('keeps the board to the company, the supervisor’s departments, and those who approve time', async () => {
    expect(names(await board('', otherAdmin))).toEqual([]);
    expect((await info([ids.ana], otherAdmin)).status).toBe(404);

    const supervisor = await signInAs(stack, (await createAccount(stack, companyId, { firstName: 'Sup', roles: [Role.Supervisor], departmentIds: [north] })).email);
    expect(names(await board('', supervisor))).toEqual(['Ana', 'Ben']);
    expect(names(await board(`&departmentIds=${south}`, supervisor))).toEqual([]);
    expect((await info([ids.ana, ids.ben], supervisor)).body.map((i) => i.employeeId)).toEqual([ids.ana, ids.ben]);
    expect((await info([ids.cai], supervisor)).status).toBe(404);
    expect((await info([ids.ana, ids.cai], supervisor)).status).toBe(404);
    // The sync results are payroll's: a supervisor does not see their errors.
    expect((await get('/api/sync-results/error-count', supervisor)).status).toBe(403);

    const employee = await signInAs(stack, (await createAccount(stack, companyId, { firstName: 'Emp', roles: [Role.Employee] })).email);
    for (const path of ['/api/dashboard/employees', `/api/dashboard/employee-info?employeeIds=${ids.ana}`, '/api/dashboard/leaveNum', '/api/dashboard/leave/upcomingLeaveNum']) {
      expect([path, (await get(path, employee)).status]).toEqual([path, 403]);
    }
  });

  it('counts pending and upcoming leave from the leave requests: none before leave exists, in scope once it does', async () => {
    const [today] = auckland(0);
    const [inTwoWeeks] = auckland(14 * 24 * HOUR);
    expect((await get<CountReply>('/api/dashboard/leaveNum')).body).toEqual({ count: 0 });
    expect((await get<UpcomingLeaveReply>('/api/dashboard/leave/upcomingLeaveNum')).body).toEqual({ count: 0, startDate: today, endDate: inTwoWeeks });

    // Leave requested and examined as the leave list does it (a type allowing negative leave: no balance needed).
    const [inAWeek] = auckland(7 * 24 * HOUR);
    const [inAMonth] = auckland(30 * 24 * HOUR);
    const typeId = (await post('/paytype/save', { code: 'BNS', name: 'Bonus Leave', leaveStatus: true, paidLeave: true, allowNegativeLeave: true, ctDay: 8 })).body.id as string;
    const leave = async (employeeId: string, date: string, approve = false) => {
      const saved = await post('/leave/save', { employeeId, typeId, fromDate: date, toDate: date, byWorkHours: false, scheduledDuration: false, duration: 4, skip: false, skipUnscheduled: false });
      expect(saved.body.message).toBe('success');
      if (approve) expect((await post('/leave/updateExamine', { id: saved.body.id, status: 'Approved', confirmNegative: true })).body.message).toBe('success');
    };
    await leave(ids.ana, inAWeek);
    await leave(ids.ben, inAWeek, true);
    await leave(ids.cai, today);
    await leave(ids.cai, inAMonth, true);
    expect((await post('/leave/save', { employeeId: ids.ana, typeId, fromDate: today, toDate: today, duration: 4, byWorkHours: false, scheduledDuration: false, skip: false, skipUnscheduled: false }, otherAdmin)).status).toBe(404);

    expect((await get<CountReply>('/api/dashboard/leaveNum')).body.count).toBe(2);
    expect((await get<UpcomingLeaveReply>('/api/dashboard/leave/upcomingLeaveNum')).body.count).toBe(1);
    const supervisor = await signInAs(stack, (await createAccount(stack, companyId, { firstName: 'Sup', roles: [Role.Supervisor], departmentIds: [south] })).email);
    expect((await get<CountReply>('/api/dashboard/leaveNum', supervisor)).body.count).toBe(1);
    expect((await get<UpcomingLeaveReply>('/api/dashboard/leave/upcomingLeaveNum', supervisor)).body.count).toBe(0);
    expect((await get<CountReply>('/api/dashboard/leaveNum', otherAdmin)).body.count).toBe(0);
  });

  it('refuses the board to a company without multiShiftView, whose menu does not offer it', async () => {
    const plainId = await registerCompany(stack, 'Plain');
    const plainAdmin = await signInAs(stack, (await createAccount(stack, plainId, { firstName: 'Pla', roles: [Role.Admin] })).email);
    for (const path of ['/api/dashboard/employees', `/api/dashboard/employee-info?employeeIds=${ids.ana}`, '/api/dashboard/leaveNum', '/api/dashboard/leave/upcomingLeaveNum', '/api/dashboard/exceptionNum']) {
      const reply = await get<{ message: string }>(path, plainAdmin);
      expect([path, reply.status, reply.body.message]).toEqual([path, 403, DASHBOARD_TEXTS.disabled]);
    }
  });
});
