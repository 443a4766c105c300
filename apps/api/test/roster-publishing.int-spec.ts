import { ConditionSet, PayrollTransferDto, Role, Roster, RosterPublishPreview, RosterSettingsReply } from '@timekeep/contracts';
import { createAccount, eventually, openCustomer, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message?: string; success?: boolean; id?: string; employees?: number; days?: number; departmentVo?: { id: string }; warnings?: unknown[]; blocked?: unknown[] };

/** Issue 33 §1, ADR 0075: roster changes are drafts until published, where the company publishes rosters. */
describe('publishing rosters', () => {
  let stack: TestStack;
  let admin: string;
  let companyId: string;
  let ana: string;
  let ben: string;
  let anaToken: string;
  let early: string;
  let close: string;
  let payGroupId: string;
  let position: string;

  const post = (path: string, body: Record<string, unknown>, token = admin) => stack.call<Reply>('POST', path, { token, body });
  const get = async <T>(path: string, token = admin) => (await stack.call<T>('GET', path, { token })).body;
  const week = { startDate: '2027-03-01', endDate: '2027-03-07', departmentIds: [] as string[] };
  const roster = (token = admin, from = week.startDate, to = week.endDate) => get<Roster>(`/api/standardshifts/roster?startDate=${from}&endDate=${to}`, token);
  /** Her rostered days of the range: date to [shifts, unpublished]. */
  const daysOf = async (employeeId: string, token = admin, from = week.startDate, to = week.endDate) => {
    const row = (await roster(token, from, to)).rows.find((r) => r.employee.id === employeeId);
    return Object.fromEntries((row?.scheduleRuleVoList ?? []).filter((d) => d.workSections.length || d.unpublished).map((d) => [d.title, [d.workSections.map((s) => `${s.labelName} ${s.startTime}`), d.unpublished === true]]));
  };
  const drop = (employeeId: string, shiftId: string, ruleDate: string) => post('/standardshifts/handleScheduleByShift', { employeeId, ruleDate, workSectionData: { id: shiftId } });
  const published = async (employeeId: string) =>
    (await stack.db.pool.query<{ date: string }>('SELECT date::text AS date FROM employee_schedule_day WHERE employee_id = $1 ORDER BY date', [employeeId])).rows.map((r) => r.date);
  const eventsOf = async (type: string) => (await stack.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM events WHERE company_id = $1 AND type = $2', [companyId, type])).rows[0].n;

  beforeAll(async () => {
    stack = await startTestStack({ worker: true });
    ({ admin, companyId } = await openCustomer(stack, { name: 'Totara Ltd', code: 'TOTARA', adminEmail: 'admin@totara.example.com' }));
    let node = (await post('/department/save', { departmentName: 'Store' })).body.departmentVo?.id as string;
    for (const departmentName of ['Wellington', 'Floor', 'Till']) node = (await post('/department/save', { departmentName, parent: node })).body.departmentVo?.id as string;
    position = node;
    payGroupId = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    const hire = async (firstName: string, payId: string) =>
      (await post('/employee/save-without-photo', { firstName, lastName: 'Kahu', departmentId: position, paygroupId: payGroupId, hireOnDateValue: '2026-01-05', payId, clockId: '', payRate: 30 })).body.id as string;
    ana = await hire('Ana', 'T-1');
    ben = await hire('Ben', 'T-2');
    const account = await createAccount(stack, companyId, { firstName: 'Ana', roles: [Role.Employee] });
    await stack.db.pool.query('UPDATE employee SET user_id = $1 WHERE id = $2', [account.userId, ana]);
    anaToken = await signInAs(stack, account.email);
    const shift = async (labelName: string, startTime: string, endTime: string, endTimeType: 'Today' | 'NextDay') =>
      (await post('/standardshifts/newSave', { departmentId: position, startTime, startTimeType: 'Today', endTime, endTimeType, labelName, colorCode: '#1677ff', breakTime: 30 })).body.id as string;
    early = await shift('Early', '06:00', '14:30', 'Today');
    close = await shift('Close', '18:00', '02:00', 'NextDay');
  }, 120_000);
  afterAll(() => stack?.close());

  it('without the setting a drop is live, as document 2 has it; only whoever may change settings turns publishing on', async () => {
    expect(await get<RosterSettingsReply>('/api/roster/settings')).toEqual({ publishRosters: false, availabilityNoticeDays: 7, unavailableShifts: 'warn', openShiftClaims: 'approval', shiftTrades: 'approval', version: 0 });
    expect((await drop(ben, early, '2027-03-01')).body.message).toBe('success');
    expect(await published(ben)).toEqual(['2027-03-01']);
    expect(await daysOf(ben)).toEqual({ '2027-03-01': [['Early 06:00'], false] });
    // Publishing with the setting off says so.
    const off = await post('/api/roster/publish', week);
    expect([off.status, off.body.message]).toEqual([400, 'This company does not publish rosters: changes are live as they are made. Turn on "Publish rosters" first.']);
    // An employee may not change it; unknown fields are refused.
    expect((await post('/api/roster/settings', { publishRosters: true }, anaToken)).status).toBe(403);
    expect((await post('/api/roster/settings', { publishRosters: true, notify: 'all' })).status).toBe(400);
    expect((await post('/api/roster/settings', { publishRosters: true, version: 0 })).body.message).toBe('success');
    expect(await get<RosterSettingsReply>('/api/roster/settings')).toEqual({ publishRosters: true, availabilityNoticeDays: 7, unavailableShifts: 'warn', openShiftClaims: 'approval', shiftTrades: 'approval', version: 1 });
    // A save against the version the form had is refused once another landed.
    expect((await post('/api/roster/settings', { publishRosters: false, version: 0 })).status).toBe(409);
  });

  it('a drop is a draft: the planner sees it unpublished, the employee and her timesheet do not, until it is published', async () => {
    expect((await drop(ana, early, '2027-03-02')).body.message).toBe('success');
    expect((await drop(ana, early, '2027-03-03')).body.message).toBe('success');
    expect(await daysOf(ana)).toEqual({ '2027-03-02': [['Early 06:00'], true], '2027-03-03': [['Early 06:00'], true] });
    expect(await published(ana)).toEqual([]);
    // Ana's own roster is what is published: nothing yet.
    expect(await daysOf(ana, anaToken)).toEqual({});
    expect(await eventsOf('scheduling.roster-drafted')).toBe(2);
    // Publishing cannot be turned off while drafts wait.
    const refused = await post('/api/roster/settings', { publishRosters: false });
    expect([refused.status, refused.body.message]).toEqual([400, 'Publish or discard the unpublished changes first.']);

    const preview = await post('/api/roster/publish-preview', week);
    expect(preview.body as unknown as RosterPublishPreview).toEqual({
      employees: 1,
      days: 2,
      changes: [
        { employeeId: ana, name: 'Ana Kahu', date: '2027-03-02', startTime: null, text: 'Tue 2 Mar: No shift → Early 06:00-14:30' },
        { employeeId: ana, name: 'Ana Kahu', date: '2027-03-03', startTime: null, text: 'Wed 3 Mar: No shift → Early 06:00-14:30' },
      ],
      warnings: [],
      blocked: [],
    });
    // A preview writes nothing; an employee may not publish.
    expect(await published(ana)).toEqual([]);
    expect((await post('/api/roster/publish', week, anaToken)).status).toBe(403);

    const done = await post('/api/roster/publish', week);
    expect(done.body).toEqual({ success: true, message: 'success', employees: 1, days: 2 });
    expect(await published(ana)).toEqual(['2027-03-02', '2027-03-03']);
    expect(await daysOf(ana)).toEqual({ '2027-03-02': [['Early 06:00'], false], '2027-03-03': [['Early 06:00'], false] });
    expect(await daysOf(ana, anaToken)).toEqual({ '2027-03-02': [['Early 06:00'], false], '2027-03-03': [['Early 06:00'], false] });
    const [said] = (await stack.db.pool.query("SELECT data FROM events WHERE company_id = $1 AND type = 'scheduling.roster-published'", [companyId])).rows;
    expect(said.data).toEqual({
      employeeId: ana,
      startDate: '2027-03-01',
      endDate: '2027-03-07',
      dates: ['2027-03-02', '2027-03-03'],
      changes: [
        { date: '2027-03-02', before: 'No shift', after: 'Early 06:00-14:30' },
        { date: '2027-03-03', before: 'No shift', after: 'Early 06:00-14:30' },
      ],
    });
    // The worker tells her, once, what changed, opening her home.
    const told = await eventually(
      async () => (await get<{ items: Array<{ kind: string; title: string; body: string; link: string | null }> }>('/api/messages', anaToken)).items.filter((m) => m.kind === 'roster-published'),
      (items) => items.length > 0,
    );
    expect(told).toEqual([
      expect.objectContaining({ title: 'Your roster changed: 2 days', body: '2 Mar 2027: Early 06:00-14:30 (was No shift); 3 Mar 2027: Early 06:00-14:30 (was No shift).', link: '/' }),
    ]);
    // Publishing again publishes nothing and tells nobody.
    const again = await post('/api/roster/publish', week);
    expect([again.status, again.body.message]).toEqual([400, 'Nothing to publish for these dates: every shift is as published.']);
    expect(await eventsOf('scheduling.roster-published')).toBe(1);
    // Her schedule's History (issue 33 §6): each draft and the publish, with who did it, newest first.
    const history = await get<Array<{ actor: string; event: string; changes: Array<{ field: string; from: unknown; to: unknown }> }>>(`/api/history/employeeSchedule/${ana}`);
    expect(history.map((h) => [h.event, h.changes.map((c) => `${c.field}: ${String(c.from ?? '')} → ${String(c.to ?? '')}`)])).toEqual([
      ['roster-published', ['published:  → 2027-03-01 to 2027-03-07: 2 days changed', '2027-03-02 (draft): Early 06:00-14:30 → ', '2027-03-03 (draft): Early 06:00-14:30 → ']],
      ['employee-schedule-changed', ['2027-03-02:  → Early 06:00-14:30', '2027-03-03:  → Early 06:00-14:30']],
      ['roster-drafted', ['2027-03-03 (draft):  → Early 06:00-14:30']],
      ['roster-drafted', ['2027-03-02 (draft):  → Early 06:00-14:30']],
    ]);
    expect(new Set(history.map((h) => h.actor))).toEqual(new Set(['Ana Admin']));
    // Her schedule's History is her planners': to her, as to anyone out of reach, it reads as absent.
    expect((await stack.call('GET', `/api/history/employeeSchedule/${ana}`, { token: anaToken })).status).toBe(404);
  });

  it('taking a published shift off is a draft too; putting it back withdraws the draft; discard drops what is left', async () => {
    const tuesday = (await roster()).rows.find((r) => r.employee.id === ana)?.scheduleRuleVoList.find((d) => d.title === '2027-03-02')?.workSections[0].id;
    expect((await post('/standardshifts/handleScheduleByShift', { employeeId: ana, ruleDate: '2027-03-02', delFlag: true, workSectionId: tuesday })).body.message).toBe('success');
    expect((await daysOf(ana))['2027-03-02']).toEqual([[], true]);
    expect(await published(ana)).toEqual(['2027-03-02', '2027-03-03']);
    // The same shift dropped back: the day is as published, no longer a draft.
    expect((await drop(ana, early, '2027-03-02')).body.message).toBe('success');
    expect((await daysOf(ana))['2027-03-02']).toEqual([['Early 06:00'], false]);
    expect((await post('/api/roster/publish-preview', week)).body).toMatchObject({ employees: 0, days: 0 });

    expect((await drop(ana, early, '2027-03-05')).body.message).toBe('success');
    expect((await post('/api/roster/discard', week)).body).toEqual({ success: true, message: 'success', employees: 1, days: 1 });
    expect((await daysOf(ana))['2027-03-05']).toBeUndefined();
    const none = await post('/api/roster/discard', week);
    expect([none.status, none.body.message]).toEqual([400, 'Nothing to discard for these dates: every shift is as published.']);
  });

  it('a publish lists the warnings to acknowledge, and is refused by a rule set to block, naming the shift', async () => {
    expect((await post('/api/condition-sets/apply-template', { templateId: 'au-retail', name: 'Retail award', payGroupIds: [payGroupId] })).body.message).toBe('success');
    // Saturday's close into Sunday morning's early: 4 hours of rest where the template wants 12.
    expect((await drop(ben, close, '2027-03-06')).body.message).toBe('success');
    expect((await drop(ben, early, '2027-03-07')).body.message).toBe('success');
    const rest = 'Ben Kahu, Sun 7 Mar 06:00: Rest before this shift is 4 h; the minimum is 12 h.';
    expect((await post('/api/roster/publish-preview', week)).body).toMatchObject({ employees: 1, days: 2, warnings: [{ employeeId: ben, date: '2027-03-07', startTime: '06:00', text: rest }], blocked: [] });
    const unread = await post('/api/roster/publish', week);
    expect([unread.status, unread.body.message]).toEqual([400, 'The roster has 1 warning: read and acknowledge it to publish.']);
    expect(await published(ben)).toEqual(['2027-03-01']);

    const set = (await get<{ items: ConditionSet[] }>('/api/condition-sets')).items[0];
    const { template: _t, version, ...fields } = set;
    expect((await post('/api/condition-sets/save', { ...fields, version, compliance: { ...set.compliance, restBetweenShifts: { mode: 'block', minutes: 720 } } })).body.message).toBe('success');
    const blocked = await post('/api/roster/publish', { ...week, acknowledgeWarnings: true });
    expect([blocked.status, blocked.body.message]).toEqual([400, rest]);
    expect(await published(ben)).toEqual(['2027-03-01']);

    expect((await post('/api/condition-sets/save', { ...fields, version: version + 1, compliance: set.compliance })).body.message).toBe('success');
    expect((await post('/api/roster/publish', { ...week, acknowledgeWarnings: true })).body).toMatchObject({ message: 'success', employees: 1, days: 2 });
    expect(await published(ben)).toEqual(['2027-03-01', '2027-03-06', '2027-03-07']);
  });

  it('a shift already worked cannot be changed by publishing', async () => {
    const past = { startDate: '2026-11-16', endDate: '2026-11-22', departmentIds: [] };
    expect((await drop(ana, early, '2026-11-17')).body.message).toBe('success');
    expect((await post('/api/roster/publish', past)).body.message).toBe('success');
    expect((await post('/api/punches/save', { employeeId: ana, day: '2026-11-17', punchTime: '06:02' })).body.message).toBe('success');
    const worked = (await roster(admin, '2026-11-17', '2026-11-17')).rows.find((r) => r.employee.id === ana)?.scheduleRuleVoList[0].workSections[0].id;
    expect((await post('/standardshifts/handleScheduleByShift', { employeeId: ana, ruleDate: '2026-11-17', delFlag: true, workSectionId: worked })).body.message).toBe('success');
    const refused = await post('/api/roster/publish', past);
    expect([refused.status, refused.body.message]).toEqual([400, 'Ana Kahu has punches on Tue 17 Nov: a shift already worked cannot be changed by publishing.']);
    expect(await published(ana)).toContain('2026-11-17');
    expect((await post('/api/roster/discard', past)).body.message).toBe('success');
  });

  it('a day in a closed pay period cannot be drafted, as it cannot be written', async () => {
    expect((await get<RosterSettingsReply>('/api/roster/settings')).publishRosters).toBe(true);
    const filterDays = Math.ceil((Date.now() - Date.parse('2026-10-01')) / 86_400_000) + 7;
    const period = (await get<{ items: PayrollTransferDto[] }>(`/api/payroll-transfers/search?filterDays=${filterDays}`)).items.find((p) => p.fromDate === '2026-11-09' && p.paygroupId === payGroupId);
    expect((await post('/payrolltransfer/close', { ids: [period?.id] })).body.message).toBe('success');
    const refused = await drop(ben, early, '2026-11-11');
    // As document 2 answers a drop on a closed day: the code, which the grid says in words.
    expect([refused.status, refused.body.message]).toEqual([200, 'closedPeriod']);
    expect(await daysOf(ben, admin, '2026-11-09', '2026-11-15')).toEqual({});
  });

  it('another company sees and publishes none of it', async () => {
    const other = await openCustomer(stack, { name: 'Rata Ltd', code: 'RATA', adminEmail: 'admin@rata.example.com' });
    expect(await get<RosterSettingsReply>('/api/roster/settings', other.admin)).toEqual({ publishRosters: false, availabilityNoticeDays: 7, unavailableShifts: 'warn', openShiftClaims: 'approval', shiftTrades: 'approval', version: 0 });
    expect((await post('/api/roster/settings', { publishRosters: true }, other.admin)).body.message).toBe('success');
    expect((await drop(ana, early, '2027-03-04')).body.message).toBe('success');
    const theirs = await post('/api/roster/publish', week, other.admin);
    expect([theirs.status, theirs.body.message]).toEqual([400, 'Nothing to publish for these dates: every shift is as published.']);
    expect((await stack.call('POST', '/standardshifts/handleScheduleByShift', { token: other.admin, body: { employeeId: ana, ruleDate: '2027-03-04', workSectionData: { id: early } } })).status).toBe(404);
    expect((await post('/api/roster/discard', week)).body.message).toBe('success');
  });
});
