import { BulkShift, LATER_SECTION_FIELDS, SCHEDULE_TEXTS, WorkSectionDto } from '@timekeep/contracts';
import { BulkDayRules, bulkConflicts, bulkScheduledDay, bulkSectionId, checkBulkDay, stampOf } from './bulk-schedule';
import type { CustomDay } from './employee-schedule';

const RULES: BulkDayRules = { tasksRequired: false, breakEditable: true, positions: true };
const shift = (startTime: string, endTime: string, extra: Partial<BulkShift> = {}): BulkShift => ({ startTime, endTime, startTimeType: 'Today', endTimeType: 'Today', breakTime: 0, departmentId: null, ...extra });
const bulkDay = (...workSections: BulkShift[]) => checkBulkDay({ ruleDay: '2026-12-02', isOffDay: false, workSections }, RULES);
const refusal = (check: () => unknown) => {
  try {
    check();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};
/** A section as a template or an earlier save left it. */
const section = (id: string, startTime: string, endTime: string, extra: Partial<WorkSectionDto> = {}): WorkSectionDto => ({
  id,
  startTime,
  startTimeType: 'Today',
  endTime,
  endTimeType: 'Today',
  breakTime: 30,
  overrideBreakCalculation: false,
  breakCalculationType: null,
  breakTriggerTime: null,
  breakStartTime: null,
  allowOT: true,
  allowEA: false,
  allowLD: false,
  lunchWorkingThrough: false,
  ...LATER_SECTION_FIELDS,
  ...extra,
});
const day = (...workSections: WorkSectionDto[]): Pick<CustomDay, 'workSections'> => ({ workSections });
const none = day();

describe('bulk schedule: the day (document 3 §3 "Shift (in bulk schedule)", §5)', () => {
  it('checks each shift as an employee day is: Sch In and Sch Out required, Sch Out later than Sch In with the day flags', () => {
    expect(refusal(() => bulkDay(shift('', '17:00')))).toBe('This field is required.');
    expect(refusal(() => bulkDay(shift('17:00', '09:00')))).toBe('Sch Out must be later than Sch In!');
    expect(refusal(() => bulkDay(shift('09:00', '09:00')))).toBe('Sch Out must be later than Sch In!');
    // 22:00 to 06:00 is a night shift once Sch Out is on the next day, or Sch In on the previous one.
    expect(bulkDay(shift('22:00', '06:00', { endTimeType: 'NextDay' })).workSections).toHaveLength(1);
    expect(bulkDay(shift('22:00', '06:00', { startTimeType: 'Previous' })).workSections).toHaveLength(1);
  });

  it('needs a shift unless the day is off, and an off day holds none', () => {
    expect(refusal(() => bulkDay())).toBe('Add a shift, or make the day an off day.');
    expect(refusal(() => checkBulkDay({ ruleDay: '2026-12-02', isOffDay: true, workSections: [shift('09:00', '17:00')] }, RULES))).toBe(SCHEDULE_TEXTS.offDay);
    expect(checkBulkDay({ ruleDay: '2026-12-02', isOffDay: true, workSections: [] }, RULES)).toEqual({ title: '2026-12-02', isOffDay: true, isClosed: false, workSections: [] });
  });

  it("refuses the request's own shifts overlapping one another", () => {
    expect(refusal(() => bulkDay(shift('09:00', '13:00'), shift('12:00', '17:00')))).toBe(SCHEDULE_TEXTS.timeclash);
    expect(bulkDay(shift('13:00', '17:00'), shift('09:00', '13:00')).workSections.map((s) => s.startTime)).toEqual(['09:00', '13:00']);
  });

  it('keeps the break only where breaks may be edited, and the position only with position codes', () => {
    const position = '5d1c7a4e-2f1b-4c3a-9d8e-7f6a5b4c3d2e';
    const asked = shift('09:00', '17:00', { breakTime: 30, departmentId: position });
    expect(checkBulkDay({ ruleDay: '2026-12-02', isOffDay: false, workSections: [asked] }, RULES).workSections[0]).toMatchObject({ breakTime: 30, departmentId: position });
    expect(checkBulkDay({ ruleDay: '2026-12-02', isOffDay: false, workSections: [asked] }, { ...RULES, breakEditable: false, positions: false }).workSections[0]).toMatchObject({ breakTime: 0, departmentId: null });
    expect(refusal(() => bulkDay(shift('09:00', '10:00', { breakTime: 60 })))).toBe('The break must be whole minutes, shorter than the shift.');
  });

  it('names each shift by its date and start, so the same request gives the same ids', () => {
    expect(bulkSectionId('2026-12-02', shift('09:00', '17:00'))).toBe('2026-12-02-bulk-0900');
    expect(bulkSectionId('2026-12-02', shift('22:00', '06:00', { startTimeType: 'Previous' }))).toBe('2026-12-02-bulk-prev-2200');
    expect(bulkDay(shift('09:00', '17:00')).workSections[0]).toMatchObject({ id: '2026-12-02-bulk-0900', allowOT: true, allowEA: false, allowLD: false, jobId: null });
  });
});

describe('bulk schedule: applying the day', () => {
  const template = day(section('day-3-section-1', '08:00', '12:00'));

  it('adds the shifts to what the day has, in start order, making it a working day', () => {
    const added = bulkScheduledDay('2026-12-02', template, bulkDay(shift('13:00', '17:00')));
    expect(added).toMatchObject({ title: '2026-12-02', isOffDay: false, isClosed: false });
    expect(added.workSections.map((s) => [s.id, s.startTime, s.endTime])).toEqual([
      ['day-3-section-1', '08:00', '12:00'],
      ['2026-12-02-bulk-1300', '13:00', '17:00'],
    ]);
    // Shifts on an off day make it a working day.
    expect(bulkScheduledDay('2026-12-02', none, bulkDay(shift('09:00', '12:00')))).toMatchObject({ isOffDay: false, workSections: [{ startTime: '09:00' }] });
  });

  it('an off day replaces the day', () => {
    const off = checkBulkDay({ ruleDay: '2026-12-02', isOffDay: true, workSections: [] }, RULES);
    expect(bulkScheduledDay('2026-12-02', template, off)).toEqual({ title: '2026-12-02', isOffDay: true, isClosed: false, workSections: [] });
  });

  it('applied twice, the day is the same: the shifts already there are not added again', () => {
    const addition = bulkDay(shift('13:00', '17:00'));
    const once = bulkScheduledDay('2026-12-02', template, addition);
    expect(bulkScheduledDay('2026-12-02', once, addition)).toEqual(once);
    expect(bulkConflicts('2026-12-02', addition, { previous: none, day: once, next: none })).toEqual([]);
  });
});

describe('bulk schedule: conflict rows (document 3 §3 "Conflict row")', () => {
  it("writes times where they fall, a day on or back past midnight", () => {
    expect(stampOf('2026-12-02', 9 * 60)).toBe('2026-12-02 09:00');
    expect(stampOf('2026-12-02', 24 * 60 + 6 * 60)).toBe('2026-12-03 06:00');
    expect(stampOf('2026-12-02', -2 * 60)).toBe('2026-12-01 22:00');
  });

  it("lists an overlap with the day's own sections (the template's 08:00-16:30 against 16:00-20:00)", () => {
    const rows = bulkConflicts('2026-12-02', bulkDay(shift('16:00', '20:00')), { previous: none, day: day(section('day-3-section-1', '08:00', '16:30')), next: none });
    expect(rows).toEqual([
      { shiftDate: '2026-12-02', shiftStart: '2026-12-02 16:00', shiftEnd: '2026-12-02 20:00', conflictDate: '2026-12-02', conflictStart: '2026-12-02 08:00', conflictEnd: '2026-12-02 16:30', prevConflict: false },
    ]);
  });

  it('touching end to start is no overlap', () => {
    expect(bulkConflicts('2026-12-02', bulkDay(shift('16:30', '20:00')), { previous: none, day: day(section('a', '08:00', '16:30')), next: none })).toEqual([]);
  });

  it("marks prevConflict for the day before's night shift running past midnight into the new shift", () => {
    // Tuesday 22:00 to Wednesday 06:00 against Wednesday 05:00-09:00.
    const night = section('day-2-section-1', '22:00', '06:00', { endTimeType: 'NextDay' });
    const rows = bulkConflicts('2026-12-02', bulkDay(shift('05:00', '09:00')), { previous: day(night), day: none, next: none });
    expect(rows).toEqual([
      { shiftDate: '2026-12-02', shiftStart: '2026-12-02 05:00', shiftEnd: '2026-12-02 09:00', conflictDate: '2026-12-01', conflictStart: '2026-12-01 22:00', conflictEnd: '2026-12-02 06:00', prevConflict: true },
    ]);
    // From 06:00 on, the night shift has ended.
    expect(bulkConflicts('2026-12-02', bulkDay(shift('06:00', '09:00')), { previous: day(night), day: none, next: none })).toEqual([]);
  });

  it("lists the day after's shifts that a new night shift runs into, or that start the evening before", () => {
    const night = bulkDay(shift('22:00', '07:00', { endTimeType: 'NextDay' }));
    const early = section('day-4-section-1', '06:00', '14:00');
    expect(bulkConflicts('2026-12-02', night, { previous: none, day: none, next: day(early) })).toEqual([
      { shiftDate: '2026-12-02', shiftStart: '2026-12-02 22:00', shiftEnd: '2026-12-03 07:00', conflictDate: '2026-12-03', conflictStart: '2026-12-03 06:00', conflictEnd: '2026-12-03 14:00', prevConflict: false },
    ]);
    const fromTheEveningBefore = section('day-4-section-1', '21:00', '05:00', { startTimeType: 'Previous' });
    expect(bulkConflicts('2026-12-02', bulkDay(shift('18:00', '22:00')), { previous: none, day: none, next: day(fromTheEveningBefore) })).toMatchObject([
      { conflictDate: '2026-12-03', conflictStart: '2026-12-02 21:00', conflictEnd: '2026-12-03 05:00', prevConflict: false },
    ]);
  });

  it('an off day clashes with nothing', () => {
    const off = checkBulkDay({ ruleDay: '2026-12-02', isOffDay: true, workSections: [] }, RULES);
    expect(bulkConflicts('2026-12-02', off, { previous: none, day: day(section('a', '08:00', '16:30')), next: none })).toEqual([]);
  });
});
