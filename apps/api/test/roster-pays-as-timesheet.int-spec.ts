import { EmployeeSchedule, Roster, TimesheetDto } from '@timekeep/contracts';
import { openCustomer, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message?: string; success?: boolean; id?: string; departmentVo?: { id: string } } & Partial<EmployeeSchedule>;

/**
 * Issue 32's walk: the demo roster showed "Early pick 06:00-14:30 · 8.00 h · break 30 min" and
 * budgeted 8 h while the timesheet of the day worked as rostered paid 8.5 h (its pay group deducts no
 * break). The roster now prices a shift with the timesheet's engine and the employee's own pay group.
 */
describe('the roster pays what the timesheet pays', () => {
  let stack: TestStack;
  let admin: string;
  const post = (path: string, body: Record<string, unknown>) => stack.call<Reply>('POST', path, { token: admin, body });
  const get = async <T>(path: string) => (await stack.call<T>('GET', path, { token: admin })).body;

  beforeAll(async () => {
    stack = await startTestStack();
    ({ admin } = await openCustomer(stack, { name: 'Kiwi Pick Ltd', code: 'KIWI', adminEmail: 'admin@kiwi.example.com', allowEditBreakTime: true }));
  }, 120_000);
  afterAll(() => stack?.close());

  it('a 06:00-14:30 shift with a 30 minute break: 8.5 h for a pay group that deducts no break, 8 h for one that does, on the roster and on the timesheet alike', async () => {
    const add = async (departmentName: string, parent?: string) => (await post('/department/save', { departmentName, ...(parent ? { parent } : {}) })).body.departmentVo?.id as string;
    // Region, area, department, position: a shift belongs to a position.
    const warehouse = await add('Warehouse', await add('Auckland', await add('North')));
    const picker = await add('Picker', warehouse);
    const group = async (name: string, breaks: Record<string, unknown>) => (await post('/paygroup/save', { name, startTime: '2026-01-05', period: 'Weekly', earlyArrivalThreshold: 90, lateDepartureThreshold: 90, ...breaks })).body.id as string;
    const noBreaks = await group('No breaks', { breakCalculationType: 'None' });
    const breaks = await group('Breaks after 5 h', { breakCalculationType: 'Hours at Work', workTime: 5, breakTime: 0.5 });
    let payId = 0;
    const hire = async (firstName: string, paygroupId: string) => {
      const hired = await post('/employee/save-without-photo', { firstName, lastName: 'Pick', departmentId: warehouse, paygroupId, hireOnDateValue: '2026-01-05', payId: `K-${++payId}`, clockId: '', payRate: 30 });
      expect(hired.body.message).toBe('success');
      return hired.body.id as string;
    };
    const ana = await hire('Ana', noBreaks);
    const ben = await hire('Ben', breaks);
    const shift = await post('/standardshifts/newSave', { departmentId: picker, startTime: '06:00', startTimeType: 'Today', endTime: '14:30', endTimeType: 'Today', labelName: 'Early pick', colorCode: '#1677ff', breakTime: 30 });
    expect(shift.body).toMatchObject({ success: true });
    expect((await post('/standardshifts/batchScheduleRule', { id: shift.body.id, employeeIds: [ana, ben], batchStartDate: '2026-11-30' })).body.message).toBe('success');

    const roster = await get<Roster>('/api/standardshifts/roster?startDate=2026-11-30&endDate=2026-11-30');
    const section = (id: string) => roster.rows.find((r) => r.employee.id === id)?.scheduleRuleVoList[0].workSections[0];
    expect([section(ana)?.duration, section(ana)?.deductTime, section(ana)?.breakTime]).toEqual([8.5, 0, 30]);
    expect([section(ben)?.duration, section(ben)?.deductTime]).toEqual([8, 30]);
    expect(roster.rows.map((r) => [r.employee.firstName, r.totalHours, r.totalCost])).toEqual([
      ['Ana', 8.5, 255],
      ['Ben', 8, 240],
    ]);

    // Her Employee Schedule says the same hours for the day.
    const scheduled = async (employeeId: string) => (await post('/schedule/searchEmployeeSchedule', { employeeId, startDate: '2026-11-30', endDate: '2026-11-30' })).body.ruleVos?.[0]?.paidHours;
    expect([await scheduled(ana), await scheduled(ben)]).toEqual([8.5, 8]);

    // Both work it exactly as rostered: each timesheet pays what the roster said.
    for (const id of [ana, ben]) {
      for (const punchTime of ['06:00', '14:30']) expect((await post('/api/punches/save', { employeeId: id, day: '2026-11-30', punchTime })).body.message).toBe('success');
    }
    const paid = async (id: string) => {
      const sheet = await get<TimesheetDto>(`/api/timesheet/getPunchRecords?employeeId=${id}&fromT=2026-11-30&endT=2026-11-30`);
      const day = sheet.timeSheets[0];
      return [day.workShifts[0].workHours, day.workShifts[0].deductTime];
    };
    expect(await paid(ana)).toEqual([8.5, 0]);
    expect(await paid(ben)).toEqual([8, 30]);

    // Under pay conditions (ADR 0074) a shift costs its rate: Ana, a casual under the Australian
    // template, rostered on a Sunday costs 8.5 h at 175%; Ben's pay group has no conditions.
    expect((await post('/api/condition-sets/apply-template', { templateId: 'au-retail', name: 'Retail award', payGroupIds: [noBreaks] })).body.message).toBe('success');
    expect((await post(`/api/employees/${ana}/employment-types`, { employmentTypes: [{ from: '2026-01-05', type: 'Casual' }] })).body.message).toBe('success');
    expect((await post('/standardshifts/batchScheduleRule', { id: shift.body.id, employeeIds: [ana, ben], batchStartDate: '2026-12-06' })).body.message).toBe('success');
    const sunday = await get<Roster>('/api/standardshifts/roster?startDate=2026-12-06&endDate=2026-12-06');
    expect(sunday.rows.map((r) => [r.employee.firstName, r.totalHours, r.totalCost])).toEqual([
      ['Ana', 8.5, 446.25],
      ['Ben', 8, 240],
    ]);
    // Worked as rostered, her timesheet pays those hours at that rate.
    for (const punchTime of ['06:00', '14:30']) expect((await post('/api/punches/save', { employeeId: ana, day: '2026-12-06', punchTime })).body.message).toBe('success');
    const sheet = await get<TimesheetDto>(`/api/timesheet/getPunchRecords?employeeId=${ana}&fromT=2026-12-06&endT=2026-12-06`);
    expect(sheet.timeSheets[0].payTypeTimes.filter((t) => t.value).map((t) => [t.name, t.value])).toEqual([['Casual Sunday 175%', 8.5]]);
  });
});
