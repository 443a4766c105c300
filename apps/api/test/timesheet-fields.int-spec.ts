import { PunchPairDto, Role, SCHEDULE_TEXTS, TIMESHEET_TEXTS, TimesheetDto } from '@timekeep/contracts';
import { createAccount, openCustomer, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; departmentVo?: { id: string }; success?: boolean; result?: boolean; version?: number; timeSheets?: TimesheetDto['timeSheets'] };
type RosterShift = { id: string; departmentName: string | null; startTime: string; endTime: string };

const MON = '2026-11-23';
const TUE = '2026-11-24';
const SAT = '2026-11-28';
const SUN = '2026-11-29';

/** One customer: a Picker and a Driver position in a warehouse, two jobs with a task each, a weekly pay group holding unscheduled work for approval, Mere on the Days template. */
interface Company {
  admin: string;
  companyId: string;
  mere: string;
  picker: string;
  driver: string;
  distribution: { id: string; task: string };
  deliveries: { id: string; task: string };
}

describe("the timesheet's work codes, shift save and break rule (issue 30, ADR 0065)", () => {
  let stack: TestStack;
  /** allowEditWorkCode off (the default). */
  let locked: Company;
  /** allowEditWorkCode on. */
  let editable: Company;

  const call = <T = Reply>(method: string, path: string, body: Record<string, unknown> | undefined, token: string) => stack.call<T>(method, path, { token, body });
  const get = async <T>(path: string, token: string) => (await stack.call<T>('GET', path, { token })).body;
  const sheet = (c: Company, from = MON, to = SUN) => get<TimesheetDto>(`/api/timesheet/getPunchRecords?employeeId=${c.mere}&fromT=${from}&endT=${to}`, c.admin);
  const must = <T>(found: T | undefined, what: string): T => {
    if (found === undefined) throw new Error(`No ${what}`);
    return found;
  };
  const day = (t: TimesheetDto, date: string) => must(t.timeSheets.find((d) => d.day === date), `day ${date}`);
  const pairsOf = (t: TimesheetDto, date: string) => [...day(t, date).workShifts.flatMap((s) => s.punchPairs), ...day(t, date).unScheduledPairs];
  const ordinary = (t: TimesheetDto, date: string) => day(t, date).payTypeTimes.find((p) => p.name === 'Ordinary Time')?.value ?? 0;
  const eventCount = async (companyId: string) => (await stack.db.pool.query('SELECT count(*)::int AS n FROM events WHERE company_id = $1', [companyId])).rows[0].n as number;
  const timesheetEvents = async (companyId: string) => (await stack.db.pool.query("SELECT count(*)::int AS n FROM events WHERE company_id = $1 AND type LIKE 'timekeeping.%'", [companyId])).rows[0].n as number;
  const lastEvent = async (companyId: string, type: string) =>
    (await stack.db.pool.query('SELECT data, metadata FROM events WHERE company_id = $1 AND type = $2 ORDER BY global_position DESC LIMIT 1', [companyId, type])).rows[0] as
      | { data: Record<string, unknown>; metadata: { actor: { id: string; kind: string }; source: string; occurredAt: string } }
      | undefined;

  async function company(code: string, allowEditWorkCode: boolean): Promise<Company> {
    const opened = await openCustomer(stack, { name: `${code} Ltd`, code, adminEmail: `admin@${code.toLowerCase()}.example.com`, allowEditWorkCode, isPositionCodeEnabled: true, isJobCodeEnabled: true, isTaskCodeEnabled: true });
    const admin = opened.admin;
    const post = (path: string, body: Record<string, unknown>) => call('POST', path, body, admin);
    const node = async (departmentName: string, parent?: string, extra: Record<string, unknown> = {}) => {
      const saved = await post('/department/save', { departmentName, ...(parent ? { parent } : {}), ...extra });
      expect(saved.body.message).toBe('success');
      return saved.body.departmentVo?.id as string;
    };
    const warehouse = await node('Warehouse', await node('Auckland', await node('North')));
    const picker = await node('Picker', warehouse, { code: 'PICK', punchCode: '101' });
    const driver = await node('Driver', warehouse, { code: 'DRV', punchCode: '102' });
    const job = async (jobCode: string, name: string, taskCode: string, taskName: string) => {
      const task = (await post('/task/save', { code: taskCode, name: taskName })).body.id as string;
      return { id: (await post('/job/save', { code: jobCode, name, taskID: [task] })).body.id as string, task };
    };
    const distribution = await job('J-1001', 'Supermarket distribution', 'T-PICK', 'Picking');
    const deliveries = await job('J-2002', 'Hardware deliveries', 'T-DRV', 'Driving');
    const payGroupId = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90, approvedUnscheduledWork: false })).body.id as string;
    const section = { startTime: '08:00', endTime: '16:30', startTimeType: 'Today', endTimeType: 'Today', breakTime: 30 };
    const days = (await post('/schedule/save', { name: 'Days', periodType: 'Weekly', startDate: '2026-01-05', scheduleType: 'template', scheduleRules: [1, 2, 3, 4, 5].map((num) => ({ num, workSections: [section] })) })).body.id as string;
    const hired = await post('/employee/save-without-photo', { firstName: 'Mere', lastName: 'Walker', departmentId: picker, paygroupId: payGroupId, hireOnDateValue: '2026-01-05', payId: 'P-1', clockId: '', scheduleId: days });
    expect(hired.body.message).toBe('success');
    return { admin, companyId: opened.companyId, mere: hired.body.id as string, picker, driver, distribution, deliveries };
  }

  /** Monday morning in to Picker, J-1001, T-PICK: the pair's in punch id. */
  async function morningPair(c: Company, date = MON): Promise<string> {
    const saved = await call('POST', '/timesheet/saveSinglePunch', { employeeId: c.mere, day: date, inTime: '08:00', outTime: '12:00', positionId: c.picker, jobId: c.distribution.id, taskId: c.distribution.task }, c.admin);
    expect(saved.body.message).toBe('success');
    return must(pairsOf(await sheet(c), date)[0], 'pair').id;
  }

  beforeAll(async () => {
    stack = await startTestStack();
    locked = await company('KAURI', false);
    editable = await company('TOTARA', true);
  }, 180_000);
  afterAll(() => stack?.close());

  describe("a pair's work code (document 2 §3 inWorkCode)", () => {
    it('is answered on every pair: the timesheet, the save, the pair call; a pair punched to nothing has none', async () => {
      const saved = await call('POST', '/timesheet/saveSinglePunch', { employeeId: locked.mere, day: MON, inTime: '08:00', outTime: '12:00', positionId: locked.picker, jobId: locked.distribution.id, taskId: locked.distribution.task }, locked.admin);
      const code = { desc: 'PICK/J-1001/T-PICK', descDetail: 'Picker / Supermarket distribution / Picking' };
      expect(saved.body.timeSheets?.flatMap((d) => d.workShifts.flatMap((s) => s.punchPairs)).map((p) => p.inWorkCode)).toEqual([code]);
      const pair = must(pairsOf(await sheet(locked), MON)[0], 'pair');
      expect(pair.inWorkCode).toEqual(code);
      expect((await get<PunchPairDto>(`/api/punch-pairs/${pair.id}`, locked.admin)).inWorkCode).toEqual(code);

      // Tuesday's pair has no position, job or task.
      await call('POST', '/timesheet/saveSinglePunch', { employeeId: locked.mere, day: TUE, inTime: '08:00', outTime: '12:00' }, locked.admin);
      expect(must(pairsOf(await sheet(locked), TUE)[0], 'pair').inWorkCode).toBeNull();
    });

    it('names the codes as they are now: a job renamed shows its new name on pairs punched before', async () => {
      const job = await get<{ id: string; version: number }>(`/api/jobs/${locked.distribution.id}`, locked.admin);
      const renamed = await call('POST', '/job/save', { id: job.id, version: job.version, code: 'J-1001', name: 'Supermarket deliveries', taskID: [locked.distribution.task] }, locked.admin);
      expect(renamed.body.message).toBe('success');
      expect(must(pairsOf(await sheet(locked), MON)[0], 'pair').inWorkCode).toEqual({ desc: 'PICK/J-1001/T-PICK', descDetail: 'Picker / Supermarket deliveries / Picking' });
    });
  });

  describe('editing a work code needs the company setting allowEditWorkCode and the right to edit the timesheet (document 2 §5)', () => {
    it('without the setting, a new position, job or task of a pair or a punch is refused (403) and nothing is written', async () => {
      const pairId = must(pairsOf(await sheet(locked), MON)[0], 'pair').id;
      const before = await eventCount(locked.companyId);
      const refused = await call('PUT', `/punch-pairs/${pairId}`, { jobId: locked.deliveries.id, taskId: locked.deliveries.task }, locked.admin);
      expect([refused.status, refused.body.message]).toEqual([403, TIMESHEET_TEXTS.workCodeLocked]);
      const moved = await call('PUT', `/punch-pairs/${pairId}`, { positionId: locked.driver }, locked.admin);
      expect(moved.status).toBe(403);
      const punch = must(day(await sheet(locked), MON).punches.find((p) => p.id === pairId), 'in punch');
      const viaPunch = await call('POST', '/api/punches/save', { id: punch.id, employeeId: locked.mere, day: MON, punchTime: '08:00', positionId: locked.picker, jobId: null, taskId: null, version: punch.version }, locked.admin);
      expect([viaPunch.status, viaPunch.body.message]).toEqual([403, TIMESHEET_TEXTS.workCodeLocked]);
      expect(await eventCount(locked.companyId)).toBe(before);
      expect(must(pairsOf(await sheet(locked), MON)[0], 'pair').inWorkCode?.desc).toBe('PICK/J-1001/T-PICK');
    });

    it('without the setting, the rest of the pair and the punch still change: an approval leaving the codes out keeps them', async () => {
      const pairId = must(pairsOf(await sheet(locked), MON)[0], 'pair').id;
      const approved = await call('PUT', `/punch-pairs/${pairId}`, { approved: true }, locked.admin);
      expect(approved.body).toMatchObject({ result: true, errorMessage: null });
      const pair = await get<PunchPairDto>(`/api/punch-pairs/${pairId}`, locked.admin);
      expect([pair.approved, pair.positionId, pair.jobId, pair.taskId]).toEqual([true, locked.picker, locked.distribution.id, locked.distribution.task]);
      // The codes sent as they are: no change of them.
      expect((await call('PUT', `/punch-pairs/${pairId}`, { positionId: locked.picker, jobId: locked.distribution.id, taskId: locked.distribution.task, approved: false }, locked.admin)).body.result).toBe(true);
      const punch = must(day(await sheet(locked), MON).punches.find((p) => p.id === pairId), 'in punch');
      const later = await call('POST', '/api/punches/save', { id: punch.id, employeeId: locked.mere, day: MON, punchTime: '08:15', positionId: locked.picker, jobId: locked.distribution.id, taskId: locked.distribution.task, version: punch.version }, locked.admin);
      expect(later.body.message).toBe('success');
    });

    it('with the setting, the pair takes its new work code as an event with actor, source and time, and the day shows it', async () => {
      const pairId = await morningPair(editable);
      const saved = await call('PUT', `/punch-pairs/${pairId}`, { positionId: editable.driver, jobId: editable.deliveries.id, taskId: editable.deliveries.task }, editable.admin);
      expect(saved.body).toMatchObject({ result: true, errorMessage: null });
      const pair = must(pairsOf(await sheet(editable), MON)[0], 'pair');
      expect(pair.inWorkCode).toEqual({ desc: 'DRV/J-2002/T-DRV', descDetail: 'Driver / Hardware deliveries / Driving' });
      const event = must(await lastEvent(editable.companyId, 'timekeeping.punch-pair-changed'), 'pair change');
      expect(event.data).toMatchObject({ inPunchId: pairId, positionId: editable.driver, jobId: editable.deliveries.id, taskId: editable.deliveries.task });
      expect(event.metadata).toMatchObject({ source: 'api', actor: { kind: 'user' }, occurredAt: expect.any(String) });
      // A task that is not the job's is refused as for any punch.
      const wrong = await call('PUT', `/punch-pairs/${pairId}`, { taskId: editable.distribution.task }, editable.admin);
      expect([wrong.status, wrong.body.message]).toEqual([400, "The chosen task is not one of the job's tasks."]);
    });

    it('with the setting, an employee (no right to edit the timesheet) is refused, and a closed pay period refuses as any punch edit', async () => {
      const pairId = must(pairsOf(await sheet(editable), MON)[0], 'pair').id;
      const own = await signInAs(stack, (await createAccount(stack, editable.companyId, { firstName: 'Emp', roles: [Role.Employee] })).email);
      const before = await timesheetEvents(editable.companyId);
      expect((await call('PUT', `/punch-pairs/${pairId}`, { jobId: editable.distribution.id, taskId: editable.distribution.task }, own)).status).toBe(403);
      const t = await sheet(editable);
      expect((await call('POST', '/payrolltransfer/close', { ids: [t.payrollTransferId], reason: 'Pay run 48' }, editable.admin)).body.message).toBe('success');
      const closed = await call('PUT', `/punch-pairs/${pairId}`, { jobId: editable.distribution.id, taskId: editable.distribution.task }, editable.admin);
      expect(closed.body.message).toBe('closedPeriod');
      expect(await timesheetEvents(editable.companyId)).toBe(before);
      expect(must(pairsOf(await sheet(editable), MON)[0], 'pair').inWorkCode?.desc).toBe('DRV/J-2002/T-DRV');
    });
  });

  describe("the timesheet's shift save: apprvUnschWork, saveAsShift, customScheduleId (document 2 §3)", () => {
    const shiftOf = async (date: string) => must(day(await sheet(locked), date).workShifts[0], `shift on ${date}`);
    const saveShift = (body: Record<string, unknown>) => call('POST', '/timesheet/saveShiftCard', { employeeId: locked.mere, startTimeType: 'Today', endTimeType: 'Today', breakTime: 0, ...body }, locked.admin);

    it("a shift that approves its day's unscheduled work pays it, and the day has no Unscheduled Work; the shift says so", async () => {
      expect((await saveShift({ day: SAT, create: true, startTime: '08:00', endTime: '12:00', departmentId: locked.picker })).body).toEqual({ success: true, message: 'success' });
      await call('POST', '/timesheet/saveSinglePunch', { employeeId: locked.mere, day: SAT, inTime: '08:00', outTime: '12:00' }, locked.admin);
      await call('POST', '/timesheet/saveSinglePunch', { employeeId: locked.mere, day: SAT, inTime: '19:00', outTime: '21:00' }, locked.admin);
      const held = await sheet(locked);
      // The pay group holds unscheduled work for approval: the evening waits.
      expect(ordinary(held, SAT)).toBe(4);
      expect(day(held, SAT).exceptions).toContain('UnscheduleWork');
      const shift = await shiftOf(SAT);
      expect([shift.apprvUnschWork, shift.customScheduleId]).toEqual([false, locked.mere]);

      const approved = await saveShift({ day: SAT, workShiftId: shift.id, startTime: '08:00', endTime: '12:00', departmentId: locked.picker, apprvUnschWork: true, customScheduleId: locked.mere });
      expect(approved.body).toEqual({ success: true, message: 'success' });
      const paid = await sheet(locked);
      expect(ordinary(paid, SAT)).toBe(6);
      expect(day(paid, SAT).exceptions).not.toContain('UnscheduleWork');
      expect(day(paid, SAT).unScheduledPairs[0]).toMatchObject({ worktime: 2 });
      expect((await shiftOf(SAT)).apprvUnschWork).toBe(true);
      const event = must(await lastEvent(locked.companyId, 'people.employee-schedule-changed'), 'schedule change');
      expect(event.data).toMatchObject({ employeeId: locked.mere, days: [{ date: SAT, rule: { workSections: [expect.objectContaining({ apprvUnschWork: true })] } }] });
      expect(event.metadata).toMatchObject({ source: 'api', actor: { kind: 'user' } });

      // Taken off again: the evening waits again.
      await saveShift({ day: SAT, workShiftId: shift.id, startTime: '08:00', endTime: '12:00', departmentId: locked.picker, apprvUnschWork: false });
      expect(ordinary(await sheet(locked), SAT)).toBe(4);
    });

    it("customScheduleId is the employee's own schedule the form saw: a template's day answers none, and a form that saw another is refused", async () => {
      const monday = await shiftOf(MON);
      expect([monday.fromTemplate, monday.customScheduleId]).toEqual([true, null]);
      const before = await eventCount(locked.companyId);
      // The form thought Monday was the employee's own day: it is the template's (someone gave it back), so the form is stale.
      const stale = await saveShift({ day: MON, workShiftId: monday.id, startTime: '08:00', endTime: '16:00', customScheduleId: locked.mere });
      expect([stale.status, stale.body.message]).toEqual([409, 'This schedule was changed by someone else. Reload it and try again.']);
      // Another employee's (or no) schedule is none of Mere's.
      const other = await saveShift({ day: SAT, workShiftId: (await shiftOf(SAT)).id, startTime: '08:00', endTime: '12:00', customScheduleId: editable.mere });
      expect([other.status, other.body.message]).toEqual([404, 'This schedule does not exist.']);
      expect(await eventCount(locked.companyId)).toBe(before);
      // As the timesheet showed it: saved, and Monday becomes her own day.
      expect((await saveShift({ day: MON, workShiftId: monday.id, startTime: '08:00', endTime: '16:00', customScheduleId: null })).body.message).toBe('success');
      expect((await shiftOf(MON)).customScheduleId).toBe(locked.mere);
    });

    it("saveAsShift keeps the shift in the roster's shift library too, once; a shift without a position cannot be one", async () => {
      const library = async () => (await get<RosterShift[]>('/api/shifts/getNewShifts', locked.admin)).filter((s) => s.departmentName === 'Picker' && s.startTime === '13:00' && s.endTime === '17:00');
      expect(await library()).toEqual([]);
      const saved = await saveShift({ day: SUN, create: true, startTime: '13:00', endTime: '17:00', departmentId: locked.picker, saveAsShift: true });
      expect(saved.body).toEqual({ success: true, message: 'success' });
      expect(await library()).toHaveLength(1);
      expect(day(await sheet(locked), SUN).workShifts.map((s) => [s.startTime, s.endTime])).toEqual([['13:00', '17:00']]);
      // Saved as a Shift again: the library keeps the one it has.
      await saveShift({ day: SUN, workShiftId: (await shiftOf(SUN)).id, startTime: '13:00', endTime: '17:00', departmentId: locked.picker, saveAsShift: true });
      expect(await library()).toHaveLength(1);
      const before = await eventCount(locked.companyId);
      const nowhere = await saveShift({ day: SUN, workShiftId: (await shiftOf(SUN)).id, startTime: '13:00', endTime: '18:00', saveAsShift: true });
      expect([nowhere.status, nowhere.body.message]).toEqual([400, TIMESHEET_TEXTS.shiftToLibraryPosition]);
      expect(await eventCount(locked.companyId)).toBe(before);
    });
  });

  describe('a break deduct time is hours at work, one rule and one text for the template and the timesheet (document 1 §5, document 2 §5)', () => {
    const rule = (extra: Record<string, unknown>) => ({ startTime: '08:00', endTime: '16:30', startTimeType: 'Today', endTimeType: 'Today', breakTime: 30, overrideBreakCalculation: true, ...extra });
    const onTimesheet = (extra: Record<string, unknown>) => call('POST', '/timesheet/saveShiftCard', { employeeId: editable.mere, day: '2026-12-05', create: true, ...rule(extra) }, editable.admin);
    const onTemplate = (extra: Record<string, unknown>) =>
      call('POST', '/schedule/save', { name: `Rule ${JSON.stringify(extra)}`, periodType: 'Weekly', startDate: '2026-01-05', scheduleType: 'template', scheduleRules: [{ num: 1, workSections: [rule(extra)] }] }, editable.admin);
    const answer = async (r: Promise<{ status: number; body: Reply }>) => {
      const { status, body } = await r;
      return [status, body.message];
    };

    it('refuses the same rules with the same texts on both', async () => {
      for (const [extra, text] of [
        [{ breakCalculationType: 'Hours at Work' }, SCHEDULE_TEXTS.breakDeduct],
        [{ breakCalculationType: 'Hours at Work', breakTriggerTime: 0 }, SCHEDULE_TEXTS.breakDeduct],
        [{ breakCalculationType: 'Hours at Work', breakTriggerTime: 25 }, 'Break deduct time must be at most 24 hours.'],
        [{}, SCHEDULE_TEXTS.breakCalculation],
        [{ breakCalculationType: 'Time of Day' }, SCHEDULE_TEXTS.breakStart],
      ] as const) {
        expect(await answer(onTimesheet(extra))).toEqual([400, text]);
        expect(await answer(onTemplate(extra))).toEqual([400, text]);
      }
    });

    it('takes a deduction after 4 hours at work on both, whatever the break minutes', async () => {
      expect(await answer(onTemplate({ breakCalculationType: 'Hours at Work', breakTriggerTime: 4, breakTime: 0 }))).toEqual([200, 'success']);
      expect(await answer(onTimesheet({ breakCalculationType: 'Hours at Work', breakTriggerTime: 4, breakTime: 0 }))).toEqual([200, 'success']);
      const t = await sheet(editable, '2026-12-05', '2026-12-05');
      expect(day(t, '2026-12-05').workShifts[0]).toMatchObject({ overrideBreakCalculation: true, breakCalculationType: 'Hours at Work', breakTriggerTime: 4, breakTime: 0 });
    });
  });
});
