import { JobRunDto, PayrollTransferDto, Role, Roster, RosterCopyResult, RosterShift, TimesheetDto } from '@timekeep/contracts';
import { createAccount, eventually, openCustomer, registerCompany, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';

/** The one that is there, or the test fails saying what was missing. */
function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`No ${what}`);
  return value;
}

type Reply = { message?: string; success?: boolean; id?: string; job?: JobRunDto; employeeName?: string; departmentVo?: { id: string }; flag?: boolean };

/** Document 2 §2-§8 "Roster": the shift library, drops, moves, off days, copy, with their texts and codes. */
describe('roster over HTTP', () => {
  let stack: TestStack;
  let admin: string;
  let companyId: string;
  let supervisor: string;
  let otherAdmin: string;
  let picker: string;
  let driver: string;
  let south: string;
  let warehouse: string;
  let mere: string;
  let tama: string;
  let aroha: string;
  let early: string;

  const post = (path: string, body: Record<string, unknown>, token = admin) => stack.call<Reply>('POST', path, { token, body });
  const get = async <T>(path: string, token = admin) => (await stack.call<T>('GET', path, { token })).body;
  const events = async () => (await stack.db.pool.query("SELECT count(*)::int AS n FROM events WHERE company_id = $1 AND type = 'people.employee-schedule-changed'", [companyId])).rows[0].n as number;
  const roster = (from = '2026-11-30', to = '2026-12-06', token = admin, extra = '') => get<Roster>(`/api/standardshifts/roster?startDate=${from}&endDate=${to}${extra}`, token);
  const row = (r: Roster, employeeId: string) => must(r.rows.find((x) => x.employee.id === employeeId), `row of ${employeeId}`);
  const day = (r: Roster, employeeId: string, date: string) => must(row(r, employeeId).scheduleRuleVoList.find((d) => d.title === date), date);
  const times = (r: Roster, employeeId: string, date: string) => day(r, employeeId, date).workSections.map((s) => `${s.startTime}-${s.endTime}`);
  const version = async (employeeId: string) => row(await roster(), employeeId).version;

  beforeAll(async () => {
    stack = await startTestStack({ worker: true });
    const opened = await openCustomer(stack, { name: 'Kowhai Ltd', code: 'KOWHA', adminEmail: 'admin@kowhai.example.com' });
    admin = opened.admin;
    companyId = opened.companyId;
    otherAdmin = await signInAs(stack, (await createAccount(stack, await registerCompany(stack, 'Other'), { firstName: 'Oth', roles: [Role.Admin] })).email);
    const add = async (departmentName: string, parent?: string) => (await post('/department/save', { departmentName, ...(parent ? { parent } : {}) })).body.departmentVo?.id as string;
    const north = await add('North');
    const wh = await add('Warehouse', await add('Auckland', north));
    warehouse = wh;
    picker = await add('Picker', wh);
    driver = await add('Driver', wh);
    south = await add('South');
    const payGroupId = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    let payId = 0;
    const hire = async (firstName: string, departmentId: string, payRate: number) => {
      const hired = await post('/employee/save-without-photo', { firstName, lastName: 'Test', departmentId, paygroupId: payGroupId, hireOnDateValue: '2026-01-05', payId: `P-${++payId}`, clockId: '', payRate });
      expect(hired.body).toMatchObject({ message: 'success' });
      return hired.body.id as string;
    };
    mere = await hire('Mere', wh, 30);
    tama = await hire('Tama', wh, 25);
    aroha = await hire('Aroha', south, 28);
    supervisor = await signInAs(stack, (await createAccount(stack, companyId, { firstName: 'Sam', roles: [Role.Supervisor], departmentIds: [north] })).email);
  }, 120_000);
  afterAll(() => stack?.close());

  it('keeps a shift library: the Off Day first, shifts made with the spec rules, only colour, label and break edited', async () => {
    const refused = async (body: Record<string, unknown>) => {
      const r = await post('/standardshifts/newSave', body);
      return [r.status, r.body.message];
    };
    expect(await refused({ departmentId: picker, startTime: '', endTime: '15:00' })).toEqual([400, 'This field is required.']);
    expect(await refused({ departmentId: picker, startTime: '15:00', endTime: '07:00' })).toEqual([400, 'End Time must be later than Start Time!']);
    expect(await refused({ departmentId: picker, startTime: '7am', endTime: '15:00' })).toEqual([400, 'Times are HH:mm.']);
    // A Division is no position.
    expect(await refused({ departmentId: south, startTime: '07:00', endTime: '15:00' })).toEqual([400, 'Choose a position from the list.']);

    const created = await post('/standardshifts/newSave', { departmentId: picker, startTime: '07:00', startTimeType: 'Today', endTime: '15:30', endTimeType: 'Today', labelName: 'Early', colorCode: '#1677ff', breakTime: 30 });
    expect(created.body).toMatchObject({ success: true, message: 'success' });
    early = created.body.id as string;
    // Overnight with the Next Day flag.
    expect((await post('/standardshifts/newSave', { departmentId: driver, startTime: '22:00', endTime: '06:00', endTimeType: 'NextDay', labelName: 'Night' })).body.message).toBe('success');

    const library = await get<RosterShift[]>('/api/shifts/getNewShifts');
    expect(library[0]).toMatchObject({ id: 'SCHEDULE_SHIFT_DAY_OFF_ID', labelName: 'Off Day', colorCode: '#A2A2A2', startTime: '00:00', endTime: '24:00', type: 3 });
    // Break editing is off by default: the break is not taken from the form.
    expect(library.slice(1).map((s) => [s.labelName, s.startTime, s.endTime, s.departmentName, s.duration, s.colorCode])).toEqual([
      ['Early', '07:00', '15:30', 'Picker', 8.5, '#1677ff'],
      ['Night', '22:00', '06:00', 'Driver', 8, '#2ebb7c'],
    ]);
    // The spec's update takes colour, label and break only: a time is refused by name, never ignored (ADR 0052).
    const moved = await post('/standardshifts/updateBaseshift', { id: early, labelName: 'Early shift', colorCode: '#fa8c16', startTime: '01:00' });
    expect([moved.status, moved.body.message]).toEqual([400, 'Unknown field(s): startTime.']);
    const updated = await post('/standardshifts/updateBaseshift', { id: early, labelName: 'Early shift', colorCode: '#fa8c16' });
    expect(updated.body.message).toBe('success');
    expect(await get<RosterShift>(`/api/shifts/${early}`)).toMatchObject({ labelName: 'Early shift', colorCode: '#fa8c16', startTime: '07:00', endTime: '15:30' });
    expect((await stack.call('GET', `/api/shifts/${early}`, { token: otherAdmin })).status).toBe(404);
    expect((await post('/standardshifts/delBaseshift', { id: early }, otherAdmin)).status).toBe(404);
  });

  it('drops a shift on a day, moves it, refuses an overlap, and the timesheet shows it as Sch In/Out', async () => {
    const before = await roster();
    expect(day(before, mere, '2026-12-01')).toMatchObject({ workSections: [], virtual: true, isClosed: false });
    const dropped = await post('/standardshifts/handleScheduleByShift', { employeeId: mere, ruleDate: '2026-12-01', workSectionData: JSON.stringify({ id: early }), version: row(before, mere).version });
    expect(dropped.body).toEqual({ success: true, message: 'success' });
    let now = await roster();
    expect(times(now, mere, '2026-12-01')).toEqual(['07:00-15:30']);
    expect(day(now, mere, '2026-12-01')).toMatchObject({ virtual: false, workSections: [{ labelName: 'Early shift', colorCode: '#fa8c16', departmentName: 'Picker', duration: 8.5 }] });

    const sheet = await get<TimesheetDto>(`/api/timesheet/getPunchRecords?employeeId=${mere}&fromT=2026-11-30&endT=2026-12-06`);
    const shift = must(sheet.timeSheets.find((d) => d.day === '2026-12-01'), 'timesheet day').workShifts[0];
    expect([shift.startTime, shift.endTime, shift.isScheduled]).toEqual(['07:00', '15:30', true]);

    // An overlapping drop changes nothing.
    const count = await events();
    const clash = await post('/standardshifts/newSave', { departmentId: picker, startTime: '15:00', endTime: '20:00', labelName: 'Late' });
    const late = clash.body.id as string;
    const refused = await post('/standardshifts/handleScheduleByShift', { employeeId: mere, ruleDate: '2026-12-01', workSectionData: { id: late }, version: row(now, mere).version });
    expect(refused.body).toEqual({ success: false, message: 'scheduleConflict' });
    expect(await events()).toBe(count);

    // Moved to Tama's Wednesday: gone from Mere's Tuesday, in one event each.
    const section = day(now, mere, '2026-12-01').workSections[0];
    const moved = await post('/standardshifts/handleScheduleByShift', {
      employeeId: tama,
      ruleDate: '2026-12-02',
      version: row(now, tama).version,
      from: { employeeId: mere, ruleDate: '2026-12-01', workSectionId: section.id, version: row(now, mere).version },
    });
    expect(moved.body.message).toBe('success');
    now = await roster();
    expect(times(now, mere, '2026-12-01')).toEqual([]);
    expect(times(now, tama, '2026-12-02')).toEqual(['07:00-15:30']);
    expect(await events()).toBe(count + 2);

    // Taken off again with the dropdown's Delete.
    const removed = await post('/standardshifts/handleScheduleByShift', { employeeId: tama, ruleDate: '2026-12-02', delFlag: true, workSectionId: day(now, tama, '2026-12-02').workSections[0].id, version: row(now, tama).version });
    expect(removed.body.message).toBe('success');
    expect(times(await roster(), tama, '2026-12-02')).toEqual([]);
  });

  it('checks overlaps across midnight with the day before', async () => {
    const night = must((await get<RosterShift[]>('/api/shifts/getNewShifts')).find((s) => s.labelName === 'Night'), 'night shift');
    expect((await post('/standardshifts/handleScheduleByShift', { employeeId: mere, ruleDate: '2026-12-03', workSectionData: { id: night.id } })).body.message).toBe('success');
    // The early shift on Friday starts after Thursday night's ends at 06:00: fine; a 05:00 start is not.
    const dawn = (await post('/standardshifts/newSave', { departmentId: picker, startTime: '05:00', endTime: '09:00', labelName: 'Dawn' })).body.id as string;
    expect((await post('/standardshifts/handleScheduleByShift', { employeeId: mere, ruleDate: '2026-12-04', workSectionData: { id: dawn } })).body).toEqual({ success: false, message: 'scheduleConflict' });
    expect((await post('/standardshifts/handleScheduleByShift', { employeeId: mere, ruleDate: '2026-12-04', workSectionData: { id: early } })).body.message).toBe('success');
    expect(times(await roster(), mere, '2026-12-04')).toEqual(['07:00-15:30']);
  });

  it('adds an off day in place of the day, and removes it', async () => {
    expect((await post('/standardshifts/addOffDay', { employeeId: mere, ruleDate: '2026-12-04' })).body.message).toBe('success');
    expect(day(await roster(), mere, '2026-12-04')).toMatchObject({ isOffDay: true, workSections: [] });
    const sheet = await get<TimesheetDto>(`/api/timesheet/getPunchRecords?employeeId=${mere}&fromT=2026-11-30&endT=2026-12-06`);
    expect(must(sheet.timeSheets.find((d) => d.day === '2026-12-04'), 'timesheet day').type).toBe('OffDay');
    expect((await post('/standardshifts/delOffDay', { employeeId: mere, ruleDate: '2026-12-04' })).body.message).toBe('success');
    // The day is the template's again (Mere has none: a day without a schedule).
    expect(day(await roster(), mere, '2026-12-04')).toMatchObject({ isOffDay: false, virtual: true, workSections: [] });
  });

  it('refuses a drop made on an older roster: two supervisors on one cell, one lands', async () => {
    const v = await version(tama);
    const a = post('/standardshifts/handleScheduleByShift', { employeeId: tama, ruleDate: '2026-12-05', workSectionData: { id: early }, version: v });
    const b = post('/standardshifts/handleScheduleByShift', { employeeId: tama, ruleDate: '2026-12-05', workSectionData: { id: early }, version: v }, supervisor);
    const replies = await Promise.all([a, b]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(must(replies.find((r) => r.status === 409), 'refused drop').body.message).toBe('This roster was changed by someone else meanwhile. It has been reloaded: try again.');
    expect(times(await roster(), tama, '2026-12-05')).toEqual(['07:00-15:30']);

    // The later of two drops is the conflict even when the first has long landed: never a stale overlap warning.
    const seen = await version(tama);
    expect((await post('/standardshifts/handleScheduleByShift', { employeeId: tama, ruleDate: '2026-12-06', workSectionData: { id: early }, version: seen })).body.message).toBe('success');
    const late = await post('/standardshifts/handleScheduleByShift', { employeeId: tama, ruleDate: '2026-12-06', workSectionData: { id: early }, version: seen }, supervisor);
    expect([late.status, late.body.message]).toEqual([409, 'This roster was changed by someone else meanwhile. It has been reloaded: try again.']);
    expect((await post('/standardshifts/handleScheduleByShift', { employeeId: tama, ruleDate: '2026-12-06', delFlag: true, workSectionId: day(await roster(), tama, '2026-12-06').workSections[0].id, version: seen })).status).toBe(409);
    expect((await post('/standardshifts/delOffDay', { employeeId: tama, ruleDate: '2026-12-06', version: seen })).status).toBe(409);
    const current = await version(tama);
    expect((await post('/standardshifts/handleScheduleByShift', { employeeId: tama, ruleDate: '2026-12-06', delFlag: true, workSectionId: day(await roster(), tama, '2026-12-06').workSections[0].id, version: current })).body.message).toBe('success');
  });

  it('adds a shift to several employees at once, all or none', async () => {
    const count = await events();
    // Tama already works 07:00-15:30 on Saturday the 5th.
    const clash = await post('/standardshifts/batchScheduleRule', { id: early, employeeIds: [mere, tama].join(','), batchStartDate: '2026-12-05' });
    expect(clash.body).toEqual({ success: false, message: 'scheduleConflict', employeeName: 'Tama Test' });
    expect(await events()).toBe(count);
    expect((await post('/standardshifts/batchScheduleRule', { id: early, employeeIds: [mere, tama], batchStartDate: '2026-11-30' })).body.message).toBe('success');
    const now = await roster();
    expect([times(now, mere, '2026-11-30'), times(now, tama, '2026-11-30')]).toEqual([['07:00-15:30'], ['07:00-15:30']]);
    // The Add Shift to Employees list: active employees of the departments and below, by first name, within reach.
    const listed = async (departmentIds: string, token = admin) => (await get<Array<{ firstName: string }>>(`/api/shifts/scheduleemployee?departmentIds=${departmentIds}`, token)).map((e) => e.firstName);
    expect(await listed(warehouse)).toEqual(['Mere', 'Tama']);
    expect(await listed(picker)).toEqual([]);
    expect(await listed('', supervisor)).toEqual(['Mere', 'Tama']);
  });

  it('totals hours and cost per row and for the roster', async () => {
    const now = await roster();
    // Mere: Mon 8.5, Thu night 8, total 16.5 at 30 an hour.
    expect([row(now, mere).totalHours, row(now, mere).totalCost]).toEqual([16.5, 495]);
    expect([row(now, tama).totalHours, row(now, tama).totalCost]).toEqual([17, 425]);
    expect(now.totalHours).toBe(33.5);
    expect(now.totalCost).toBe(920);
  });

  it('keeps to the reader: a supervisor sees their departments, another company nothing', async () => {
    const mine = await roster('2026-11-30', '2026-12-06', supervisor);
    expect(mine.rows.map((r) => r.employee.firstName).sort()).toEqual(['Mere', 'Tama']);
    expect((await roster('2026-11-30', '2026-12-06', admin, `&departmentIds=${south}`)).rows.map((r) => r.employee.firstName)).toEqual(['Aroha']);
    expect((await roster('2026-11-30', '2026-12-06', otherAdmin)).rows).toEqual([]);
    expect((await post('/standardshifts/handleScheduleByShift', { employeeId: aroha, ruleDate: '2026-12-01', workSectionData: { id: early } }, supervisor)).status).toBe(404);
    expect((await post('/standardshifts/addOffDay', { employeeId: mere, ruleDate: '2026-12-01' }, otherAdmin)).status).toBe(404);
    // A shift unknown here (another company's, or none), and this company's shift used from another company.
    expect((await post('/standardshifts/handleScheduleByShift', { employeeId: mere, ruleDate: '2026-12-01', workSectionData: { id: '6f1c1c1e-0000-4000-8000-000000000001' } })).status).toBe(404);
    expect((await post('/standardshifts/batchScheduleRule', { id: early, employeeIds: [mere], batchStartDate: '2026-12-01' }, otherAdmin)).status).toBe(404);
    expect((await post('/standardshifts/batchScheduleRule', { id: early, employeeIds: [aroha], batchStartDate: '2026-12-01' }, supervisor)).status).toBe(404);
    expect((await stack.call('GET', '/api/standardshifts/roster?startDate=2026-11-30&endDate=2027-03-01', { token: admin })).status).toBe(400);
  });

  it('copies a week forward as a job, overwriting, and refuses windows the rules forbid', async () => {
    const refused = async (body: Record<string, unknown>) => {
      const r = await post('/standardshifts/copyScheduleRule', body);
      return [r.status, r.body.message];
    };
    expect(await refused({ departments: '', fromDate: '2026-11-30', endDate: '2026-12-06', beginDate: '2026-12-03' })).toEqual([400, 'The paste dates must not overlap the dates copied from.']);
    expect(await refused({ departments: '', fromDate: '2026-11-01', endDate: '2026-12-06', beginDate: '2026-12-07' })).toEqual([400, 'Copy at most 31 days at a time.']);
    // Something on the target week to be overwritten.
    expect((await post('/standardshifts/addOffDay', { employeeId: mere, ruleDate: '2026-12-07' })).body.message).toBe('success');

    const reply = await post('/standardshifts/copyScheduleRule', { departments: '', fromDate: '2026-11-30', endDate: '2026-12-06', beginDate: '2026-12-07' });
    expect(reply.body.message).toBe('success');
    const done = await eventually(
      () => get<JobRunDto>(`/api/job-runs/${must(reply.body.job, 'job').id}`),
      (r) => r.status === 'completed' || r.status === 'failed',
    );
    expect(done).toMatchObject({ status: 'completed', kind: 'copy-roster' });
    expect(done.result as RosterCopyResult).toMatchObject({ employees: 3, copied: 3, skipped: [] });
    const week = await roster();
    const next = await roster('2026-12-07', '2026-12-13');
    for (const id of [mere, tama, aroha]) {
      expect(row(next, id).scheduleRuleVoList.map((d) => [d.isOffDay, d.workSections.map((s) => `${s.startTime}-${s.endTime}`)])).toEqual(
        row(week, id).scheduleRuleVoList.map((d) => [d.isOffDay, d.workSections.map((s) => `${s.startTime}-${s.endTime}`)]),
      );
    }
    // Copying again changes nothing.
    const count = await events();
    const again = await post('/standardshifts/copyScheduleRule', { departments: '', fromDate: '2026-11-30', endDate: '2026-12-06', beginDate: '2026-12-07' });
    await eventually(
      () => get<JobRunDto>(`/api/job-runs/${must(again.body.job, 'job').id}`),
      (r) => r.status === 'completed',
    );
    expect(await events()).toBe(count);
  });

  it('answers a closed pay period: the check, the drop refused, the copy skipping', async () => {
    const { items } = await get<{ items: PayrollTransferDto[] }>(`/api/payroll-transfers/search?filterDays=${Math.ceil((Date.now() - Date.parse('2026-11-01')) / 86_400_000) + 7}`);
    const period = items.find((p) => p.fromDate <= '2026-11-03' && p.toDate >= '2026-11-03');
    if (!period) throw new Error('No period holding 2026-11-03');
    expect((await post('/payrolltransfer/close', { ids: [period.id], reason: 'Pay run' })).body.message).toBe('success');
    expect((await post('/standardshifts/checkPeriodClose', { ruleDate: '2026-11-03', employeeId: mere })).body.flag).toBe(true);
    expect((await post('/standardshifts/checkPeriodClose', { ruleDate: '2026-12-03', employeeId: mere })).body.flag).toBe(false);
    expect(day(await roster('2026-11-02', '2026-11-08'), mere, '2026-11-03').isClosed).toBe(true);
    const count = await events();
    expect((await post('/standardshifts/handleScheduleByShift', { employeeId: mere, ruleDate: '2026-11-03', workSectionData: { id: early } })).body.message).toBe('closedPeriod');
    expect((await post('/standardshifts/addOffDay', { employeeId: mere, ruleDate: '2026-11-03' })).body.message).toBe('closedPeriod');
    const reply = await post('/standardshifts/copyScheduleRule', { departments: picker, fromDate: '2026-11-30', endDate: '2026-12-06', beginDate: '2026-11-02' });
    expect(reply.status).toBe(400);
    const copy = await post('/standardshifts/copyScheduleRule', { departments: '', fromDate: '2026-11-30', endDate: '2026-12-06', beginDate: '2026-11-02' });
    const done = await eventually(
      () => get<JobRunDto>(`/api/job-runs/${must(copy.body.job, 'job').id}`),
      (r) => r.status === 'completed',
    );
    expect((done.result as RosterCopyResult).skipped.map((s) => s.reason)).toEqual(['closedPeriod', 'closedPeriod', 'closedPeriod']);
    expect(await events()).toBe(count);
  });
});
