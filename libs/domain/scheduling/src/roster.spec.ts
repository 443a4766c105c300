import fc from 'fast-check';
import { ROSTER_TEXTS, WorkSectionDto } from '@timekeep/contracts';
import { checkShift, copyPlan, overlaps, RosterError, sectionOfShift, withSection, withoutSection, workedHours } from './roster';

const defaults = { colorCode: '#2ebb7c', breakEditable: true };
const shift = (startTime: string, endTime: string, extra: Record<string, unknown> = {}) => checkShift({ departmentId: 'pos', startTime, endTime, ...extra }, defaults);
const section = (startTime: string, endTime: string, endTimeType: 'Today' | 'NextDay' = 'Today', startTimeType: 'Previous' | 'Today' = 'Today'): WorkSectionDto =>
  sectionOfShift({ ...shift(startTime, endTime, { endTimeType, startTimeType }), id: 'lib' }, `${startTime}`).section;
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof RosterError ? [error.code, error.message] : error;
  }
  return null;
};

describe('library shifts (document 2 §5 "Roster shift create")', () => {
  it('needs a position and both times, and an end later than the start with the day flags', () => {
    expect(refusal(() => checkShift({ startTime: '07:00', endTime: '15:00' }, defaults))).toEqual(['invalid', 'This field is required.']);
    expect(refusal(() => shift('15:00', '07:00'))).toEqual(['invalid', ROSTER_TEXTS.endAfterStart]);
    expect(refusal(() => shift('07:00', '07:00'))).toEqual(['invalid', ROSTER_TEXTS.endAfterStart]);
    expect(shift('22:00', '06:00', { endTimeType: 'NextDay' })).toMatchObject({ startTime: '22:00', endTime: '06:00', endTimeType: 'NextDay' });
    expect(shift('22:00', '06:00', { startTimeType: 'Previous' })).toMatchObject({ startTimeType: 'Previous' });
    // A shift starting the next day ends then too.
    expect(refusal(() => shift('01:00', '05:00', { startTimeType: 'NextDay' }))).toEqual(['invalid', ROSTER_TEXTS.endAfterStart]);
  });

  it('takes the primary colour by default, and a break shorter than the shift only where breaks are editable', () => {
    expect(shift('07:00', '15:00').colorCode).toBe('#2ebb7c');
    expect(refusal(() => shift('07:00', '15:00', { colorCode: 'green' }))).toEqual(['invalid', 'Choose a colour as #rrggbb.']);
    expect(shift('07:00', '15:00', { breakTime: 30 }).breakTime).toBe(30);
    expect(checkShift({ departmentId: 'pos', startTime: '07:00', endTime: '15:00', breakTime: 30 }, { ...defaults, breakEditable: false }).breakTime).toBe(0);
    expect(refusal(() => shift('07:00', '08:00', { breakTime: 60 }))).toEqual(['invalid', 'The break must be whole minutes, shorter than the shift.']);
  });

  it('works its span less its break', () => {
    expect(workedHours(shift('07:00', '15:30', { breakTime: 30 }))).toBe(8);
    expect(workedHours(shift('22:00', '06:00', { endTimeType: 'NextDay' }))).toBe(8);
    expect(workedHours(shift('00:00', '24:00'))).toBe(24);
  });

  it('makes a section of the next day from a shift starting the next day', () => {
    const made = sectionOfShift({ ...shift('01:00', '05:00', { startTimeType: 'NextDay', endTimeType: 'NextDay' }), id: 'lib' }, 's');
    expect(made.dayOffset).toBe(1);
    expect(made.section).toMatchObject({ startTime: '01:00', startTimeType: 'Today', endTime: '05:00', endTimeType: 'Today', shiftId: 'lib' });
  });
});

