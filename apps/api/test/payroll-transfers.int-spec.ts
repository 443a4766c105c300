import { PAYROLL_EXPORT_COLUMNS, PayCardDto, PayrollTransferDto, Role, TimesheetDto } from '@timekeep/contracts';
import { toRelayMessage } from '@timekeep/server-platform';
import { createAccount, openCustomer, registerCompany, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; departmentVo?: { id: string }; success?: boolean; flag?: boolean; jobs?: unknown[] };

/** A weekly pay group anchored on Monday 2026-01-05: the week of 2026-11-09 is one of its periods. */
const CLOSED_WEEK = { from: '2026-11-09', to: '2026-11-15' };
const OPEN_WEEK = { from: '2026-11-16', to: '2026-11-22' };
/** Enough days back from today that both weeks are listed, whatever day the suite runs. */
const FILTER_DAYS = Math.ceil((Date.now() - Date.parse('2026-11-01')) / 86_400_000) + 7;

/** The file's rows as objects keyed by the header. */
function parseCsv(text: string): Array<Record<string, string>> {
  const [header, ...lines] = text.trim().split('\r\n');
  const columns = header.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((cell, i) => [columns[i], cell.replace(/^"|"$/g, '')])));
}

describe('payroll transfers: pay periods closed, reopened, recalculated and exported', () => {
  let stack: TestStack;
  let admin: string;
  let otherAdmin: string;
  let supervisor: string;
  let payGroupId: string;
  let mere: string;
  let tai: string;
  let north: string;
  let south: string;
  let otherDepartment: string;
  let companyId: string;

  const post = (path: string, body: Record<string, unknown>, token = admin) => stack.call<Reply>('POST', path, { token, body });
  const get = async <T>(path: string, token = admin) => (await stack.call<T>('GET', path, { token })).body;
  const periods = () => get<{ items: PayrollTransferDto[] }>(`/api/payroll-transfers/search?filterDays=${FILTER_DAYS}`);
  const periodOf = async (from: string) => {
    const found = (await periods()).items.find((p) => p.fromDate === from && p.paygroupId === payGroupId);
    if (!found) throw new Error(`No period from ${from}`);
    return found;
  };
  const sheet = (employeeId: string, week: { from: string; to: string }) => get<TimesheetDto>(`/api/timesheet/getPunchRecords?employeeId=${employeeId}&fromT=${week.from}&endT=${week.to}`);
  const totalOf = (t: TimesheetDto, name: string) => t.totals.find((p) => p.name === name)?.value ?? 0;
  const exportCsv = (query: string, token = admin) => stack.call<string>('GET', `/payrolltransfer/exportCSV?${query}`, { token });
  const events = async (type: string) => (await stack.db.pool.query('SELECT data, metadata FROM events WHERE type = $1 ORDER BY global_position', [type])).rows as Array<{ data: Record<string, unknown>; metadata: { actor: { id: string } } }>;

  beforeAll(async () => {
    stack = await startTestStack({ worker: true });
    const opened = await openCustomer(stack, { name: 'Rimu Ltd', code: 'RIMU', adminEmail: 'admin@rimu.example.com' });
    admin = opened.admin;
    companyId = opened.companyId;
    otherAdmin = await signInAs(stack, (await createAccount(stack, await registerCompany(stack, 'Other'), { firstName: 'Oth', roles: [Role.Admin] })).email);
    otherDepartment = (await post('/department/save', { departmentName: 'Elsewhere' }, otherAdmin)).body.departmentVo?.id as string;
    north = (await post('/department/save', { departmentName: 'North' })).body.departmentVo?.id as string;
    south = (await post('/department/save', { departmentName: 'South' })).body.departmentVo?.id as string;
    supervisor = await signInAs(stack, (await createAccount(stack, opened.companyId, { firstName: 'Sup', roles: [Role.Supervisor], departmentIds: [north] })).email);
    payGroupId = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    const section = { startTime: '08:00', endTime: '16:30', startTimeType: 'Today', endTimeType: 'Today', breakTime: 30 };
    const days = (await post('/schedule/save', { name: 'Days', periodType: 'Weekly', startDate: '2026-01-05', scheduleType: 'template', scheduleRules: [1, 2, 3, 4, 5].map((num) => ({ num, workSections: [section] })) })).body.id as string;
    const hire = async (firstName: string, departmentId: string, payId: string) =>
      (await post('/employee/save-without-photo', { firstName, lastName: 'Walker', departmentId, paygroupId: payGroupId, hireOnDateValue: '2026-01-05', payId, clockId: '', scheduleId: days, payRate: 30 })).body.id as string;
    mere = await hire('Mere', north, 'P-1');
    tai = await hire('Tai', south, 'P-2');
    for (const [employeeId, date, inTime, outTime] of [
      [mere, '2026-11-09', '08:00', '16:30'],
      [mere, '2026-11-10', '08:00', '18:00'],
      [tai, '2026-11-11', '09:00', '13:00'],
      [mere, '2026-11-16', '08:00', '12:00'],
    ]) {
      expect((await post('/timesheet/saveSinglePunch', { employeeId, day: date, inTime, outTime })).body.message).toBe('success');
    }
  });
  afterAll(() => stack.close());

  it('lists each pay group period of the window, newest first, open and not exported', async () => {
    const list = (await periods()).items;
    expect(list.map((p) => p.fromDate)).toEqual([...list.map((p) => p.fromDate)].sort().reverse());
    expect(await periodOf(CLOSED_WEEK.from)).toMatchObject({ toDate: CLOSED_WEEK.to, isClosed: false, isExported: false, paygroupName: 'Weekly', periodCode: 'Weekly 2026-11-09' });
    // The default window is the spec's Recent 3 months: the POST form answers the same list.
    const posted = await post('/payrolltransfer/searchlist', { filterDays: FILTER_DAYS });
    expect((posted.body as unknown as { items: PayrollTransferDto[] }).items).toEqual(list);
  });

  it('closes a period with its reason and actor; every write into it is refused and changes nothing', async () => {
    const period = await periodOf(CLOSED_WEEK.from);
    expect((await post('/payrolltransfer/close', { ids: [] })).status).toBe(400);
    expect((await post('/payrolltransfer/close', { ids: [period.id] }, supervisor)).status).toBe(403);
    expect((await post('/payrolltransfer/close', { ids: [period.id] }, otherAdmin)).status).toBe(404);
    const paidBefore = totalOf(await sheet(mere, CLOSED_WEEK), 'Ordinary Time');
    expect((await post('/payrolltransfer/close', { ids: [period.id], reason: 'Pay run 46' })).body.message).toBe('success');
    expect(await periodOf(CLOSED_WEEK.from)).toMatchObject({ isClosed: true, closedBy: expect.any(String) });
    const [closed] = await events('payroll.pay-period-closed');
    expect(closed.data).toMatchObject({ payrollTransferId: period.id, fromDate: CLOSED_WEEK.from, toDate: CLOSED_WEEK.to, reason: 'Pay run 46' });

    const before = (await stack.db.pool.query('SELECT count(*)::int AS n FROM events')).rows[0].n;
    expect((await post('/timesheet/saveSinglePunch', { employeeId: mere, day: '2026-11-12', inTime: '08:00', outTime: '12:00' })).body.message).toBe('closedPeriod');
    const punch = (await sheet(mere, CLOSED_WEEK)).timeSheets.find((d) => d.day === '2026-11-09')?.punches[0];
    expect((await post('/api/punches/save', { id: punch?.id, employeeId: mere, day: '2026-11-09', punchTime: '07:00' })).body.message).toBe('closedPeriod');
    expect((await post('/timesheet/deleteSinglePunch', { employeeId: mere, punchId: punch?.id })).body.message).toBe('closedPeriod');
    expect((await post('/timesheet/saveShiftCard', { employeeId: mere, day: '2026-11-13', startTime: '10:00', endTime: '14:00', startTimeType: 'Today', endTimeType: 'Today' })).body).toMatchObject({ success: false, message: 'closedPeriod' });
    const card = await stack.call<PayCardDto>('POST', '/paycard/getPayCard', { token: admin, body: { employeeId: mere, fromDate: CLOSED_WEEK.from } });
    expect((await post('/paycard/save', { employeeId: mere, fromDate: CLOSED_WEEK.from, details: card.body.details.map((d) => ({ id: d.id, payTypeId: d.payTypeId, effUnits: 1, notes: d.notes, projectId: d.projectId })) })).body.message).toBe('closedPeriod');
    // The employee schedule screen (another context) meets the same guard.
    const ownDay = await post('/schedule/saveEmployeeCustomSchedule', { employeeId: mere, ruleVos: [{ title: '2026-11-14', workSections: [{ startTime: '09:00', endTime: '13:00', startTimeType: 'Today', endTimeType: 'Today', breakTime: 0 }] }] });
    expect(ownDay.body.message).toBe('closedPeriod');
    // …and shows the closed week's days as closed.
    const schedule = await stack.call<{ ruleVos: Array<{ title: string; isClosed: boolean }> }>('POST', '/schedule/searchEmployeeSchedule', { token: admin, body: { employeeId: mere, startDate: '2026-11-14', endDate: '2026-11-17' } });
    expect(schedule.body.ruleVos.map((d) => [d.title, d.isClosed])).toEqual([['2026-11-14', true], ['2026-11-15', true], ['2026-11-16', false], ['2026-11-17', false]]);
    expect((await stack.db.pool.query('SELECT count(*)::int AS n FROM events')).rows[0].n).toBe(before);
    expect(totalOf(await sheet(mere, CLOSED_WEEK), 'Ordinary Time')).toBe(paidBefore);

    // The roster's check answers from the same guard; the open week next to it is not closed.
    expect((await post('/standardshifts/checkPeriodClose', { ruleDate: '2026-11-12', employeeId: mere })).body).toEqual({ flag: true });
    expect((await post('/standardshifts/checkPeriodClose', { ruleDate: '2026-11-17', employeeId: mere })).body).toEqual({ flag: false });
    expect((await post('/timesheet/saveSinglePunch', { employeeId: mere, day: '2026-11-17', inTime: '08:00', outTime: '12:00' })).body.message).toBe('success');
  });

  it('keeps a closed period as it was paid when a rule changes, and refuses to move its boundaries', async () => {
    const closedHours = totalOf(await sheet(mere, CLOSED_WEEK), 'Ordinary Time');
    // A holiday on a closed Monday would turn its hours into holiday pay: the closed day stays as paid.
    expect((await post('/holiday/save', { name: 'Closed Monday', date: '2026-11-09', alterdate: '2026-11-09' })).body.message).toBe('success');
    expect(totalOf(await sheet(mere, CLOSED_WEEK), 'Ordinary Time')).toBe(closedHours);
    // Moving the weekly anchor to a Wednesday would cut the closed week in two.
    const moved = await post('/paygroup/save', { id: payGroupId, name: 'Weekly', startTime: '2026-01-07', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 });
    expect(moved.body.message).toBe('closedPeriod');
  });

  it('refuses to recalculate a selection holding a closed period; an open one recalculates in the worker', async () => {
    const closed = await periodOf(CLOSED_WEEK.from);
    const open = await periodOf(OPEN_WEEK.from);
    const refused = await post('/payrolltransfer/relcalculate', { ids: [open.id, closed.id] });
    expect([refused.status, refused.body.message]).toEqual([400, 'Cannot recalculate closed pay period.']);
    const started = await post('/payrolltransfer/relcalculate', { ids: [open.id] });
    expect(started.body.message).toBe('success');
    expect(started.body.jobs).toHaveLength(1);
  });

  it("exports the closed period: each employee's pay types with the timesheet's totals, and marks it exported", async () => {
    const period = await periodOf(CLOSED_WEEK.from);
    const file = await exportCsv(`id=${period.id}`);
    expect(file.status).toBe(200);
    const rows = parseCsv(file.body);
    expect(file.body.split('\r\n')[0]).toBe(PAYROLL_EXPORT_COLUMNS.join(','));
    for (const [employeeId, payId] of [
      [mere, 'P-1'],
      [tai, 'P-2'],
    ]) {
      const t = await sheet(employeeId, CLOSED_WEEK);
      const paid = t.totals.filter((p) => p.value > 0);
      expect(paid.length).toBeGreaterThan(0);
      const mine = rows.filter((r) => r['Pay ID'] === payId);
      expect(mine.map((r) => [r['Pay Type'], r.Unit, Number(r.Units)]).sort()).toEqual(paid.map((p) => [p.name, p.unit, p.value]).sort());
      expect(mine.every((r) => r['Period Start'] === CLOSED_WEEK.from && r['Period End'] === CLOSED_WEEK.to && r.Status === 'Closed')).toBe(true);
    }
    expect(rows.find((r) => r['Pay ID'] === 'P-1' && r['Pay Type'] === 'Ordinary Time')?.Rate).toBe('30.00');
    expect(await periodOf(CLOSED_WEEK.from)).toMatchObject({ isExported: true });
    expect((await events('payroll.pay-period-exported')).map((e) => e.data.draft)).toEqual([false]);

    // One department's people only; another company's period, or a department not the company's, is not found;
    // a supervisor does not export payroll at all.
    expect(parseCsv((await exportCsv(`id=${period.id}&departmentIds=${south}`)).body).map((r) => r['Pay ID'])).toEqual(expect.arrayContaining(['P-2']));
    expect(parseCsv((await exportCsv(`id=${period.id}&departmentIds=${south}`)).body).some((r) => r['Pay ID'] === 'P-1')).toBe(false);
    expect((await exportCsv(`id=${period.id}`, otherAdmin)).status).toBe(404);
    // The allowance file is the flagged customer's only (document 3 §7).
    expect((await stack.call('GET', `/payrolltransfer/exportAllowance?id=${period.id}`, { token: admin })).status).toBe(403);
    expect((await exportCsv(`id=${period.id}&departmentIds=${otherDepartment}`)).status).toBe(404);
    expect((await exportCsv(`id=${period.id}&departmentIds=${south}`, supervisor)).status).toBe(403);
  });

  it('exports an open period only as a draft, which does not mark it exported', async () => {
    const open = await periodOf(OPEN_WEEK.from);
    const file = await exportCsv(`id=${open.id}`);
    expect(file.status).toBe(200);
    expect(parseCsv(file.body).every((r) => r.Status === 'Open (draft)')).toBe(true);
    expect(await periodOf(OPEN_WEEK.from)).toMatchObject({ isClosed: false, isExported: false });
  });

  it("puts the employee's department in the Department column, not the position they are placed on (issue 28)", async () => {
    const under = async (name: string, parent: string) => (await post('/department/save', { departmentName: name, parent })).body.departmentVo?.id as string;
    const driver = await under('Driver', await under('Warehouse', await under('Auckland', north)));
    const hired = await post('/employee/save-without-photo', { firstName: 'Ana', lastName: 'Ngata', departmentId: driver, paygroupId: payGroupId, hireOnDateValue: '2026-01-05', payId: 'P-9', clockId: '', payRate: 30 });
    expect(hired.body.message).toBe('success');
    expect((await post('/timesheet/saveSinglePunch', { employeeId: hired.body.id, day: '2026-11-18', inTime: '08:00', outTime: '12:00' })).body.message).toBe('success');
    const rows = parseCsv((await exportCsv(`id=${(await periodOf(OPEN_WEEK.from)).id}`)).body).filter((r) => r['Pay ID'] === 'P-9');
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.Department))).toEqual(new Set(['Warehouse']));
  });

  it('reopens a period: edits are allowed again and the rule changes made meanwhile show', async () => {
    const period = await periodOf(CLOSED_WEEK.from);
    expect((await post('/payrolltransfer/open', { ids: [period.id], reason: 'Missed a shift' })).body.message).toBe('success');
    expect(await periodOf(CLOSED_WEEK.from)).toMatchObject({ isClosed: false });
    expect((await events('payroll.pay-period-reopened'))[0].data).toMatchObject({ reason: 'Missed a shift' });
    expect((await post('/timesheet/saveSinglePunch', { employeeId: mere, day: '2026-11-12', inTime: '08:00', outTime: '12:00' })).body.message).toBe('success');
    const monday = (await sheet(mere, CLOSED_WEEK)).timeSheets.find((d) => d.day === '2026-11-09');
    expect(monday?.holidayName).toBe('Closed Monday');
  });

  it('a close racing punch edits: each edit lands before the close or is refused, never inside a closed period', async () => {
    const period = await periodOf(CLOSED_WEEK.from);
    for (let round = 0; round < 4; round++) {
      const minute = String(10 + round).padStart(2, '0');
      const [edit, close] = await Promise.all([
        post('/api/punches/save', { employeeId: tai, day: '2026-11-13', punchTime: `07:${minute}` }),
        post('/payrolltransfer/close', { ids: [period.id] }),
      ]);
      expect(close.body.message).toBe('success');
      expect(['success', 'closedPeriod']).toContain(edit.body.message);
      const { rows } = await stack.db.pool.query(
        `SELECT max(global_position) FILTER (WHERE type = 'timekeeping.punch-recorded') AS punch, max(global_position) FILTER (WHERE type = 'payroll.pay-period-closed') AS closed FROM events`,
      );
      // A punch that was taken was recorded before the close, and the frozen day holds it.
      if (edit.body.message === 'success') {
        expect(Number(rows[0].punch)).toBeLessThan(Number(rows[0].closed));
        const friday = (await sheet(tai, CLOSED_WEEK)).timeSheets.find((d) => d.day === '2026-11-13');
        expect(friday?.punches.map((p) => p.punchTime)).toContain(`07:${minute}`);
      }
      expect((await post('/payrolltransfer/open', { ids: [period.id] })).body.message).toBe('success');
    }
  });

  it("relays the period's closing, reopening and export to Kafka like every event (docs/payroll-events.md)", async () => {
    const period = await periodOf(CLOSED_WEEK.from);
    const { rows } = await stack.db.pool.query(
      `SELECT e.event_id, e.stream_id, s.stream_type, e.stream_position, e.company_id, e.type, e.schema_version, e.data, e.metadata, e.recorded_at, e.global_position
         FROM events e JOIN streams s ON s.stream_id = e.stream_id WHERE e.stream_id = $1 AND e.company_id = $2 ORDER BY e.stream_position`,
      [`pay-period-${period.id}`, companyId],
    );
    const messages = rows.map((r) =>
      toRelayMessage({ eventId: r.event_id, streamId: r.stream_id, streamType: r.stream_type, streamPosition: r.stream_position, companyId: r.company_id, type: r.type, v: r.schema_version, data: r.data, metadata: r.metadata, recordedAt: r.recorded_at, position: r.global_position }),
    );
    expect(messages.map((m) => m.headers['event-type'])).toEqual(expect.arrayContaining(['payroll.pay-period-closed', 'payroll.pay-period-exported', 'payroll.pay-period-reopened']));
    for (const message of messages) {
      expect(message.key).toBe(`pay-period-${period.id}`);
      const value = JSON.parse(message.value) as { data: Record<string, unknown>; metadata: { actor: { id: string }; source: string } };
      expect(value.data).toMatchObject({ payrollTransferId: period.id, payGroupId, fromDate: CLOSED_WEEK.from, toDate: CLOSED_WEEK.to });
      expect(value.metadata.actor.id).toEqual(expect.any(String));
    }
  });
});
