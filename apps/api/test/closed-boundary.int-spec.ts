import ExcelJS from 'exceljs';
import { PayrollTransferDto, TimesheetDto } from '@timekeep/contracts';
import { openCustomer, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; departmentVo?: { id: string } };

/** A weekly pay group anchored on Monday 2026-01-05: Sunday 2026-11-15 ends one period, Monday 2026-11-16 starts the next. */
const CLOSED_WEEK = { from: '2026-11-09', to: '2026-11-15' };
const OPEN_WEEK = { from: '2026-11-16', to: '2026-11-22' };
const FILTER_DAYS = Math.ceil((Date.now() - Date.parse('2026-10-01')) / 86_400_000) + 7;

function parseCsv(text: string): Array<Record<string, string>> {
  const [header, ...lines] = text.trim().split('\r\n');
  const columns = header.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((cell, i) => [columns[i], cell.replace(/^"|"$/g, '')])));
}

/** The Timesheet Summary's rows (under the header row) as objects keyed by the header. */
async function summaryRows(xlsx: Buffer): Promise<Array<Record<string, string | number | null>>> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xlsx as unknown as ArrayBuffer);
  const lines: Array<Array<string | number | null>> = [];
  book.worksheets[0].eachRow({ includeEmpty: false }, (row) => lines.push((row.values as Array<string | number | null>).slice(1)));
  const at = lines.findIndex((l) => l[0] === 'Employee');
  const header = lines[at] as string[];
  return lines.slice(at + 1).map((l) => Object.fromEntries(header.map((h, i) => [h, l[i] ?? null])));
}

/**
 * ADR 0031 "A pair at the edge of a closed period": an in frozen on the last closed day and an out
 * on the first open day. Every worked minute is paid once: by the closed run or by the next one.
 */