describe('dropping (document 2 §5 "Dropping")', () => {
  it('refuses a start or end within an existing shift, or a shift enclosing it; touching ends are fine', () => {
    const day = { workSections: [section('09:00', '17:00')] };
    expect(refusal(() => withSection(day, '2026-12-01', section('16:00', '20:00')))).toEqual(['scheduleConflict', 'scheduleConflict']);
    expect(refusal(() => withSection(day, '2026-12-01', section('06:00', '10:00')))).toEqual(['scheduleConflict', 'scheduleConflict']);
    expect(refusal(() => withSection(day, '2026-12-01', section('08:00', '18:00')))).toEqual(['scheduleConflict', 'scheduleConflict']);
    expect(refusal(() => withSection(day, '2026-12-01', section('10:00', '11:00')))).toEqual(['scheduleConflict', 'scheduleConflict']);
    const evening = withSection(day, '2026-12-01', section('17:00', '21:00'));
    expect(evening.workSections.map((s) => s.startTime)).toEqual(['09:00', '17:00']);
    expect(withSection(evening, '2026-12-01', section('06:00', '09:00')).workSections.map((s) => s.startTime)).toEqual(['06:00', '09:00', '17:00']);
  });

  it('an off day gives way to a dropped shift, and a section leaves its day by id', () => {
    const off = { isOffDay: true, workSections: [] };
    expect(withSection(off, '2026-12-01', section('09:00', '17:00'))).toMatchObject({ isOffDay: false, workSections: [{ startTime: '09:00' }] });
    const day = withSection({ workSections: [section('09:00', '12:00')] }, '2026-12-01', { ...section('13:00', '17:00'), id: 'b' });
    expect(withoutSection(day, '2026-12-01', 'b').workSections.map((s) => s.startTime)).toEqual(['09:00']);
  });

  it('overlap is symmetric and matches the interval rule', () => {
    const time = fc.integer({ min: 0, max: 47 }).map((h) => `${String(Math.floor(h / 2)).padStart(2, '0')}:${h % 2 ? '30' : '00'}`);
    const span = fc.tuple(time, time).filter(([a, b]) => a < b);
    fc.assert(
      fc.property(span, span, ([a1, a2], [b1, b2]) => {
        const a = section(a1, a2);
        const b = section(b1, b2);
        expect(overlaps(a, b)).toBe(overlaps(b, a));
        expect(overlaps(a, b)).toBe(a1 < b2 && b1 < a2);
      }),
    );
  });
});

describe('copy window (document 2 §5 "Copy Roster")', () => {
  it('pairs each source date with its paste date', () => {
    expect(copyPlan('2026-11-30', '2026-12-02', '2026-12-07')).toEqual([
      { from: '2026-11-30', to: '2026-12-07' },
      { from: '2026-12-01', to: '2026-12-08' },
      { from: '2026-12-02', to: '2026-12-09' },
    ]);
    // Backwards is allowed when the windows do not meet.
    expect(copyPlan('2026-12-07', '2026-12-13', '2026-11-30')).toHaveLength(7);
  });

  it('refuses overlapping windows and more than 31 days', () => {
    expect(refusal(() => copyPlan('2026-11-30', '2026-12-06', '2026-12-06'))).toEqual(['invalid', ROSTER_TEXTS.copyOverlaps]);
    expect(refusal(() => copyPlan('2026-11-30', '2026-12-06', '2026-11-24'))).toEqual(['invalid', ROSTER_TEXTS.copyOverlaps]);
    expect(copyPlan('2026-11-30', '2026-12-06', '2026-11-23')).toHaveLength(7);
    expect(refusal(() => copyPlan('2026-11-01', '2026-12-02', '2026-12-03'))).toEqual(['invalid', ROSTER_TEXTS.copyTooLong]);
  });

  it('never pastes onto a copied date', () => {
    const date = fc.integer({ min: 0, max: 120 }).map((n) => new Date(Date.UTC(2026, 10, 1) + n * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(date, fc.integer({ min: 0, max: 30 }), date, (from, length, begin) => {
        const end = new Date(Date.parse(`${from}T00:00:00Z`) + length * 86_400_000).toISOString().slice(0, 10);
        let plan: Array<{ from: string; to: string }>;
        try {
          plan = copyPlan(from, end, begin);
        } catch {
          return;
        }
        const sources = new Set(plan.map((p) => p.from));
        expect(plan.some((p) => sources.has(p.to))).toBe(false);
      }),
    );
  });
});
