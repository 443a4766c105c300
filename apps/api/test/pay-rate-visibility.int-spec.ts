import { EmployeeDetail, HistoryEntry, Roster } from '@timekeep/contracts';
import { openCustomer, signInAs, startTestStack, TEST_PASSWORD, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; departmentVo?: { id: string } };

/** A week with no public holiday, on any day the suite runs. */
const WEEK = { from: '2026-11-30', to: '2026-12-06' };

/**
 * Issue 28 point 3: a pay rate, and what is made from it (a roster's cost), is in a reply only for
 * a reader with the payRate right: an Admin, or a Supervisor given the payRates function (ADRs
 * 0009, 0019, 0048). A plain Supervisor's replies leave them out, and their saves keep the rate.
 */
describe('pay rates only for those who may see them (issue 28 point 3)', () => {
  let stack: TestStack;
  let admin: string;
  let plain: string;
  let trusted: string;
  let north: string;
  let weekly: string;
  let mere: string;

  const post = (path: string, body: Record<string, unknown>, token = admin) => stack.call<Reply>('POST', path, { token, body });
  const get = async <T>(path: string, token = admin) => {
    const reply = await stack.call<T>('GET', path, { token });
    expect(reply.status).toBe(200);
    return reply.body;
  };
  const detail = (token = admin) => get<EmployeeDetail>(`/api/employees/${mere}`, token);
  const roster = (token: string) => get<Roster>(`/api/standardshifts/roster?startDate=${WEEK.from}&endDate=${WEEK.to}`, token);
  const history = (token: string) => get<HistoryEntry[]>(`/api/history/employee/${mere}`, token);
  const supervisor = async (email: string, funs: string[]) => {
    const saved = await post('/user/save-without-photo', { email, firstName: 'Sup', lastName: email.slice(0, 4), roleId: '3', departments: [north], funs, password: TEST_PASSWORD, confirm_password: TEST_PASSWORD });
    expect(saved.body.message).toBe('success');
    return signInAs(stack, email);
  };
  /** The employee form as the console sends it back: the fields it shows, from what it was given. */
  const formOf = (d: EmployeeDetail, extra: Record<string, unknown> = {}) => ({
    employeeId: d.id,
    version: d.version,
    firstName: d.firstName,
    lastName: d.lastName,
    departmentId: d.departmentId,
    paygroupId: d.paygroupId,
    hireOnDateValue: d.hireOnDateValue,
    payId: d.payId,
    clockId: d.clockId ?? '',
    scheduleId: d.scheduleId,
    standardHours: d.standardHours,
    ...(d.payRate === undefined ? {} : { payRate: d.payRate }),
    ...extra,
  });

  beforeAll(async () => {
    stack = await startTestStack();
    ({ admin } = await openCustomer(stack, { name: 'Rata Wages Ltd', code: 'RATAW', adminEmail: 'admin@rataw.example.com' }));
    north = (await post('/department/save', { departmentName: 'North' })).body.departmentVo?.id as string;
    // Its break deducted after 5 hours: the roster's 8 h a day (08:00-16:30 less 30 minutes) is what the timesheet pays.
    weekly = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', earlyArrivalThreshold: 90, lateDepartureThreshold: 90, breakCalculationType: 'Hours at Work', workTime: 5, breakTime: 0.5 })).body.id as string;
    const section = { startTime: '08:00', endTime: '16:30', startTimeType: 'Today', endTimeType: 'Today', breakTime: 30 };
    const days = (await post('/schedule/save', { name: 'Days', periodType: 'Weekly', startDate: '2026-01-05', scheduleType: 'template', scheduleRules: [1, 2, 3, 4, 5].map((num) => ({ num, workSections: [section] })) })).body.id as string;
    const hired = await post('/employee/save-without-photo', { firstName: 'Mere', lastName: 'Tane', departmentId: north, paygroupId: weekly, hireOnDateValue: '2026-01-05', payId: 'P-1', clockId: '', scheduleId: days, payRate: 30 });
    expect(hired.body.message).toBe('success');
    mere = hired.body.id as string;
    // A pay rise: the history has the rate's old and new values.
    expect((await post('/employee/save-without-photo', formOf(await detail(), { payRate: 35 }))).body.message).toBe('success');
    plain = await supervisor('hana@rataw.example.com', []);
    trusted = await supervisor('tui@rataw.example.com', ['payRates']);
  });
  afterAll(() => stack.close());

  it("leaves the rate out of a plain supervisor's employee detail, roster (rate and cost) and history", async () => {
    const seen = await detail(plain);
    expect(seen.firstName).toBe('Mere');
    expect('payRate' in seen).toBe(false);

    const week = await roster(plain);
    const row = week.rows.find((r) => r.employee.id === mere);
    expect(row?.totalHours).toBe(40);
    expect(row && 'payRate' in row.employee).toBe(false);
    expect(row && 'totalCost' in row).toBe(false);
    expect('totalCost' in week).toBe(false);

    const changes = (await history(plain)).flatMap((e) => e.changes);
    expect(changes.map((c) => c.field)).toContain('firstName');
    expect(changes.filter((c) => c.field === 'payRate')).toEqual([]);
    expect(changes.filter((c) => [30, 35].includes(c.from as number) || [30, 35].includes(c.to as number))).toEqual([]);
  });

  it('keeps the stored rate when a plain supervisor saves the form, with or without a rate in it', async () => {
    const form = await detail(plain);
    expect((await post('/employee/save-without-photo', formOf(form, { lastName: 'Tane-Rewi' }), plain)).body.message).toBe('success');
    expect(await detail()).toMatchObject({ lastName: 'Tane-Rewi', payRate: 35 });
    // A rate sent anyway is not theirs to set.
    expect((await post('/employee/save-without-photo', formOf(await detail(plain), { payRate: 99 }), plain)).body.message).toBe('success');
    expect((await detail()).payRate).toBe(35);
  });

  it('shows the rate, cost and history to a supervisor with the payRates function, and to an Admin', async () => {
    for (const token of [trusted, admin]) {
      expect((await detail(token)).payRate).toBe(35);
      const week = await roster(token);
      const row = week.rows.find((r) => r.employee.id === mere);
      expect([row?.employee.payRate, row?.totalHours, row?.totalCost, week.totalCost]).toEqual([35, 40, 1400, 1400]);
      expect((await history(token)).flatMap((e) => e.changes).filter((c) => c.field === 'payRate')).toEqual([
        { field: 'payRate', from: 30, to: 35 },
        { field: 'payRate', from: null, to: 30 },
      ]);
    }
  });
});