describe('a pair at the edge of a closed pay period', () => {
  let stack: TestStack;
  let admin: string;
  let payGroupId: string;
  /** Forgot nothing, but the close came before the out: In Sunday 22:00, Out Monday 06:00 recorded after the close. */
  let hemi: string;
  /** Closed with complete night pairs (Saturday and Sunday nights), then works Monday 15:00-21:00. */
  let kiri: string;
  let hemiIn: string;

  const post = (path: string, body: Record<string, unknown>) => stack.call<Reply>('POST', path, { token: admin, body });
  const get = async <T>(path: string) => (await stack.call<T>('GET', path, { token: admin })).body;
  const punch = async (employeeId: string, day: string, punchTime: string) => {
    const saved = await post('/api/punches/save', { employeeId, day, punchTime });
    expect(saved.body.message).toBe('success');
  };
  const periodOf = async (from: string, group = payGroupId) => {
    const found = (await get<{ items: PayrollTransferDto[] }>(`/api/payroll-transfers/search?filterDays=${FILTER_DAYS}`)).items.find((p) => p.fromDate === from && p.paygroupId === group);
    if (!found) throw new Error(`No period from ${from}`);
    return found;
  };
  const close = async (from: string, group = payGroupId) => expect((await post('/payrolltransfer/close', { ids: [(await periodOf(from, group)).id] })).body.message).toBe('success');
  const sheet = (employeeId: string, week: { from: string; to: string }) => get<TimesheetDto>(`/api/timesheet/getPunchRecords?employeeId=${employeeId}&fromT=${week.from}&endT=${week.to}`);
  const ordinary = (t: TimesheetDto) => t.totals.find((p) => p.name === 'Ordinary Time')?.value ?? 0;
  const dayOf = (t: TimesheetDto, date: string) => {
    const found = t.timeSheets.find((d) => d.day === date);
    if (!found) throw new Error(`No day ${date}`);
    return found;
  };
  const pairsOf = (t: TimesheetDto, date: string) => dayOf(t, date).unScheduledPairs.map((p) => [p.rawIn, p.rawOut, p.worktime]);
  const dayHours = (t: TimesheetDto, date: string) => dayOf(t, date).payTypeTimes.find((p) => p.name === 'Ordinary Time')?.value ?? 0;

  beforeAll(async () => {
    stack = await startTestStack();
    const opened = await openCustomer(stack, { name: 'Kahikatea Ltd', code: 'KAHIKB', adminEmail: 'admin@kahikatea.example.com' });
    admin = opened.admin;
    const department = (await post('/department/save', { departmentName: 'Nights' })).body.departmentVo?.id as string;
    // No schedule: the nights are unscheduled work, which this pay group pays (its defaults).
    payGroupId = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    const hire = async (firstName: string, payId: string) =>
      (await post('/employee/save-without-photo', { firstName, lastName: 'Night', departmentId: department, paygroupId: payGroupId, hireOnDateValue: '2026-01-05', payId, clockId: '', payRate: 30 })).body.id as string;
    hemi = await hire('Hemi', 'N-1');
    kiri = await hire('Kiri', 'N-2');

    await punch(hemi, '2026-11-13', '08:00');
    await punch(hemi, '2026-11-13', '12:00');
    await punch(hemi, '2026-11-15', '22:00');
    hemiIn = (dayOf(await sheet(hemi, CLOSED_WEEK), '2026-11-15').punches[0] as { id: string }).id;

    await punch(kiri, '2026-11-14', '22:00');
    await punch(kiri, '2026-11-15', '06:00');
    await punch(kiri, '2026-11-15', '22:00');
    await punch(kiri, '2026-11-16', '06:00');
    await close(CLOSED_WEEK.from);
  });
  afterAll(() => stack.close());

  it('closes the week with the lone in paid nothing: a Missing Punch on the closed Sunday', async () => {
    const closed = await sheet(hemi, CLOSED_WEEK);
    expect(ordinary(closed)).toBe(4);
    expect(dayHours(closed, '2026-11-15')).toBe(0);
    expect(pairsOf(closed, '2026-11-15')).toEqual([['2026-11-15T22:00', null, 0]]);
    expect(dayOf(closed, '2026-11-15').exceptions).toContain('MissingPunch');
  });

  it('pays the night once, on the first open day, when its out is recorded after the close', async () => {
    await punch(hemi, '2026-11-16', '06:00');
    await punch(hemi, '2026-11-16', '14:00');
    await punch(hemi, '2026-11-16', '18:00');

    // The closed run stays as it was paid.
    const closed = await sheet(hemi, CLOSED_WEEK);
    expect(ordinary(closed)).toBe(4);
    expect(pairsOf(closed, '2026-11-15')).toEqual([['2026-11-15T22:00', null, 0]]);

    // The open Monday pays the night (22:00-06:00, 8 h) and the afternoon (4 h): 12 h, nothing twice, nothing lost.
    const open = await sheet(hemi, OPEN_WEEK);
    expect(pairsOf(open, '2026-11-16')).toEqual([
      ['2026-11-15T22:00', '2026-11-16T06:00', 8],
      ['2026-11-16T14:00', '2026-11-16T18:00', 4],
    ]);
    expect(dayOf(open, '2026-11-16').unScheduledPairs[0].inPunchId).toBe(hemiIn);
    // The screen lists Sunday's in among Monday's punches, where its pair is.
    expect(dayOf(open, '2026-11-16').punches.map((p) => p.id)).toContain(hemiIn);
    // The approvals list's row of the pair (keyed by its in punch) is the open day's.
    const listed = await stack.db.pool.query('SELECT date::text AS date, out_punch_id IS NOT NULL AS complete FROM time_pair WHERE pair_id = $1', [hemiIn]);
    expect(listed.rows).toEqual([{ date: '2026-11-16', complete: true }]);
    expect(dayOf(open, '2026-11-16').exceptions).not.toContain('MissingPunch');
    expect(dayHours(open, '2026-11-16')).toBe(12);
    expect(ordinary(open)).toBe(12);
    // Both runs together pay every worked hour once: 4 + 8 + 4.
    expect(ordinary(closed) + ordinary(open)).toBe(16);
  });

  it('closes and exports the next period, and the Timesheet Summary, with the night in it', async () => {
    const report = await fetch(`${stack.baseUrl}/jasper/download`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ report: 'TimesheetSummaryReport', startDate: OPEN_WEEK.from, endDate: OPEN_WEEK.to, format: 'XLSX', grouping: 'None', sorting: 'LastName' }),
    });
    expect(report.status).toBe(200);
    const rows = await summaryRows(Buffer.from(await report.arrayBuffer()));
    expect(rows.filter((r) => r.Employee === 'Hemi Night').map((r) => [r['Pay Type'], r.Hours])).toEqual([['Ordinary Time', 12]]);
    const closedReport = await fetch(`${stack.baseUrl}/jasper/download`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ report: 'TimesheetSummaryReport', startDate: CLOSED_WEEK.from, endDate: CLOSED_WEEK.to, format: 'XLSX', grouping: 'None', sorting: 'LastName' }),
    });
    expect((await summaryRows(Buffer.from(await closedReport.arrayBuffer()))).filter((r) => r.Employee === 'Hemi Night').map((r) => [r['Pay Type'], r.Hours])).toEqual([['Ordinary Time', 4]]);

    await close(OPEN_WEEK.from);
    const exportOf = async (from: string) => {
      const file = await stack.call<string>('GET', `/payrolltransfer/exportCSV?id=${(await periodOf(from)).id}`, { token: admin });
      expect(file.status).toBe(200);
      return parseCsv(file.body).filter((r) => r['Pay ID'] === 'N-1').map((r) => [r['Pay Type'], Number(r.Units)]);
    };
    expect(await exportOf(OPEN_WEEK.from)).toEqual([['Ordinary Time', 12]]);
    expect(await exportOf(CLOSED_WEEK.from)).toEqual([['Ordinary Time', 4]]);
  });

  it('never pairs an open day punch backwards with the complete pairs a closed day holds', async () => {
    const closed = await sheet(kiri, CLOSED_WEEK);
    expect(pairsOf(closed, '2026-11-15')).toEqual([['2026-11-15T22:00', '2026-11-16T06:00', 8]]);
    expect(ordinary(closed)).toBe(16);

    // The period after it was closed above for Hemi's run: reopen it to record Kiri's Monday shift.
    expect((await post('/payrolltransfer/open', { ids: [(await periodOf(OPEN_WEEK.from)).id] })).body.message).toBe('success');
    await punch(kiri, '2026-11-16', '15:00');
    await punch(kiri, '2026-11-16', '21:00');
    // The open week computed on its own, as a recalculation of its period or any rule change has it
    // (its punches read from Sunday 00:00, the middle of the closed Saturday's night).
    await stack.db.pool.query('UPDATE timesheet_day SET stale = true WHERE employee_id = $1 AND frozen_by IS NULL', [kiri]);
    const open = await sheet(kiri, OPEN_WEEK);
    // Sunday's night (paid by the closed run) is not paid again, and Monday's shift is 15:00-21:00, not 06:00-15:00.
    expect(pairsOf(open, '2026-11-16')).toEqual([['2026-11-16T15:00', '2026-11-16T21:00', 6]]);
    expect(dayOf(open, '2026-11-16').exceptions).not.toContain('MissingPunch');
    expect(ordinary(open)).toBe(6);
    expect(ordinary(closed) + ordinary(open)).toBe(22);
  });

  it('holds the punches a closed day left unpaired, where the pay group pairs only against a schedule', async () => {
    // Pair without schedule off: unscheduled punches are reported as unpaired and paid nothing.
    const strict = (await post('/paygroup/save', { name: 'Scheduled only', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90, punchPairWitoutSchedule: false })).body.id as string;
    const evenings = { startTime: '15:00', endTime: '21:00', startTimeType: 'Today', endTimeType: 'Today', breakTime: 0 };
    const mondays = (await post('/schedule/save', { name: 'Monday evenings', periodType: 'Weekly', startDate: '2026-01-05', scheduleType: 'template', scheduleRules: [{ num: 1, workSections: [evenings] }] })).body.id as string;
    const department = (await post('/department/save', { departmentName: 'Evenings' })).body.departmentVo?.id as string;
    const tama = (await post('/employee/save-without-photo', { firstName: 'Tama', lastName: 'Evening', departmentId: department, paygroupId: strict, hireOnDateValue: '2026-01-05', payId: 'E-1', clockId: '', payRate: 30, scheduleId: mondays })).body.id as string;
    // Unscheduled nights on the closed Saturday and Sunday (Sunday's ends on the open Monday): unpaired, paid 0 by the closed run.
    await punch(tama, '2026-11-14', '22:00');
    await punch(tama, '2026-11-15', '06:00');
    await punch(tama, '2026-11-15', '22:00');
    await punch(tama, '2026-11-16', '06:00');
    await close(CLOSED_WEEK.from, strict);
    const closed = await sheet(tama, CLOSED_WEEK);
    expect(ordinary(closed)).toBe(0);
    expect(dayOf(closed, '2026-11-14').exceptions).toContain('UnscheduleWork');
    expect(dayOf(closed, '2026-11-15').exceptions).toContain('UnscheduleWork');

    // Monday's scheduled evening, recorded after the close; the open week computed on its own (punches read from Sunday 00:00).
    await punch(tama, '2026-11-16', '15:00');
    await punch(tama, '2026-11-16', '21:00');
    await stack.db.pool.query('UPDATE timesheet_day SET stale = true WHERE employee_id = $1 AND frozen_by IS NULL', [tama]);
    const open = await sheet(tama, OPEN_WEEK);
    // The closed nights' punches stay theirs: Monday's evening is 15:00-21:00, not Sunday 06:00-22:00 and Monday 06:00-15:00.
    const monday = dayOf(open, '2026-11-16');
    expect(monday.workShifts.flatMap((s) => s.punchPairs).map((p) => [p.rawIn, p.rawOut, p.worktime])).toEqual([['2026-11-16T15:00', '2026-11-16T21:00', 6]]);
    expect(monday.exceptions).not.toContain('MissingPunch');
    expect(ordinary(open)).toBe(6);
    // The ids the close holds stay internal: the replies show the days as before.
    expect(dayOf(closed, '2026-11-15')).not.toHaveProperty('unpairedPairs');
    expect(monday).not.toHaveProperty('unpairedPairs');
  });

  it("closing a month does not rewrite the closed month's days its first week reads as context", async () => {
    const monthly = (await post('/paygroup/save', { name: 'Monthly', startTime: '2026-01-01', period: 'Monthly', startDayOfMonth: 1, breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    const department = (await post('/department/save', { departmentName: 'Days' })).body.departmentVo?.id as string;
    const ana = (await post('/employee/save-without-photo', { firstName: 'Ana', lastName: 'Month', departmentId: department, paygroupId: monthly, hireOnDateValue: '2026-01-05', payId: 'M-1', clockId: '', payRate: 30 })).body.id as string;
    expect((await post('/timesheet/saveSinglePunch', { employeeId: ana, day: '2026-10-30', inTime: '08:00', outTime: '16:00' })).body.message).toBe('success');
    await close('2026-10-01', monthly);
    // A holiday added afterwards applies to open periods only; closing November computes from Monday 26 October (its first week).
    expect((await post('/holiday/save', { name: 'Late holiday', date: '2026-10-30', alterdate: '2026-10-30' })).body.message).toBe('success');
    await close('2026-11-01', monthly);
    const october = await stack.call<string>('GET', `/payrolltransfer/exportCSV?id=${(await periodOf('2026-10-01', monthly)).id}`, { token: admin });
    expect(parseCsv(october.body).filter((r) => r['Pay ID'] === 'M-1').map((r) => [r['Pay Type'], Number(r.Units)])).toEqual([['Ordinary Time', 8]]);
    const friday = dayOf(await sheet(ana, { from: '2026-10-30', to: '2026-10-30' }), '2026-10-30');
    expect([friday.holidayName, friday.payTypeTimes.map((p) => [p.name, p.value])]).toEqual([null, [['Ordinary Time', 8]]]);
  });
});
