import { MODEL_ERROR, ROSTER_TEXTS, SCHEDULE_IMPORT_COLUMNS } from '@timekeep/contracts';
import { employeeOfLine, IMPORT_TEXTS, importDate, importedDays, ImportFacts, importTime, positionOfLine, readScheduleRows, ResolvedLine, ScheduleImportError } from './schedule-import';

const HEADER = [...SCHEDULE_IMPORT_COLUMNS];
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ScheduleImportError) return [error.code, error.message];
    throw error;
  }
  throw new Error('not refused');
};

describe('reading the schedule import template', () => {
  it('reads shifts and off days under the header, with row numbers as the sheet counts them', () => {
    const { lines, problems } = readScheduleRows([
      HEADER,
      ['P-1', null, '2026-03-02', '08:00', '16:30', 'N', 30, 'Picker'],
      [],
      ['', 1002, '03/03/2026', 'off'],
      ['P-3', '', '2026-03-04', '22:00', '06:00', 'y', '', null, 'a note nobody reads'],
    ]);
    expect(problems).toEqual([]);
    expect(lines).toEqual([
      { row: 2, payId: 'P-1', clockId: null, date: '2026-03-02', off: false, start: '08:00', end: '16:30', endsNextDay: false, breakTime: 30, position: 'Picker' },
      { row: 4, payId: null, clockId: 1002, date: '2026-03-03', off: true, start: null, end: null, endsNextDay: false, breakTime: 0, position: null },
      { row: 5, payId: 'P-3', clockId: null, date: '2026-03-04', off: false, start: '22:00', end: '06:00', endsNextDay: true, breakTime: 0, position: null },
    ]);
  });

  it('refuses a file whose header is not the template as modelerror, and one with no rows or too many', () => {
    expect(refusal(() => readScheduleRows([]))).toEqual([MODEL_ERROR, MODEL_ERROR]);
    expect(refusal(() => readScheduleRows([['Pay ID', 'Date', 'Start', 'End']]))).toEqual([MODEL_ERROR, MODEL_ERROR]);
    expect(refusal(() => readScheduleRows([HEADER.slice(0, 7)]))).toEqual([MODEL_ERROR, MODEL_ERROR]);
    // Case and spacing of the names do not matter.
    expect(refusal(() => readScheduleRows([HEADER.map((h) => ` ${h.toUpperCase()} `)]))).toEqual(['invalid', IMPORT_TEXTS.noRows]);
    const many = Array.from({ length: 10_001 }, () => ['P-1', null, '2026-03-02', 'OFF']);
    expect(refusal(() => readScheduleRows([HEADER, ...many]))).toEqual(['invalid', IMPORT_TEXTS.tooManyRows]);
  });

  it('reports what each row gets wrong by its row number', () => {
    const { lines, problems } = readScheduleRows([
      HEADER,
      [null, null, '2026-03-02', '08:00', '16:00'],
      ['P-1', 'abc', '2026-02-30', '8am', '25:00', 'maybe', 'half'],
      ['P-1', null, '2026-03-02', '16:00', '08:00'],
      ['P-1', null, '2026-03-02', '08:00', '08:00', 'N'],
      ['P-1', null, '2026-03-02', 'OFF', '16:00', 'N', 30, 'Picker'],
      ['P-1', null, 46083, '08:00', '16:00'],
    ]);
    expect(lines).toEqual([]);
    expect(problems).toEqual([
      { row: 2, message: IMPORT_TEXTS.noEmployee },
      { row: 3, message: IMPORT_TEXTS.clockId },
      { row: 3, message: IMPORT_TEXTS.date },
      { row: 3, message: IMPORT_TEXTS.endsNextDay },
      { row: 3, message: IMPORT_TEXTS.breakTime },
      { row: 3, message: IMPORT_TEXTS.start },
      { row: 3, message: IMPORT_TEXTS.end },
      { row: 4, message: ROSTER_TEXTS.endAfterStart },
      { row: 5, message: 'End Time must be later than Start Time!' },
      { row: 6, message: IMPORT_TEXTS.offDayFields },
      { row: 7, message: IMPORT_TEXTS.date },
    ]);
  });

  it('reads dates ISO or day first, and times with or without am/pm; 24:00 only as an end', () => {
    expect(['2026-03-02', '2/3/2026', '02-03-2026', '2026-3-2'].map((v) => importDate(v))).toEqual(['2026-03-02', '2026-03-02', '2026-03-02', '2026-03-02']);
    expect(['2026-02-29', '3/2/26', '2026-03-02 08:00', ''].map((v) => importDate(v))).toEqual([null, null, null, null]);
    expect(['8:30', '08:30', '08:30:00', '8:30 pm', '12:00 am', '12:15pm', '23:59'].map((v) => importTime(v))).toEqual(['08:30', '08:30', '08:30', '20:30', '00:00', '12:15', '23:59']);
    expect(['24:00', '08:30:15', '8.30', '13:00 pm', '7:60', 'x'].map((v) => importTime(v))).toEqual([null, null, null, null, null, null]);
    expect(importTime('24:00', true)).toBe('24:00');
  });
});

