import { CompanyInfo, CompanySettings, EmployeeRow, EmployeeSchedule, EventType, Page, Roster, ScheduleTemplateDto, TimesheetDayDto, TimesheetDto } from '@timekeep/contracts';
import { openCustomer, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; departmentVo?: { id: string }; names?: string[]; usedRoundings?: string[] };

/**
 * Document 1 §3 "Company": the company's own schedule template and rounding rule (scheduleId,
 * timeRoundingId), for employees whose own and whose departments' are none (ADR 0062); and the
 * settings' payrollTemplateExportCodes and isCalderStewart (document 2 §3, document 3 §2).
 */
describe('the company default schedule and rounding rule (issue 30)', () => {
  let stack: TestStack;
  let admin: string;
  let otherAdmin: string;
  let north: string;
  let days: string;
  let lates: string;
  let quarter: string;
  let mere: string;
  let otherTemplate: string;

  const post = (path: string, body: Record<string, unknown>, token = admin) => stack.call<Reply>('POST', path, { token, body });
  const get = async <T>(path: string, token = admin) => (await stack.call<T>('GET', path, { token })).body;
  const section = (startTime: string, endTime: string) => ({ startTime, endTime, startTimeType: 'Today', endTimeType: 'Today', breakTime: 0 });
  const template = (name: string, from: string, to: string) => ({ name, periodType: 'Weekly', startDate: '2026-11-23', scheduleType: 'template', scheduleRules: [1, 2, 3, 4, 5].map((num) => ({ num, workSections: [section(from, to)] })) });
  /** The company detail form as the console sends it: what GET /api/company/info answers, less what only the info carries. */
  const companyForm = async (token = admin) => {
    const { id: _id, licenses: _licences, token: _device, logourl: _logo, ...form } = await get<CompanyInfo>('/api/company/info', token);
    return form;
  };
  const saveCompany = async (changes: Record<string, unknown>, token = admin) => post('/mydetail/save', { ...(await companyForm(token)), ...changes }, token);
  const sheet = () => get<TimesheetDto>(`/api/timesheet/getPunchRecords?employeeId=${mere}&fromT=2026-11-23&endT=2026-11-29`);
  const dayOf = (t: TimesheetDto, date: string): TimesheetDayDto => {
    const found = t.timeSheets.find((d) => d.day === date);
    if (!found) throw new Error(`No day ${date}`);
    return found;
  };
  /** What payroll and a supervisor read off a day: its shift, its exceptions, the rounded pair and the hours paid. */
  const seen = (t: TimesheetDto, date: string) => {
    const d = dayOf(t, date);
    const pair = [...d.workShifts.flatMap((s) => s.punchPairs), ...d.unScheduledPairs][0];
    return {
      shift: d.workShifts.map((s) => `${s.startTime}-${s.endTime}`),
      exceptions: [...d.exceptions].sort(),
      pair: pair ? `${pair.ptimeIn?.slice(11)}-${pair.ptimeOut?.slice(11)}` : null,
      hours: d.payTypeTimes.filter((p) => p.unit === 'hours').reduce((n, p) => n + p.value, 0),
    };
  };

  /** The employee's Monday as the schedule screens show it: the employee schedule page and the roster. */
  const planned = async () => {
    const page = (await post('/schedule/searchEmployeeSchedule', { employeeId: mere, startDate: '2026-11-23', endDate: '2026-11-23' })).body as unknown as EmployeeSchedule;
    const roster = await get<Roster>('/api/standardshifts/roster?startDate=2026-11-23&endDate=2026-11-23');
    const row = roster.rows.find((r) => r.employee.id === mere);
    return {
      scheduleName: page.scheduleName,
      page: page.ruleVos.flatMap((d) => d.workSections.map((w) => `${w.startTime}-${w.endTime}`)),
      roster: (row?.scheduleRuleVoList ?? []).flatMap((d) => d.workSections.map((w) => `${w.startTime}-${w.endTime}`)),
    };
  };

  beforeAll(async () => {
    stack = await startTestStack();
    admin = (await openCustomer(stack, { name: 'Rimu Foods', code: 'RIMUF', adminEmail: 'admin@rimu.example.com' })).admin;
    otherAdmin = (await openCustomer(stack, { name: 'Matai Foods', code: 'MATAIF', adminEmail: 'admin@matai.example.com', specialCustomer: true })).admin;
    otherTemplate = (await post('/schedule/save', template('Theirs', '06:00', '14:00'), otherAdmin)).body.id as string;
    north = (await post('/department/save', { departmentName: 'North' })).body.departmentVo?.id as string;
    const payGroupId = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    days = (await post('/schedule/save', template('Days', '08:00', '16:30'))).body.id as string;
    lates = (await post('/schedule/save', template('Lates', '10:00', '18:30'))).body.id as string;
    const rows = [[0, 7, 0], [8, 22, 15], [23, 37, 30], [38, 52, 45], [53, 59, 60]].map(([fromTime, toT, value]) => ({ fromTime, toT, value }));
    quarter = (await post('/roundingrules/save', { name: 'Nearest quarter', description: '', active: true, rules: rows })).body.id as string;
    // Mere has no template or rounding rule of her own, and North has none either.
    mere = (await post('/employee/save-without-photo', { firstName: 'Mere', lastName: 'Walker', departmentId: north, paygroupId: payGroupId, hireOnDateValue: '2026-01-05', payId: 'P-1', clockId: '' })).body.id as string;
    expect((await post('/timesheet/saveSinglePunch', { employeeId: mere, day: '2026-11-23', inTime: '07:56', outTime: '16:34' })).body.message).toBe('success');
  });
  afterAll(() => stack.close());

  it('saves and shows the company default template and rounding rule, refuses ones the company does not have, and keeps them when a save leaves them out', async () => {
    expect(await get<CompanyInfo>('/api/company/info')).toMatchObject({ scheduleId: null, timeRoundingId: null });
    const events = async () => (await stack.db.pool.query(`SELECT count(*)::int AS n FROM events WHERE type = $1`, [EventType.CompanyDetailsChanged])).rows[0].n as number;
    const before = await events();
    // Another company's template, and an id of nothing, are refused and change nothing.
    expect(await saveCompany({ scheduleId: otherTemplate })).toMatchObject({ status: 400, body: { message: 'The chosen schedule does not exist.' } });
    expect(await saveCompany({ timeRoundingId: days })).toMatchObject({ status: 400, body: { message: 'The chosen rounding rule does not exist.' } });
    expect(await saveCompany({ scheduleId: 'not-an-id' })).toMatchObject({ status: 400, body: { message: 'Choose one from the list.' } });
    expect(await events()).toBe(before);

    expect((await saveCompany({ scheduleId: lates, timeRoundingId: quarter })).body).toEqual({ message: 'success' });
    expect(await get<CompanyInfo>('/api/company/info')).toMatchObject({ scheduleId: lates, timeRoundingId: quarter });
    // A save without the two fields (an older form, a client) keeps them; a blank one clears it.
    const { scheduleId: _s, timeRoundingId: _r, ...withoutDefaults } = await companyForm();
    expect((await post('/mydetail/save', { ...withoutDefaults, tradingName: 'Rimu Foods Ltd' })).body).toEqual({ message: 'success' });
    expect(await get<CompanyInfo>('/api/company/info')).toMatchObject({ tradingName: 'Rimu Foods Ltd', scheduleId: lates, timeRoundingId: quarter });
    expect((await saveCompany({ scheduleId: '', timeRoundingId: null })).body).toEqual({ message: 'success' });
    expect(await get<CompanyInfo>('/api/company/info')).toMatchObject({ scheduleId: null, timeRoundingId: null });
    // The other company's detail is untouched by ours.
    expect(await get<CompanyInfo>('/api/company/info', otherAdmin)).toMatchObject({ scheduleId: null, timeRoundingId: null });
  });

  it("gives an employee with no template or rounding rule of their own or their departments' the company's, and recalculates when it changes", async () => {
    // No template, no rounding: the punches as punched, unscheduled, and no day is missed.
    const before = await sheet();
    expect(seen(before, '2026-11-23')).toEqual({ shift: [], exceptions: ['UnscheduleWork'], pair: '07:56-16:34', hours: 8.63 });
    expect(dayOf(before, '2026-11-24').exceptions).not.toContain('Absent');
    expect(before.employee).toMatchObject({ scheduleName: null, timeRoundingName: null });
    expect(await planned()).toEqual({ scheduleName: null, page: [], roster: [] });

    expect((await saveCompany({ scheduleId: days, timeRoundingId: quarter })).body).toEqual({ message: 'success' });
    const after = await sheet();
    // The company's Days (08:00-16:30) is expected and its quarter-hour rule rounds 07:56 to 08:00 and 16:34 to 16:30.
    expect(seen(after, '2026-11-23')).toEqual({ shift: ['08:00-16:30'], exceptions: [], pair: '08:00-16:30', hours: 8.5 });
    expect(dayOf(after, '2026-11-24').exceptions).toContain('Absent');
    expect(dayOf(after, '2026-11-28').type).toBe('OffDay');
    expect(after.employee).toMatchObject({ scheduleName: 'Days', timeRoundingName: 'Nearest quarter' });
    // The schedule screens plan what the timesheet expects.
    expect(await planned()).toEqual({ scheduleName: 'Days', page: ['08:00-16:30'], roster: ['08:00-16:30'] });

    // The template changed: the employees who have it from the company are recalculated too.
    const loaded = await get<ScheduleTemplateDto>(`/api/schedules/${days}`);
    expect((await post('/schedule/save', { ...template('Days', '08:00', '16:00'), id: days, version: loaded.version })).body.message).toBe('success');
    expect(seen(await sheet(), '2026-11-23')).toMatchObject({ shift: ['08:00-16:00'], pair: '08:00-16:30' });

    // A department's own template comes before the company's.
    const node = await get<{ version: number }>(`/api/departments/${north}`);
    expect((await post('/department/save', { id: north, departmentName: 'North', scheduleId: lates, version: node.version })).body.message).toBe('success');
    expect(seen(await sheet(), '2026-11-23')).toMatchObject({ shift: ['10:00-18:30'], pair: '08:00-16:30' });
    expect(await planned()).toEqual({ scheduleName: 'Lates', page: ['10:00-18:30'], roster: ['10:00-18:30'] });
  });

  it('lists what each employee has, and checks a template they have from a department or the company against a pay group that pays on the finish day', async () => {
    // Mere names none: the list shows North's Lates and the company's quarter-hour rule, as her timesheet reads them.
    const listed = async (search: string) => (await get<Page<EmployeeRow>>(`/api/employees?search=${search}`)).items[0];
    expect(await listed('mere')).toMatchObject({ scheduleName: 'Lates', timeRoundingName: 'Nearest quarter' });

    const night = [1, 2, 3, 4, 5].map((num) => ({ num, workSections: [{ ...section('22:00', '06:00'), endTimeType: 'NextDay' }] }));
    const nights = (await post('/schedule/save', { ...template('Nights', '22:00', '06:00'), scheduleRules: night })).body.id as string;
    const finishDay = (await post('/paygroup/save', { name: 'Finish day', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90, payOnFinishDay: true })).body.id as string;
    const nightShift = (await post('/department/save', { departmentName: 'Night shift', scheduleId: nights })).body.departmentVo?.id as string;
    const hire = { firstName: 'Tama', lastName: 'Rewi', paygroupId: finishDay, hireOnDateValue: '2026-01-05', payId: 'P-2', clockId: '' };

    // The employee form: Tama names no template, yet Night shift would give him one across midnight.
    expect((await post('/employee/save-without-photo', { ...hire, departmentId: nightShift })).body).toEqual({ message: 'payOnFinishDayConflicts', hasCrossMidnightTs: true });
    const tama = await post('/employee/save-without-photo', { ...hire, departmentId: north });
    expect(tama.body.message).toBe('success');
    expect(await listed('tama')).toMatchObject({ scheduleName: 'Lates' });

    // The template's side: North's Lates cannot gain a night while Tama, who has it from North, is paid on the finish day.
    const lateTemplate = await get<ScheduleTemplateDto>(`/api/schedules/${lates}`);
    expect((await post('/schedule/save', { ...template('Lates', '22:00', '06:00'), scheduleRules: night, id: lates, version: lateTemplate.version })).body).toEqual({ message: 'payOnFinishDayConflicts', employee: 'Tama Rewi' });
    expect((await get<ScheduleTemplateDto>(`/api/schedules/${lates}`)).version).toBe(lateTemplate.version);

    // The pay group's side: Hemi has Nights from his department, so his group cannot start paying on the finish day.
    const weekly = (await post('/paygroup/save', { name: 'Night weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    expect((await post('/employee/save-without-photo', { ...hire, firstName: 'Hemi', payId: 'P-3', paygroupId: weekly, departmentId: nightShift })).body.message).toBe('success');
    const group = await get<{ version: number }>(`/api/pay-groups/${weekly}`);
    const finishing = await post('/paygroup/save', { id: weekly, version: group.version, name: 'Night weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90, payOnFinishDay: true });
    expect(finishing.body).toEqual({ message: 'payOnFinishDayConflicts', employee: 'Hemi Rewi' });
  });

  it('keeps the company default template and rounding rule from being deleted while the company uses them', async () => {
    // Nobody has them of their own and no department names them: only the company does.
    expect((await post('/roundingrules/delete', { ids: [quarter] })).body).toMatchObject({ message: 'usedRoundings', usedRoundings: ['Nearest quarter'] });
    expect((await post('/schedule/delete', { ids: [days] })).body).toEqual({ message: 'inUse', names: ['Days'] });
    expect((await get<{ name: string }>(`/api/schedules/${days}`)).name).toBe('Days');
    expect((await get<{ name: string }>(`/api/time-roundings/${quarter}`)).name).toBe('Nearest quarter');
  });

  it("answers the settings' payrollTemplateExportCodes, and the spec's isCalderStewart beside specialCustomer", async () => {
    const ours = await get<CompanySettings>('/api/company/settings');
    expect(ours).toMatchObject({ payrollTemplateExportCodes: ['23'], isCalderStewart: false, specialCustomer: false });
    expect(await get<CompanySettings>('/api/company/settings', otherAdmin)).toMatchObject({ payrollTemplateExportCodes: ['23'], isCalderStewart: true, specialCustomer: true });
  });
});
