import { ConditionPreview, ConditionSet, HistoryEntry, PayrollTransferDto, Roster, TimesheetDto } from '@timekeep/contracts';
import { eventually, openCustomer, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; departmentVo?: { id: string }; items?: Array<{ id: string; name: string; code: string }> };

/** A weekly pay group from Monday 2026-01-05: 2026-11-16..22 is closed in the test, 2026-11-23..29 stays open until the export. */
const WEEK_A = { from: '2026-11-16', to: '2026-11-22' };
const WEEK_B = { from: '2026-11-23', to: '2026-11-29' };
const FILTER_DAYS = Math.ceil((Date.now() - Date.parse('2026-10-01')) / 86_400_000) + 7;

function parseCsv(text: string): Array<Record<string, string>> {
  const [header, ...lines] = text.trim().split('\r\n');
  const columns = header.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((cell, i) => [columns[i], cell.replace(/^"|"$/g, '')])));
}

/**
 * Issue 32 (ADR 0074): an employer applies the Australian retail-style template to a pay group; a
 * casual's Saturday night into Sunday is paid at the casual Saturday and Sunday rates (the part after
 * midnight is Sunday's), a permanent's at the permanent ones, a short shift is topped up to the
 * minimum engagement, a public holiday worked is the holiday rate; the payroll CSV carries those
 * pay types. A change of conditions recalculates open periods through the worker's job and leaves a
 * closed one as it was paid; a change of employment type inside a closed period is refused.
 */