describe('finding employees and positions', () => {
  const mere = { id: 'm', payId: 'P-1', clockId: 1001 };
  const byPayId = new Map([['p-1', mere]]);
  const byClockId = new Map([[1001, mere]]);

  it('prefers the pay ID, checks a clock ID given with it, and reads an unknown one as no employee', () => {
    expect(employeeOfLine({ payId: 'p-1', clockId: null }, byPayId, byClockId)).toBe(mere);
    expect(employeeOfLine({ payId: 'P-1', clockId: 1001 }, byPayId, byClockId)).toBe(mere);
    expect(employeeOfLine({ payId: null, clockId: 1001 }, byPayId, byClockId)).toBe(mere);
    expect(employeeOfLine({ payId: 'P-1', clockId: 1002 }, byPayId, byClockId)).toBe('Clock ID 1002 is not the clock ID of the employee with Pay ID P-1.');
    expect(employeeOfLine({ payId: 'P-9', clockId: 1001 }, byPayId, byClockId)).toBe('No employee has Pay ID P-9.');
    expect(employeeOfLine({ payId: null, clockId: 9 }, byPayId, byClockId)).toBe('No active employee has Clock ID 9.');
  });

  it('finds a position by code, then by name; a shared name needs the code', () => {
    const positions = [
      { id: 'a', name: 'Driver', code: 'AKL-DRV' },
      { id: 'w', name: 'Driver', code: 'WLG-DRV' },
      { id: 'p', name: 'Picker', code: null },
    ];
    expect(positionOfLine('wlg-drv', positions)).toBe(positions[1]);
    expect(positionOfLine('picker', positions)).toBe(positions[2]);
    expect(positionOfLine('Driver', positions)).toBe('More than one position is called Driver: enter its code.');
    expect(positionOfLine('Chef', positions)).toBe('No position has the name or code Chef.');
  });
});

describe('the days an import writes', () => {
  const facts = (over: Partial<ImportFacts> = {}): ImportFacts => ({ closed: new Set(), paysOnFinishDay: new Set(), current: new Map(), rules: { tasksRequired: false }, ...over });
  const line = (row: number, over: Partial<ResolvedLine>): ResolvedLine => ({
    row,
    payId: 'P-1',
    clockId: null,
    date: '2026-03-02',
    off: false,
    start: '08:00',
    end: '12:00',
    endsNextDay: false,
    breakTime: 0,
    position: null,
    employeeId: 'm',
    positionId: null,
    ...over,
  });

  it("makes each employee's date one day of the file's rows, sorted by start, the same whatever the rows' order", () => {
    const rows = [line(2, { start: '13:00', end: '17:00', breakTime: 15, positionId: 'pos' }), line(3, {}), line(4, { date: '2026-03-03', off: true, start: null, end: null })];
    const { days, problems } = importedDays(rows, facts());
    expect(problems).toEqual([]);
    const [monday, tuesday] = days.get('m') ?? [];
    expect(monday.rows).toEqual([2, 3]);
    expect(monday.rule.workSections.map((s) => [s.id, s.startTime, s.endTime, s.breakTime, s.departmentId])).toEqual([
      ['2026-03-02-section-1', '08:00', '12:00', 0, null],
      ['2026-03-02-section-2', '13:00', '17:00', 15, 'pos'],
    ]);
    expect(tuesday.rule).toEqual({ title: '2026-03-03', isOffDay: true, isClosed: false, workSections: [] });
    expect(importedDays([...rows].reverse(), facts()).days).toEqual(days);
  });

  it('refuses by row: overlaps on a day and across midnight, off days with shifts, closed periods, two next-day ends, pay on finish day', () => {
    const { days, problems } = importedDays(
      [
        line(2, {}),
        line(3, { start: '11:00', end: '15:00' }),
        line(4, { date: '2026-03-03', off: true, start: null, end: null }),
        line(5, { date: '2026-03-03' }),
        line(6, { employeeId: 'n', date: '2026-03-04', start: '22:00', end: '07:00', endsNextDay: true }),
        line(7, { employeeId: 'n', date: '2026-03-05', start: '06:00', end: '10:00' }),
        line(8, { employeeId: 'n', date: '2026-03-09' }),
        line(9, { employeeId: 'f', start: '20:00', end: '02:00', endsNextDay: true }),
        line(10, { employeeId: 'f', start: '14:00', end: '15:00', breakTime: 60 }),
      ],
      facts({ closed: new Set(['n|2026-03-09']), paysOnFinishDay: new Set(['f']) }),
    );
    expect(problems).toEqual([
      { row: 3, message: 'Overlaps the shift on row 2 (the same employee and day).' },
      { row: 4, message: '2026-03-03 is an off day here and has other rows for the same employee: rows 5.' },
      { row: 7, message: 'Overlaps the shift on row 6 (the same employee, the day before).' },
      { row: 8, message: '2026-03-09 is in a closed pay period.' },
      { row: 9, message: IMPORT_TEXTS.payOnFinishDay },
      { row: 10, message: 'The break must be whole minutes, shorter than the shift.' },
    ]);
    expect([...days.keys()]).toEqual(['n']);
  });

  it('checks the days either side as they are now, where the file does not give them', () => {
    const current = new Map([
      [
        'm',
        new Map([
          ['2026-03-01', { workSections: [{ startTime: '20:00', startTimeType: 'Today', endTime: '09:00', endTimeType: 'NextDay' }] }],
          ['2026-03-03', { workSections: [{ startTime: '06:00', startTimeType: 'Today', endTime: '10:00', endTimeType: 'Today' }] }],
        ]),
      ],
    ]) as unknown as ImportFacts['current'];
    const early = importedDays([line(2, {})], facts({ current }));
    expect(early.problems).toEqual([{ row: 2, message: 'Overlaps the schedule of 2026-03-01.' }]);
    const late = importedDays([line(2, { start: '22:00', end: '07:00', endsNextDay: true })], facts({ current }));
    expect(late.problems).toEqual([{ row: 2, message: 'Overlaps the schedule of 2026-03-03.' }]);
    // The file's own next day replaces what is there now.
    const both = importedDays([line(2, { start: '22:00', end: '07:00', endsNextDay: true }), line(3, { date: '2026-03-03', off: true, start: null, end: null })], facts({ current }));
    expect(both.problems).toEqual([]);
  });
});
