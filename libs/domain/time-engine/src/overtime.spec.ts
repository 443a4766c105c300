import fc from 'fast-check';
import { OvertimeDay, OvertimeRules, splitOvertime } from './overtime';

const H = 60;
const week = (hours: number[], extra: Partial<OvertimeDay> = {}): OvertimeDay[] =>
  hours.map((h, i) => ({ date: `2026-11-${String(23 + i).padStart(2, '0')}`, worked: h * H, notOvertime: 0, paidLeave: 0, ...extra }));
const NONE: OvertimeRules = { dailyThreshold: null, periodThreshold: null, includePaidLeave: false };

describe('overtime (docs/time-rules.md "Overtime")', () => {
  it('Daily: past 8 hours a day', () => {
    const split = splitOvertime(week([10, 8, 7]), { ...NONE, dailyThreshold: 8 * H });
    expect(split.map((d) => [d.ordinary / H, d.overtime / H])).toEqual([
      [8, 2],
      [8, 0],
      [7, 0],
    ]);
  });

  it('Weekly: past 40 ordinary hours, the latest minutes first', () => {
    const split = splitOvertime(week([9, 9, 9, 9, 9]), { ...NONE, periodThreshold: 40 * H });
    expect(split.map((d) => d.overtime / H)).toEqual([0, 0, 0, 0, 5]);
  });

  it('daily then weekly in one week, never counting an hour twice', () => {
    // Monday's 12 h are 2 h past the daily 10; ordinary 10+9+9+9 = 37 h by Thursday; Friday's 9 h
    // would make 46, so 6 of them are overtime.
    const split = splitOvertime(week([12, 9, 9, 9, 9]), { ...NONE, dailyThreshold: 10 * H, periodThreshold: 40 * H });
    expect(split.map((d) => [d.ordinary / H, d.overtime / H])).toEqual([
      [10, 2],
      [9, 0],
      [9, 0],
      [9, 0],
      [3, 6],
    ]);
  });

  it('counts paid leave toward the threshold only when the pay group says so', () => {
    const days = week([8, 8, 8, 8, 8]).map((d, i) => (i === 0 ? { ...d, worked: 0, paidLeave: 8 * H } : d));
    const rules = { ...NONE, periodThreshold: 32 * H };
    expect(splitOvertime(days, rules).reduce((n, d) => n + d.overtime, 0)).toBe(0);
    expect(splitOvertime(days, { ...rules, includePaidLeave: true }).reduce((n, d) => n + d.overtime, 0)).toBe(8 * H);
  });

  it('keeps minutes of sections that do not allow overtime ordinary', () => {
    const [day] = splitOvertime(week([10], { notOvertime: 10 * H }), { ...NONE, dailyThreshold: 8 * H });
    expect(day).toMatchObject({ ordinary: 600, overtime: 0 });
  });

  const days = fc.array(fc.record({ worked: fc.integer({ min: 0, max: 16 * H }), notOvertime: fc.integer({ min: 0, max: 4 * H }), paidLeave: fc.integer({ min: 0, max: 8 * H }) }), { maxLength: 14 }).map((list) =>
    list.map((d, i) => ({ date: `2026-12-${String(i + 1).padStart(2, '0')}`, ...d, notOvertime: Math.min(d.notOvertime, d.worked) })),
  );
  const thresholds = fc.record({
    dailyThreshold: fc.option(fc.integer({ min: 0, max: 12 * H }), { nil: null }),
    periodThreshold: fc.option(fc.integer({ min: 0, max: 60 * H }), { nil: null }),
    includePaidLeave: fc.boolean(),
  });

  it('splits every worked minute exactly once, never making overtime of minutes that do not allow it', () => {
    fc.assert(
      fc.property(days, thresholds, (list, rules) => {
        const split = splitOvertime(list, rules);
        split.forEach((s, i) => {
          expect(s.ordinary + s.overtime).toBe(list[i].worked);
          expect(s.overtime).toBeLessThanOrEqual(list[i].worked - list[i].notOvertime);
          expect(s.ordinary).toBeGreaterThanOrEqual(0);
        });
        if (rules.dailyThreshold === null && rules.periodThreshold === null) expect(split.every((s) => s.overtime === 0)).toBe(true);
      }),
    );
  });

  it('keeps ordinary time within the period threshold whenever enough minutes may be overtime', () => {
    fc.assert(
      fc.property(days, fc.integer({ min: 0, max: 60 * H }), (list, threshold) => {
        const eligibleOnly = list.map((d) => ({ ...d, notOvertime: 0, paidLeave: 0 }));
        const ordinary = splitOvertime(eligibleOnly, { ...NONE, periodThreshold: threshold }).reduce((n, d) => n + d.ordinary, 0);
        expect(ordinary).toBe(Math.min(threshold, eligibleOnly.reduce((n, d) => n + d.worked, 0)));
      }),
    );
  });
});
