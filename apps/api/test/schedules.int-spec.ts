import { EmployeeDetail, EmployeeRow, EmployeeSchedule, EventType, Page, Role, ScheduleTemplateDetail, ScheduleTemplateDto, ScheduleTemplateRow } from '@timekeep/contracts';
import { createAccount, openCustomer, registerCompany, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; employee?: string; names?: string[]; hasCrossMidnightTs?: boolean; departmentVo?: { id: string } };

describe('schedule templates over HTTP', () => {
  let stack: TestStack;
  let admin: string;
  let employee: string;
  let otherAdmin: string;
  let companyId: string;

  const post = (path: string, body: Record<string, unknown>, token = admin) => stack.call<Reply>('POST', path, { token, body });
  const get = async <T>(path: string, token = admin) => (await stack.call<T>('GET', path, { token })).body;
  const section = (startTime: string, endTime: string, extra: Record<string, unknown> = {}) => ({ startTime, endTime, startTimeType: 'Today', endTimeType: 'Today', breakTime: 30, ...extra });
  const weekdays = (sections = [section('08:00', '16:30')]) => [1, 2, 3, 4, 5].map((num) => ({ num, id: `schedule_rule_${num}`, workSections: sections }));
  const office = { name: 'Office', periodType: 'Weekly', startDate: '2026-11-23', scheduleType: 'template', scheduleRules: weekdays() };

  beforeAll(async () => {
    stack = await startTestStack();
    const opened = await openCustomer(stack, { name: 'Kauri Ltd', code: 'KAURI', adminEmail: 'admin@kauri.example.com' });
    admin = opened.admin;
    companyId = opened.companyId;
    employee = await signInAs(stack, (await createAccount(stack, opened.companyId, { firstName: 'Emp', roles: [Role.Employee] })).email);
    otherAdmin = await signInAs(stack, (await createAccount(stack, await registerCompany(stack, 'Other'), { firstName: 'Oth', roles: [Role.Admin] })).email);
  });
  afterAll(() => stack.close());

  it('saves a template with its whole cycle, lists it, and answers the spec codes, writing nothing when refused', async () => {
    const saved = await post('/schedule/save', { ...office, active: false });
    expect(saved.body.message).toBe('success');
    const detail = await get<ScheduleTemplateDto>(`/api/schedules/${saved.body.id}`);
    // A new template is active; the week has seven days, the unsent weekend empty; new rules got ids.
    expect(detail).toMatchObject({ name: 'Office', active: true, periodType: 'Weekly', periods: 1, days: 7, startDate: '2026-11-23', scheduleType: 'template', version: 1 });
    expect(detail.scheduleRules.map((r) => [r.num, r.workSections.length])).toEqual([[1, 1], [2, 1], [3, 1], [4, 1], [5, 1], [6, 0], [7, 0]]);
    expect(detail.scheduleRules[0].id).toBe('day-1');
    expect((await get<Page<ScheduleTemplateRow>>('/api/schedules?sort=date')).items).toEqual([{ id: saved.body.id, name: 'Office', startDate: '2026-11-23', periodType: 'Weekly', active: true }]);

    const before = (await stack.db.pool.query("SELECT count(*)::int AS n FROM events WHERE type LIKE 'schedules.%'")).rows[0].n;
    expect((await post('/schedule/save', { ...office, name: ' office ' })).body).toEqual({ message: 'exist' });
    expect((await post('/schedule/save', { ...office, name: 'Clash', scheduleRules: weekdays([section('08:00', '12:00'), section('11:00', '16:00')]) })).body).toEqual({ message: 'timeclash' });
    const nights = [section('18:00', '01:00', { endTimeType: 'NextDay', breakTime: 0 }), section('02:00', '04:00', { endTimeType: 'NextDay', breakTime: 0 })];
    expect((await post('/schedule/save', { ...office, name: 'Nights', scheduleRules: [{ num: 1, workSections: nights }] })).body).toEqual({ message: 'nextDay' });
    const backwards = await post('/schedule/save', { ...office, name: 'Backwards', scheduleRules: [{ num: 1, workSections: [section('16:00', '08:00')] }] });
    expect([backwards.status, backwards.body.message]).toEqual([400, 'Sch Out must be later than Sch In!']);
    expect((await stack.db.pool.query("SELECT count(*)::int AS n FROM events WHERE type LIKE 'schedules.%'")).rows[0].n).toBe(before);

    // A stale form is a conflict; the right version saves.
    expect((await post('/schedule/save', { ...office, id: saved.body.id, version: 5 })).status).toBe(409);
    expect((await post('/schedule/save', { ...office, id: saved.body.id, version: 1, name: 'Office hours' })).body.message).toBe('success');
  });

  it('keeps templates to their company and their editors', async () => {
    const saved = await post('/schedule/save', { ...office, name: 'Private' });
    expect((await stack.call('GET', `/api/schedules/${saved.body.id}`, { token: otherAdmin })).status).toBe(404);
    expect((await get<Page<ScheduleTemplateRow>>('/api/schedules', otherAdmin)).items).toEqual([]);
    expect((await post('/schedule/save', { ...office, name: 'Mine' }, employee)).status).toBe(403);
    // A template is company-wide, so a supervisor reads it but cannot change it.
    const supervisor = await signInAs(stack, (await createAccount(stack, companyId, { firstName: 'Sup', roles: [Role.Supervisor] })).email);
    expect((await stack.call('GET', `/api/schedules/${saved.body.id}`, { token: supervisor })).status).toBe(200);
    expect((await post('/schedule/save', { ...office, name: 'Theirs' }, supervisor)).status).toBe(403);
    expect((await post('/schedule/delete', { ids: [saved.body.id] }, supervisor)).status).toBe(403);
    expect((await post('/schedule/delete', { ids: [saved.body.id] }, otherAdmin)).status).toBe(404);
  });

  it('an employee on a template: pay on finish day and an overnight shift refuse each other, and the template cannot be deleted', async () => {
    const north = (await post('/department/save', { departmentName: 'North' })).body.departmentVo?.id as string;
    const finishDay = (await post('/paygroup/save', { name: 'Nights', startTime: '2026-01-05', earlyArrivalThreshold: 90, lateDepartureThreshold: 90, payOnFinishDay: true })).body.id as string;
    const night = [{ num: 1, workSections: [section('22:00', '06:00', { endTimeType: 'NextDay', breakTime: 0 })] }];
    const nightShift = (await post('/schedule/save', { ...office, name: 'Night shift', scheduleRules: night })).body.id as string;
    const days = (await post('/schedule/save', { ...office, name: 'Days' })).body.id as string;
    const hire = { firstName: 'Wiremu', lastName: 'Hohaia', departmentId: north, paygroupId: finishDay, hireOnDateValue: '2026-01-05', payId: 'P-1', clockId: '' };

    const refused = await post('/employee/save-without-photo', { ...hire, scheduleId: nightShift });
    expect(refused.body).toEqual({ message: 'payOnFinishDayConflicts', hasCrossMidnightTs: true });
    const hired = await post('/employee/save-without-photo', { ...hire, scheduleId: days });
    expect(hired.body.message).toBe('success');
    expect((await get<EmployeeDetail>(`/api/employees/${hired.body.id}`)).scheduleId).toBe(days);
    expect((await get<Page<EmployeeRow>>('/api/employees?search=wiremu')).items[0].scheduleName).toBe('Days');
    // A department's schedule is checked the same way.
    const position = await post('/department/save', { departmentName: 'Day shift', parent: north, scheduleId: days });
    expect(position.body.message).toBe('success');
    expect((await post('/department/save', { departmentName: 'Nowhere', parent: north, scheduleId: '7b0c7d4e-95a3-4d8e-9a7c-6f1d2b3c4d5e' })).body.message).toBe('The chosen schedule does not exist.');
    const unknown = await post('/employee/save-without-photo', { ...hire, payId: 'P-2', scheduleId: '7b0c7d4e-95a3-4d8e-9a7c-6f1d2b3c4d5e' });
    expect([unknown.status, unknown.body.message]).toEqual([400, 'The schedule does not exist.']);

    const loaded = await get<ScheduleTemplateDto>(`/api/schedules/${days}`);
    const overnight = await post('/schedule/save', { ...office, name: 'Days', id: days, version: loaded.version, scheduleRules: night });
    expect(overnight.body).toEqual({ message: 'payOnFinishDayConflicts', employee: 'Wiremu Hohaia' });

    expect((await post('/schedule/delete', { ids: [days, nightShift] })).body).toEqual({ message: 'inUse', names: ['Days'] });
    expect((await get<ScheduleTemplateDto>(`/api/schedules/${nightShift}`)).name).toBe('Night shift');
    expect((await post('/schedule/delete', { ids: [nightShift] })).body.message).toBe('success');
    const { rows } = await stack.db.pool.query('SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_position', [`pay-rule-${nightShift}`]);
    expect(rows.map((r) => r.type)).toEqual([EventType.ScheduleTemplateSaved, EventType.ScheduleTemplateDeleted]);
  });

  it("an employee's own days replace the template's: saved with a version, checked against their neighbours, out of other companies' reach", async () => {
    const north = (await post('/department/save', { departmentName: 'East' })).body.departmentVo?.id as string;
    const weekly = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    const standard = (await post('/schedule/save', { ...office, name: 'Standard' })).body.id as string;
    const aria = (await post('/employee/save-without-photo', { firstName: 'Aria', lastName: 'Tane', departmentId: north, paygroupId: weekly, hireOnDateValue: '2026-01-05', payId: 'P-9', clockId: '', scheduleId: standard })).body.id as string;
    const search = (token = admin) => stack.call<EmployeeSchedule>('POST', '/schedule/searchEmployeeSchedule', { token, body: { employeeId: aria, startDate: '2026-11-23', endDate: '2026-11-29' } });

    const week = (await search()).body;
    expect(week).toMatchObject({ employeeName: 'Aria Tane', scheduleName: 'Standard', version: 0 });
    expect(week.ruleVos.map((d) => [d.title, d.workSections.length, d.custom])).toEqual([
      ['2026-11-23', 1, false], ['2026-11-24', 1, false], ['2026-11-25', 1, false], ['2026-11-26', 1, false], ['2026-11-27', 1, false], ['2026-11-28', 0, false], ['2026-11-29', 0, false],
    ]);

    const saturday = { title: '2026-11-28', workSections: [section('09:00', '13:00', { breakTime: 0 })] };
    expect((await post('/schedule/saveEmployeeCustomSchedule', { employeeId: aria, ruleVos: [saturday], version: 0 })).body.message).toBe('success');
    const after = (await search()).body;
    expect(after.version).toBe(1);
    expect(after.ruleVos[5]).toMatchObject({ title: '2026-11-28', custom: true, workSections: [{ startTime: '09:00', endTime: '13:00' }] });
    expect((await post('/schedule/saveEmployeeCustomSchedule', { employeeId: aria, ruleVos: [saturday], version: 0 })).status).toBe(409);

    // Friday's night would run into Saturday's morning.
    const friday = { title: '2026-11-27', workSections: [section('22:00', '10:00', { endTimeType: 'NextDay', breakTime: 0 })] };
    expect((await post('/schedule/saveEmployeeCustomSchedule', { employeeId: aria, ruleVos: [friday], version: 1 })).body).toEqual({ message: 'timeclash' });
    const wiremu = (await get<Page<EmployeeRow>>('/api/employees?search=wiremu')).items[0].id;
    const night = { title: '2026-11-24', workSections: [section('22:00', '06:00', { endTimeType: 'NextDay', breakTime: 0 })] };
    // Answered as the template save answers it (document 1 §8): naming the employee.
    expect((await post('/schedule/saveEmployeeCustomSchedule', { employeeId: wiremu, ruleVos: [night] })).body).toEqual({ message: 'payOnFinishDayConflicts', employee: 'Wiremu Hohaia' });

    // Saturday goes back to the template's day (an off day in this template).
    expect((await post('/schedule/saveEmployeeCustomSchedule', { employeeId: aria, ruleVos: [{ title: '2026-11-28', useTemplate: true }], version: 1 })).body.message).toBe('success');
    expect((await search()).body.ruleVos[5]).toMatchObject({ title: '2026-11-28', custom: false, workSections: [] });

    expect((await search(otherAdmin)).status).toBe(404);
    expect((await post('/schedule/saveEmployeeCustomSchedule', { employeeId: aria, ruleVos: [saturday] }, employee)).status).toBe(403);
  });

  it('an employee signed in reads her own schedule, and no one else\'s, and cannot change it', async () => {
    const south = (await post('/department/save', { departmentName: 'South' })).body.departmentVo?.id as string;
    const weekly = (await post('/paygroup/save', { name: 'South weekly', startTime: '2026-01-05', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    const standard = (await post('/schedule/save', { ...office, name: 'South standard' })).body.id as string;
    const hire = (firstName: string, extra: Record<string, unknown> = {}) =>
      post('/employee/save-without-photo', { firstName, lastName: 'South', departmentId: south, paygroupId: weekly, hireOnDateValue: '2026-01-05', payId: `S-${firstName}`, clockId: '', scheduleId: standard, ...extra });
    const mere = (await hire('Mere', { email: 'mere@kauri.example.com', password: 'Mere-pass-12', confirm_password: 'Mere-pass-12' })).body.id as string;
    const colleague = (await hire('Hone')).body.id as string;
    const asMere = await signInAs(stack, 'mere@kauri.example.com', 'Mere-pass-12');
    const week = (employeeId: string) => ({ employeeId, startDate: '2026-11-23', endDate: '2026-11-29' });

    const own = await stack.call<EmployeeSchedule>('POST', '/schedule/searchEmployeeSchedule', { token: asMere, body: week(mere) });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ employeeName: 'Mere South', scheduleName: 'South standard' });
    expect(own.body.ruleVos.map((d) => d.workSections.length)).toEqual([1, 1, 1, 1, 1, 0, 0]);
    // A colleague, even in her own department, reads as absent; so does someone she has no account for.
    expect((await stack.call('POST', '/schedule/searchEmployeeSchedule', { token: asMere, body: week(colleague) })).status).toBe(404);
    expect((await stack.call('POST', '/schedule/searchEmployeeSchedule', { token: employee, body: week(mere) })).status).toBe(404);
    const saturday = { title: '2026-11-28', workSections: [section('09:00', '13:00', { breakTime: 0 })] };
    expect((await post('/schedule/saveEmployeeCustomSchedule', { employeeId: mere, ruleVos: [saturday], version: 0 }, asMere)).status).toBe(403);
  });

  it('a template names its employees: the list replaces who is on it, each change in the employee\'s history, and pay on finish day still refuses overnight', async () => {
    const west = (await post('/department/save', { departmentName: 'West' })).body.departmentVo?.id as string;
    const weekly = (await post('/paygroup/save', { name: 'West weekly', startTime: '2026-01-05', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    const finishDay = (await post('/paygroup/save', { name: 'West nights', startTime: '2026-01-05', earlyArrivalThreshold: 90, lateDepartureThreshold: 90, payOnFinishDay: true })).body.id as string;
    const hire = async (firstName: string, paygroupId: string) =>
      (await post('/employee/save-without-photo', { firstName, lastName: 'West', departmentId: west, paygroupId, hireOnDateValue: '2026-01-05', payId: `W-${firstName}`, clockId: '' })).body.id as string;
    const ana = await hire('Ana', weekly);
    const ben = await hire('Ben', weekly);
    const cat = await hire('Cat', finishDay);

    const saved = await post('/schedule/save', { ...office, name: 'West days', employeeIds: [ana, ben], autoPunch: true });
    expect(saved.body.message).toBe('success');
    const template = saved.body.id as string;
    const detail = await get<ScheduleTemplateDetail>(`/api/schedules/${template}`);
    expect(detail).toMatchObject({ employeeIds: [ana, ben], employees: [{ id: ana, name: 'Ana West' }, { id: ben, name: 'Ben West' }] });
    // This company does not allow auto punch, so the template keeps none.
    expect([detail.autoPunch, detail.outPunchOnly]).toEqual([false, false]);
    expect((await get<EmployeeDetail>(`/api/employees/${ana}`)).scheduleId).toBe(template);

    // The list replaces who is on it: Ana leaves, Ben stays.
    expect((await post('/schedule/save', { ...office, id: template, name: 'West days', employeeIds: [ben] })).body.message).toBe('success');
    expect((await get<EmployeeDetail>(`/api/employees/${ana}`)).scheduleId).toBeNull();
    const { rows } = await stack.db.pool.query('SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_position', [`employee-${ana}`]);
    expect(rows.map((r) => r.type)).toEqual([EventType.EmployeeHired, EventType.EmployeeDetailsChanged, EventType.EmployeeDetailsChanged]);
    // Without employeeIds they stay as they are.
    expect((await post('/schedule/save', { ...office, id: template, name: 'West days' })).body.message).toBe('success');
    expect((await get<ScheduleTemplateDetail>(`/api/schedules/${template}`)).employeeIds).toEqual([ben]);

    const night = [{ num: 1, workSections: [section('22:00', '06:00', { endTimeType: 'NextDay', breakTime: 0 })] }];
    const refused = await post('/schedule/save', { ...office, name: 'West nights', scheduleRules: night, employeeIds: [cat] });
    expect(refused.body).toEqual({ message: 'payOnFinishDayConflicts', employee: 'Cat West' });
    expect((await get<Page<ScheduleTemplateRow>>('/api/schedules?search=west nights')).total).toBe(0);
    expect((await post('/schedule/save', { ...office, name: 'Elsewhere', employeeIds: [ana] }, otherAdmin)).body.message).toBe('A chosen employee does not exist.');

    // From the pay group's side: Ben's template gains a night, so his group cannot pay on the finish day.
    const west2 = await get<ScheduleTemplateDetail>(`/api/schedules/${template}`);
    expect((await post('/schedule/save', { ...office, id: template, version: west2.version, name: 'West days', scheduleRules: night })).body.message).toBe('success');
    const group = await get<{ version: number }>(`/api/pay-groups/${weekly}`);
    const finishing = await post('/paygroup/save', { id: weekly, version: group.version, name: 'West weekly', startTime: '2026-01-05', earlyArrivalThreshold: 90, lateDepartureThreshold: 90, payOnFinishDay: true });
    expect(finishing.body).toEqual({ message: 'payOnFinishDayConflicts', employee: 'Ben West' });

    // A template a department gives its people is in use too, though no employee names it.
    const spare = (await post('/schedule/save', { ...office, name: 'West spare' })).body.id as string;
    expect((await post('/department/save', { departmentName: 'Stores', parent: west, scheduleId: spare })).body.message).toBe('success');
    expect((await post('/schedule/delete', { ids: [spare] })).body).toEqual({ message: 'inUse', names: ['West spare'] });
  });
});