describe('pay conditions', () => {
  let stack: TestStack;
  let admin: string;
  let companyId: string;
  let payGroupId: string;
  let setId: string;
  let cas: string;
  let perm: string;
  let store: string;

  const post = (path: string, body: Record<string, unknown>, token = admin) => stack.call<Reply>('POST', path, { token, body });
  const get = async <T>(path: string, token = admin) => (await stack.call<T>('GET', path, { token })).body;
  const punch = async (employeeId: string, day: string, punchTime: string) => expect((await post('/api/punches/save', { employeeId, day, punchTime })).body.message).toBe('success');
  const sheet = (employeeId: string, week: { from: string; to: string }) => get<TimesheetDto>(`/api/timesheet/getPunchRecords?employeeId=${employeeId}&fromT=${week.from}&endT=${week.to}`);
  /** The week's pay type totals, hours by name, in the order the timesheet lists them. */
  const paid = async (employeeId: string, week: { from: string; to: string }) => Object.fromEntries((await sheet(employeeId, week)).totals.filter((t) => t.value).map((t) => [t.name, t.value]));
  const periodOf = async (from: string) => {
    const found = (await get<{ items: PayrollTransferDto[] }>(`/api/payroll-transfers/search?filterDays=${FILTER_DAYS}`)).items.find((p) => p.fromDate === from && p.paygroupId === payGroupId);
    if (!found) throw new Error(`No period from ${from}`);
    return found;
  };
  const setOf = () => get<ConditionSet>(`/api/condition-sets/${setId}`);
  const saveSet = (set: ConditionSet, change: Partial<ConditionSet>) => {
    const { template: _t, version, ...rest } = { ...set, ...change };
    return post('/api/condition-sets/save', { ...rest, version });
  };

  beforeAll(async () => {
    stack = await startTestStack({ worker: true });
    ({ admin, companyId } = await openCustomer(stack, { name: 'Banksia Retail Pty Ltd', code: 'BANKSIA', adminEmail: 'admin@banksia.example.com' }));
    const department = (await post('/department/save', { departmentName: 'Store' })).body.departmentVo?.id as string;
    store = department;
    payGroupId = (await post('/paygroup/save', { name: 'Retail weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    const hire = async (firstName: string, payId: string) =>
      (await post('/employee/save-without-photo', { firstName, lastName: 'Store', departmentId: department, paygroupId: payGroupId, hireOnDateValue: '2026-01-05', payId, clockId: '', payRate: 30 })).body.id as string;
    cas = await hire('Cas', 'B-1');
    perm = await hire('Perm', 'B-2');
    expect((await post(`/api/employees/${cas}/employment-types`, { employmentTypes: [{ from: '2026-01-05', type: 'Casual' }] })).body.message).toBe('success');
    expect((await post(`/api/employees/${perm}/employment-types`, { employmentTypes: [{ from: '2026-01-05', type: 'Full time' }] })).body.message).toBe('success');
    expect((await post('/holiday/save', { name: 'Founders Day', date: '2026-11-25', alterdate: '2026-11-25' })).body.message).toBe('success');
  }, 120_000);
  afterAll(() => stack?.close());

  it('applies the Australian template: its pay types made by code, its rows and minimum engagement on the pay group', async () => {
    const applied = await post('/api/condition-sets/apply-template', { templateId: 'au-retail', name: 'Retail award', payGroupIds: [payGroupId] });
    expect(applied.body.message).toBe('success');
    setId = applied.body.id as string;
    const set = await setOf();
    expect(set).toMatchObject({ name: 'Retail award', active: true, combine: 'highest', payGroupIds: [payGroupId], template: { id: 'au-retail', effectiveFrom: '2020-07-01' } });
    expect(set.conditions.map((c) => c.name)).toEqual(['Evening', 'Saturday', 'Sunday', 'Public holiday', 'Casual loading', 'Casual evening', 'Casual Saturday', 'Casual Sunday', 'Casual public holiday']);
    expect(set.minimumEngagement?.minutes).toEqual({ 'Full time': 180, 'Part time': 180, Casual: 180 });
    const payTypes = (await get<{ items: Array<{ code: string; name: string; payRateFactor: number }> }>('/api/pay-types?pageSize=100')).items;
    expect(payTypes.filter((t) => t.code === 'CASSUN175').map((t) => [t.name, t.payRateFactor])).toEqual([['Casual Sunday 175%', 1.75]]);
    // Applying it again for the same pay group is refused with both named: a pay group follows one set.
    const again = await post('/api/condition-sets/apply-template', { templateId: 'au-retail', name: 'Retail award 2', payGroupIds: [payGroupId] });
    expect([again.status, again.body.message]).toEqual([400, 'The pay group Retail weekly already follows the condition set Retail award: a pay group follows one set.']);
    // Nothing of the refused copy was written, its pay types included (they were found by code, so none were new anyway).
    expect((await get<{ total: number }>('/api/condition-sets')).total).toBe(1);
    // A pay type the set pays under keeps a factor the set can pay from: 11 would leave every timesheet unpayable.
    const evening = (await get<{ items: Array<{ id: string; code: string; name: string; payRateFactor: number; version: number }> }>('/api/pay-types?pageSize=100')).items.find((t) => t.code === 'EVE125');
    const eleven = await post('/paytype/save', { id: evening?.id, code: evening?.code, name: evening?.name, payRateFactor: 11, version: evening?.version });
    expect([eleven.status, eleven.body.message]).toEqual([400, 'The condition set Retail award cannot be paid from: "Evening": the pay type\'s factor must be 0 to 10.']);
    const kept = (await get<{ items: Array<{ code: string; payRateFactor: number }> }>('/api/pay-types?pageSize=100')).items.find((t) => t.code === 'EVE125');
    expect(kept?.payRateFactor).toBe(1.25);
  });

  it("pays a Saturday night into Sunday at each day's rate for the employee's type, and closes the week", async () => {
    for (const id of [cas, perm]) {
      await punch(id, '2026-11-21', '20:00');
      await punch(id, '2026-11-22', '02:00');
    }
    expect(await paid(cas, WEEK_A)).toEqual({ 'Casual Saturday 150%': 4, 'Casual Sunday 175%': 2 });
    expect(await paid(perm, WEEK_A)).toEqual({ 'Saturday 125%': 4, 'Sunday 150%': 2 });
    expect((await post('/payrolltransfer/close', { ids: [(await periodOf(WEEK_A.from)).id] })).body.message).toBe('success');
  });

  it('tops a short shift up to the minimum engagement and pays a public holiday at its rate, and the payroll CSV carries them', async () => {
    await punch(cas, '2026-11-23', '09:00');
    await punch(cas, '2026-11-23', '11:00');
    await punch(cas, '2026-11-25', '09:00');
    await punch(cas, '2026-11-25', '13:00');
    await punch(perm, '2026-11-24', '17:00');
    await punch(perm, '2026-11-24', '21:00');
    expect(await paid(cas, WEEK_B)).toEqual({ 'Casual 125%': 2, 'Minimum engagement': 1, 'Casual public holiday 250%': 4 });
    expect(await paid(perm, WEEK_B)).toEqual({ 'Ordinary Time': 1, 'Evening 125%': 3 });
  });

  it('refuses an employment type change that would pay a closed day differently, and takes one after it', async () => {
    const inClosed = await post(`/api/employees/${cas}/employment-types`, { employmentTypes: [{ from: '2026-01-05', type: 'Casual' }, { from: '2026-11-20', type: 'Part time' }] });
    // The closed-period refusal every write answers (the console shows TIMESHEET_TEXTS.closedPeriod for it).
    expect(inClosed.body).toEqual({ message: 'closedPeriod' });
    const repeated = await post(`/api/employees/${cas}/employment-types`, { employmentTypes: [{ from: '2026-01-05', type: 'Casual' }, { from: '2026-11-24', type: 'Casual' }] });
    expect([repeated.status, repeated.body.message]).toEqual([400, 'Casual from 2026-11-24 repeats the type before it: remove it.']);
    expect((await post(`/api/employees/${cas}/employment-types`, { employmentTypes: [{ from: '2026-01-05', type: 'Casual' }, { from: '2026-11-24', type: 'Part time' }] })).body.message).toBe('success');
    expect(await get<{ employmentTypes: unknown }>(`/api/employees/${cas}/employment-types`)).toMatchObject({ employmentTypes: [{ from: '2026-01-05', type: 'Casual' }, { from: '2026-11-24', type: 'Part time' }] });
    // Monday is still a casual's; the holiday on Wednesday is a part-timer's.
    expect(await paid(cas, WEEK_B)).toEqual({ 'Casual 125%': 2, 'Minimum engagement': 1, 'Public holiday 225%': 4 });
    expect(await paid(cas, WEEK_A)).toEqual({ 'Casual Saturday 150%': 4, 'Casual Sunday 175%': 2 });
  });

  it("pays the editor's sample week live, in the company's pay types, or says why it cannot", async () => {
    const { combine, conditions, minimumEngagement } = await setOf();
    const preview = async (body: Record<string, unknown>) => (await stack.call<ConditionPreview>('POST', '/api/condition-sets/preview', { token: admin, body })).body;
    const casual = await preview({ combine, conditions, minimumEngagement, employmentType: 'Casual' });
    expect(casual.problem).toBeNull();
    expect(casual.shifts.map((s) => s.lines.map((l) => `${l.payTypeName}: ${l.hours}`))).toEqual([
      ['Casual 125%: 8'],
      ['Casual 125%: 4', 'Casual evening 150%: 4'],
      ['Casual 125%: 2', 'Minimum engagement: 1'],
      ['Casual public holiday 250%: 8'],
      ['Casual Saturday 150%: 4', 'Casual Sunday 175%: 2'],
      ['Casual Sunday 175%: 6'],
    ]);
    expect(casual.shifts[4].lines[1].conditionName).toBe('Casual Sunday');
    const broken = await preview({ combine, conditions: [{ ...conditions[0], window: { from: '18:00', to: '06:00' } }], minimumEngagement, employmentType: null });
    expect(broken).toEqual({ problem: '"Evening": the window ends before it starts. A window over midnight is two rows, one each side.', shifts: [] });
  });

  it('refuses a set it cannot pay from, in a sentence naming the rows, and changes nothing', async () => {
    const set = await setOf();
    const [evening, saturday] = set.conditions;
    const refused = async (change: Partial<ConditionSet>) => {
      const reply = await saveSet(set, change);
      expect(reply.status).toBe(400);
      return reply.body.message;
    };
    expect(await refused({ conditions: [{ ...evening, window: { from: '18:00', to: '06:00' } }] })).toBe('"Evening": the window ends before it starts. A window over midnight is two rows, one each side.');
    expect(await refused({ conditions: [evening, { ...evening, id: saturday.id, name: 'Late' }] })).toBe('"Evening" and "Late" apply at the same times: keep one, or tell them apart.');
    expect(await refused({ conditions: [{ ...evening, payTypeId: '00000000-0000-4000-8000-000000000000' }] })).toBe('"Evening": choose a pay type from the list.');
    expect(await refused({ conditions: [{ ...evening, consecutiveDaysOver: 40 }] })).toBe('"Evening": consecutive days are 1 to 13.');
    expect((await post('/api/condition-sets/save', { ...set, template: undefined, surprise: true })).status).toBe(400);
    expect(await setOf()).toEqual(set);
    // Nor may a pay type it pays under be deleted from under it.
    const sunday = (await get<{ items: Array<{ id: string; code: string }> }>('/api/pay-types?pageSize=100')).items.find((t) => t.code === 'CASSUN175');
    const deleting = await post('/paytype/delete', { ids: [sunday?.id] });
    expect([deleting.status, deleting.body.message]).toEqual([400, 'Casual Sunday 175% cannot be deleted: a condition set pays under it.']);
  });

  it("warns of a casual's short rest on the roster, and refuses the drop once the rule blocks, writing nothing", async () => {
    // A far week, so no timesheet of the other tests moves: Saturday 2027-03-06 and Sunday 2027-03-07.
    // A library shift names a position: the Division's Branch, its Department, its Position.
    let position = store;
    for (const departmentName of ['Sydney', 'Floor', 'Checkout']) position = (await post('/department/save', { departmentName, parent: position })).body.departmentVo?.id as string;
    const shift = async (labelName: string, startTime: string, endTime: string, endTimeType: 'Today' | 'NextDay') => {
      const saved = await post('/standardshifts/newSave', { departmentId: position, startTime, startTimeType: 'Today', endTime, endTimeType, labelName, colorCode: '#1677ff', breakTime: 30 });
      expect(saved.body).toMatchObject({ message: 'success' });
      return saved.body.id as string;
    };
    const close = await shift('Close', '18:00', '02:00', 'NextDay');
    const open = await shift('Open', '09:00', '15:00', 'Today');
    const drop = (shiftId: string, ruleDate: string) => post('/standardshifts/handleScheduleByShift', { employeeId: cas, ruleDate, workSectionData: { id: shiftId } });
    const casWeek = async () => {
      const roster = await get<Roster>(`/api/standardshifts/roster?startDate=2027-03-01&endDate=2027-03-07`);
      const row = roster.rows.find((r) => r.employee.id === cas);
      return Object.fromEntries((row?.scheduleRuleVoList ?? []).filter((d) => d.workSections.length).map((d) => [d.title, d.workSections.map((s) => [s.labelName, s.warnings])]));
    };
    expect((await drop(close, '2027-03-06')).body.message).toBe('success');
    expect((await drop(open, '2027-03-07')).body.message).toBe('success');
    const rest = { rule: 'restBetweenShifts', text: 'Rest before this shift is 7 h; the minimum is 12 h.' };
    // The template warns of less than the award's 12 hours between shifts.
    expect(await casWeek()).toEqual({ '2027-03-06': [['Close', []]], '2027-03-07': [['Open', [{ ...rest, block: false }]]] });

    const set = await setOf();
    expect(set.compliance.restBetweenShifts).toEqual({ mode: 'warn', minutes: 720 });
    expect((await saveSet(set, { compliance: { ...set.compliance, restBetweenShifts: { mode: 'block', minutes: 720 } } })).body.message).toBe('success');
    // A roster already broken shows it as blocking; taking the shift off mends it and is allowed.
    expect((await casWeek())['2027-03-07']).toEqual([['Open', [{ ...rest, block: true }]]]);
    const sunday = (await get<Roster>(`/api/standardshifts/roster?startDate=2027-03-07&endDate=2027-03-07`)).rows.find((r) => r.employee.id === cas)?.scheduleRuleVoList[0].workSections[0].id;
    expect((await post('/standardshifts/handleScheduleByShift', { employeeId: cas, ruleDate: '2027-03-07', delFlag: true, workSectionId: sunday })).body.message).toBe('success');
    // Dropped again, it is refused with the rule's sentence and nothing is written.
    const refused = await drop(open, '2027-03-07');
    expect([refused.status, refused.body.message]).toEqual([400, rest.text]);
    expect(await casWeek()).toEqual({ '2027-03-06': [['Close', []]] });
    // So is the library's Add to employees, naming her; the others of the batch are not written either.
    const batch = await post('/standardshifts/batchScheduleRule', { id: open, employeeIds: [perm, cas], batchStartDate: '2027-03-07' });
    expect([batch.status, batch.body.message]).toEqual([400, `Cas Store: ${rest.text}`]);
    expect(await casWeek()).toEqual({ '2027-03-06': [['Close', []]] });
    const permSunday = (await get<Roster>(`/api/standardshifts/roster?startDate=2027-03-07&endDate=2027-03-07`)).rows.find((r) => r.employee.id === perm)?.scheduleRuleVoList[0];
    expect(permSunday?.workSections).toEqual([]);
    // A drop that breaks nothing goes through; the rule back to warn.
    expect((await drop(open, '2027-03-03')).body.message).toBe('success');
    expect((await saveSet(await setOf(), { compliance: set.compliance })).body.message).toBe('success');
    // Out of range figures are refused with the field's sentence.
    const absurd = await saveSet(await setOf(), { compliance: { ...set.compliance, consecutiveDays: { mode: 'warn', days: 40 } } });
    expect([absurd.status, absurd.body.message]).toEqual([400, 'Consecutive days are 1 to 13.']);
  });

  it('the New Zealand template decides a holiday by her pattern: 4 of the last 6 Wednesdays worked, Founders Day not worked is paid, and the day says why', async () => {
    const nzGroup = (await post('/paygroup/save', { name: 'NZ weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90, convertUnit: 8 })).body.id as string;
    expect((await post('/api/condition-sets/apply-template', { templateId: 'nz-holidays', name: 'Holidays Act', payGroupIds: [nzGroup] })).body.message).toBe('success');
    const nzSet = (await get<{ items: ConditionSet[] }>('/api/condition-sets')).items.find((s) => s.name === 'Holidays Act');
    expect(nzSet?.otherwiseWorkingDay).toEqual({ lookBack: 6, atLeast: 4 });
    const hire = async (firstName: string, payId: string) =>
      (await post('/employee/save-without-photo', { firstName, lastName: 'Kiwi', departmentId: store, paygroupId: nzGroup, hireOnDateValue: '2026-01-05', payId, clockId: '', payRate: 30 })).body.id as string;
    const regular = await hire('Wednesday', 'N-1');
    const rare = await hire('Seldom', 'N-2');
    // No roster for either: Wednesday worked four of the six Wednesdays before the 25th, Seldom three.
    for (const day of ['2026-11-18', '2026-11-11', '2026-11-04', '2026-10-28']) {
      for (const [who, time] of [[regular, '09:00'], [regular, '13:00'], ...(day === '2026-10-28' ? [] : [[rare, '09:00'], [rare, '13:00']])]) await punch(who, day, time);
    }
    const founders = async (employeeId: string) => (await sheet(employeeId, WEEK_B)).timeSheets.find((d) => d.day === '2026-11-25');
    expect((await founders(regular))?.otherwiseWorkingDay).toEqual({ owd: true, reason: 'Worked 4 of the last 6 Wednesdays.' });
    expect(await paid(regular, WEEK_B)).toEqual({ 'Public Holiday Not Worked': 8 });
    expect((await founders(rare))?.otherwiseWorkingDay).toEqual({ owd: false, reason: 'Worked 3 of the last 6 Wednesdays: fewer than 4.' });
    expect(await paid(rare, WEEK_B)).toEqual({});
    // Her agreement says Wednesdays are working days: the record decides it, and the day is paid.
    const agreed = await get<{ workingDays: string[]; version: number }>(`/api/employees/${rare}/working-days`);
    expect(agreed.workingDays).toEqual(['auto', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto']);
    const wednesdays = ['auto', 'auto', 'yes', 'auto', 'auto', 'auto', 'auto'];
    expect((await post(`/api/employees/${rare}/working-days`, { workingDays: wednesdays, version: agreed.version })).body.message).toBe('success');
    expect((await founders(rare))?.otherwiseWorkingDay).toEqual({ owd: true, reason: 'A working day by her employee record.' });
    expect(await paid(rare, WEEK_B)).toEqual({ 'Public Holiday Not Worked': 8 });
    const six = await post(`/api/employees/${rare}/working-days`, { workingDays: wednesdays.slice(1) });
    expect([six.status, six.body.message]).toEqual([400, 'One choice for each weekday, Monday first.']);
    const other = await openCustomer(stack, { name: 'Kauri Ltd', code: 'KAURI', adminEmail: 'admin@kauri.example.com' });
    expect((await stack.call('GET', `/api/employees/${rare}/working-days`, { token: other.admin })).status).toBe(404);
    expect((await post(`/api/employees/${rare}/working-days`, { workingDays: wednesdays }, other.admin)).status).toBe(404);
    // Boxing Day (seeded from the region's calendar) falls on a Saturday and is observed on Monday 28th: for her
    // the Saturday is no working day, so it is hers on the Monday.
    const days = (await sheet(regular, { from: '2026-12-21', to: '2027-01-03' })).timeSheets;
    const shown = (date: string) => days.find((d) => d.day === date);
    expect([shown('2026-12-26')?.holidayName, shown('2026-12-28')?.holidayName, shown('2026-12-28')?.holidayMovedFrom]).toEqual([null, 'Boxing Day', '2026-12-26']);
    // The roster warns of Boxing Day where her timesheet will have it: on the Monday while the Saturday is no working day of
    // hers; on the Saturday once she is rostered on it; on the Monday again when her record says Saturdays are not hers.
    let position = store;
    for (const departmentName of ['Auckland', 'Shop', 'Till']) position = (await post('/department/save', { departmentName, parent: position })).body.departmentVo?.id as string;
    const short = (await post('/standardshifts/newSave', { departmentId: position, startTime: '09:00', startTimeType: 'Today', endTime: '11:00', endTimeType: 'Today', labelName: 'Short', colorCode: '#1677ff', breakTime: 0 })).body.id as string;
    const rosterOn = async (ruleDate: string) => expect((await post('/standardshifts/handleScheduleByShift', { employeeId: regular, ruleDate, workSectionData: { id: short } })).body.message).toBe('success');
    const holidayWarnings = async () => {
      const roster = await get<Roster>('/api/standardshifts/roster?startDate=2026-12-21&endDate=2026-12-28');
      const row = roster.rows.find((r) => r.employee.id === regular);
      return Object.fromEntries((row?.scheduleRuleVoList ?? []).filter((d) => d.workSections.length).map((d) => [d.title, d.workSections.flatMap((s) => s.warnings.filter((w) => w.rule === 'holidayClash').map((w) => w.text))]));
    };
    await rosterOn('2026-12-28');
    expect(await holidayWarnings()).toEqual({ '2026-12-28': ['Boxing Day is a public holiday.'] });
    await rosterOn('2026-12-26');
    expect(await holidayWarnings()).toEqual({ '2026-12-26': ['Boxing Day is a public holiday.'], '2026-12-28': [] });
    const hers = await get<{ version: number }>(`/api/employees/${regular}/working-days`);
    const notSaturdays = ['auto', 'auto', 'auto', 'auto', 'auto', 'no', 'auto'];
    expect((await post(`/api/employees/${regular}/working-days`, { workingDays: notSaturdays, version: hers.version })).body.message).toBe('success');
    expect(await holidayWarnings()).toEqual({ '2026-12-26': [], '2026-12-28': ['Boxing Day is a public holiday.'] });
    // The template checks s 69ZD's meal breaks of the time worked: six hours straight on Friday is a Short Meal Break.
    await punch(regular, '2026-11-27', '09:00');
    await punch(regular, '2026-11-27', '15:00');
    // (She has no roster, so it is Unscheduled Work as well.)
    expect((await sheet(regular, WEEK_B)).timeSheets.find((d) => d.day === '2026-11-27')?.exceptions).toEqual(['UnscheduleWork', 'ShortMealBreak']);
    const listed = await get<{ items: Array<{ employeeId: string; date: string; exceptionType: string }> }>('/api/time-card-exceptions?type=ShortMealBreak&dayType=Previous&pageSize=100');
    expect(listed.items.filter((x) => x.employeeId === regular).map((x) => [x.date, x.exceptionType])).toEqual([['2026-11-27', 'ShortMealBreak']]);
    // A bad look-back is refused in the field's sentence.
    const { template: _t, version, ...rest } = nzSet as ConditionSet;
    const wrong = await post('/api/condition-sets/save', { ...rest, version, otherwiseWorkingDay: { lookBack: 3, atLeast: 4 } });
    expect([wrong.status, wrong.body.message]).toEqual([400, 'The look-back is 1 to 13 weeks, and at least 1 of them, at most the look-back.']);
  });

  it("the employee's history names her employment types and working days in the form's words", async () => {
    const history = await get<HistoryEntry[]>(`/api/history/employee/${cas}`);
    // The newest first: the first type set, then the one a test above added after the closed week.
    expect(history.flatMap((h) => h.changes).filter((c) => c.field === 'employmentType').reverse()[0]).toEqual({ field: 'employmentType', from: null, to: 'Casual from 2026-01-05' });
  });

  it('another company sees none of it', async () => {
    const other = await openCustomer(stack, { name: 'Waratah Pty Ltd', code: 'WARATAH', adminEmail: 'admin@waratah.example.com' });
    expect((await stack.call('GET', `/api/condition-sets/${setId}`, { token: other.admin })).status).toBe(404);
    expect((await get<{ total: number }>('/api/condition-sets', other.admin)).total).toBe(0);
    expect((await stack.call('GET', `/api/employees/${cas}/employment-types`, { token: other.admin })).status).toBe(404);
    const taking = await post(`/api/employees/${cas}/employment-types`, { employmentTypes: [] }, other.admin);
    expect(taking.status).toBe(404);
  });

  it('recalculates open periods through the worker when the set changes, leaving the closed week as paid', async () => {
    const before = Number((await stack.db.pool.query(`SELECT count(*) FROM job_run WHERE company_id = $1 AND kind = 'recalculate-timesheets' AND status = 'completed'`, [companyId])).rows[0].count);
    expect((await saveSet(await setOf(), { active: false })).body.message).toBe('success');
    // The save marks the open days stale in its transaction; the worker's job (another set change's, queued
    // earlier, may finish first) leaves none.
    await eventually(
      async () => ({
        completed: Number((await stack.db.pool.query(`SELECT count(*) FROM job_run WHERE company_id = $1 AND kind = 'recalculate-timesheets' AND status = 'completed'`, [companyId])).rows[0].count),
        stale: (await stack.db.pool.query(`SELECT count(*)::int AS n FROM timesheet_day WHERE company_id = $1 AND stale`, [companyId])).rows[0].n as number,
      }),
      ({ completed, stale }) => completed > before && stale === 0,
    );
    // Paid as the pay group says without conditions: no minimum engagement, the holiday worked as the pay group pays it.
    expect(await paid(cas, WEEK_B)).toEqual({ 'Ordinary Time': 2, 'Public Holiday Worked': 4 });
    expect(await paid(cas, WEEK_A)).toEqual({ 'Casual Saturday 150%': 4, 'Casual Sunday 175%': 2 });

    expect((await saveSet(await setOf(), { active: true })).body.message).toBe('success');
    expect((await post('/payrolltransfer/close', { ids: [(await periodOf(WEEK_B.from)).id] })).body.message).toBe('success');
    const file = await stack.call<string>('GET', `/payrolltransfer/exportCSV?id=${(await periodOf(WEEK_B.from)).id}`, { token: admin });
    expect(file.status).toBe(200);
    const lines = parseCsv(file.body).map((r) => [r['Pay ID'], r['Pay Type'], Number(r.Units)]);
    expect(lines).toEqual(
      expect.arrayContaining([
        ['B-1', 'Casual 125%', 2],
        ['B-1', 'Minimum engagement', 1],
        ['B-1', 'Public holiday 225%', 4],
        ['B-2', 'Evening 125%', 3],
      ]),
    );
  });
});
