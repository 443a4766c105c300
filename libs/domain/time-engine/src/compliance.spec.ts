import { type Compliance, DEFAULT_COMPLIANCE } from '@timekeep/contracts';
import fc from 'fast-check';
import { dateOf, dayOf } from './calendar-days';
import { brokenBy, type CheckedShift, checksReach, complianceWarnings, type ComplianceRules } from './compliance';
import { instantOf } from './zone-time';

const ZONE = 'Australia/Sydney';
/** A shift on `date` from `from` to `to` (HH:mm; an end before the start is the next morning), its break unpaid. */
const shift = (date: string, from: string, to: string, extra: Partial<CheckedShift> = {}): CheckedShift => {
  const start = instantOf(`${date}T${from}`, ZONE);
  const endDate = to <= from ? dateOf(dayOf(date) + 1) : date;
  const end = instantOf(`${endDate}T${to}`, ZONE);
  const breakMinutes = extra.breakMinutes ?? 0;
  return { date, from: start, to: end, workMinutes: (end - start) / 60 - breakMinutes, breakMinutes, employmentType: 'Casual', holiday: null, onLeave: false, ...extra };
};
const ALL_WARN: Compliance = {
  restBetweenShifts: { mode: 'warn', minutes: 12 * 60 },
  consecutiveDays: { mode: 'warn', days: 6 },
  weeklyHours: { mode: 'warn', minutes: 38 * 60 },
  minimumEngagement: { mode: 'warn' },
  mealBreaks: { mode: 'warn' },
  holidayClash: { mode: 'warn' },
  leaveClash: { mode: 'warn' },
};
const rules = (compliance: Partial<Compliance> = {}): ComplianceRules => ({ compliance: { ...ALL_WARN, ...compliance }, minimumEngagement: { Casual: 180 } });
const texts = (shifts: CheckedShift[], r = rules()) => complianceWarnings(shifts, r).map((w) => w.map((x) => x.text));

describe('roster compliance (issue 32 §3)', () => {
  it("a Saturday night close into Sunday, then a Sunday 09:00 open: 7 h of rest where the award's 12 are due, said on the Sunday shift", () => {
    const said = texts([shift('2026-03-07', '18:00', '02:00', { breakMinutes: 30 }), shift('2026-03-08', '09:00', '15:00', { breakMinutes: 30 })]);
    expect(said).toEqual([[], ['Rest before this shift is 7 h; the minimum is 12 h.']]);
  });

  it('rest exactly at the minimum passes; a minute short does not', () => {
    const at12 = texts([shift('2026-03-02', '08:00', '17:00', { breakMinutes: 30 }), shift('2026-03-03', '05:00', '13:00', { breakMinutes: 30 })]);
    const short = texts([shift('2026-03-02', '08:00', '17:01', { breakMinutes: 30 }), shift('2026-03-03', '05:00', '13:00', { breakMinutes: 30 })]);
    expect(at12[1]).toEqual([]);
    expect(short[1]).toEqual(['Rest before this shift is 11.98 h; the minimum is 12 h.']);
  });

  it("a split shift's two sections on one date are one work period: no rest warning between them", () => {
    expect(texts([shift('2026-03-02', '07:00', '10:00'), shift('2026-03-02', '16:00', '19:00')])).toEqual([[], []]);
  });

  it('the 7th day in a row warns when 6 are the most; a day off starts the count again', () => {
    const week = [2, 3, 4, 5, 6, 7, 8].map((d) => shift(`2026-03-0${d}`, '09:00', '12:00'));
    expect(texts(week, rules({ weeklyHours: { mode: 'off', minutes: 60 } })).map((w) => w.filter((t) => t.startsWith('More than')))).toEqual([[], [], [], [], [], [], ['More than 6 days in a row without a day off.']]);
    const broken = week.filter((s) => s.date !== '2026-03-05');
    expect(texts(broken).flat().filter((t) => t.startsWith('More than'))).toEqual([]);
  });

  it("the week's hours: the shift that takes Monday to Sunday past 38 h says so, and each after it", () => {
    const week = [2, 3, 4, 5, 6, 7].map((d) => shift(`2026-03-0${d}`, '08:00', '16:00'));
    const said = texts(week).map((w) => w.filter((t) => t.startsWith('The week')));
    expect(said).toEqual([[], [], [], [], ['The week reaches 40 h; at most 38 h.'], ['The week reaches 48 h; at most 38 h.']]);
    // The next Monday starts a new week.
    expect(texts([...week.slice(0, 4), shift('2026-03-09', '08:00', '16:00')]).flat().filter((t) => t.startsWith('The week'))).toEqual([]);
  });

  it("a casual's 2-hour shift is under her 3-hour minimum engagement; a full-timer has none in this set", () => {
    expect(texts([shift('2026-03-03', '09:00', '11:00')])).toEqual([['2 h is under the 3 h minimum engagement for casual staff.']]);
    expect(texts([shift('2026-03-03', '09:00', '11:00', { employmentType: 'Full time' })])).toEqual([[]]);
  });

  it('s 69ZD: over 4 hours without a 30-minute meal break warns; at 4 hours, or with the break, it does not', () => {
    expect(texts([shift('2026-03-03', '09:00', '13:00')])).toEqual([[]]);
    expect(texts([shift('2026-03-03', '09:00', '13:30', { breakMinutes: 20 })])).toEqual([['A 4.5 h shift is due 30 minutes of meal break; it has 20.']]);
    expect(texts([shift('2026-03-03', '09:00', '13:30', { breakMinutes: 30 })])).toEqual([[]]);
  });

  it('a shift on a public holiday or on approved leave says so', () => {
    expect(texts([shift('2026-04-25', '09:00', '12:00', { holiday: 'Anzac Day', onLeave: true })])).toEqual([['Anzac Day is a public holiday.', 'On approved leave this day.']]);
  });

  it('a rule set to block marks its warnings so; a rule that is off says nothing', () => {
    const night = [shift('2026-03-07', '18:00', '02:00', { breakMinutes: 30 }), shift('2026-03-08', '09:00', '15:00', { breakMinutes: 30 })];
    expect(complianceWarnings(night, rules({ restBetweenShifts: { mode: 'block', minutes: 720 } }))[1]).toEqual([{ rule: 'restBetweenShifts', block: true, text: 'Rest before this shift is 7 h; the minimum is 12 h.' }]);
    expect(complianceWarnings(night, rules({ restBetweenShifts: { mode: 'off', minutes: 720 } }))[1]).toEqual([]);
  });

  it('the defaults a new set starts with warn of short rest and a 7th day, and block nothing', () => {
    const said = complianceWarnings([shift('2026-03-07', '18:00', '02:00'), shift('2026-03-08', '09:00', '15:00')], { compliance: DEFAULT_COMPLIANCE, minimumEngagement: null });
    expect(said[1].map((w) => [w.rule, w.block])).toEqual([['restBetweenShifts', false]]);
  });

  it('property: what each shift is told does not depend on the order the shifts are given', () => {
    const shiftArb = fc.record({ day: fc.integer({ min: 0, max: 20 }), start: fc.integer({ min: 0, max: 23 }), length: fc.integer({ min: 1, max: 10 }) });
    fc.assert(
      fc.property(fc.uniqueArray(shiftArb, { minLength: 1, maxLength: 12, selector: (s) => `${s.day}` }), fc.integer({ min: 0, max: 1000 }), (specs, seed) => {
        const shifts = specs.map((s) => {
          const from = `${String(s.start).padStart(2, '0')}:00`;
          const to = `${String((s.start + s.length) % 24).padStart(2, '0')}:00`;
          return shift(dateOf(dayOf('2026-03-02') + s.day), from, to);
        });
        const said = complianceWarnings(shifts, rules());
        const shuffled = shifts.map((s, i) => ({ s, i, k: (i * 7919 + seed) % 101 })).sort((a, b) => a.k - b.k || a.i - b.i);
        const again = complianceWarnings(
          shuffled.map((x) => x.s),
          rules(),
        );
        shuffled.forEach((x, n) => expect(again[n]).toEqual(said[x.i]));
      }),
    );
  });

  it("how far the checks read: two dates for the rest, the most days of a run, six days for the week's hours, none when those are off", () => {
    expect(checksReach(ALL_WARN)).toBe(6);
    expect(checksReach(DEFAULT_COMPLIANCE)).toBe(6);
    expect(checksReach({ ...ALL_WARN, consecutiveDays: { mode: 'off', days: 6 }, weeklyHours: { mode: 'off', minutes: 60 } })).toBe(2);
    expect(checksReach({ ...ALL_WARN, consecutiveDays: { mode: 'block', days: 13 } })).toBe(13);
    expect(checksReach({ ...ALL_WARN, restBetweenShifts: { mode: 'off', minutes: 600 }, consecutiveDays: { mode: 'off', days: 6 }, weeklyHours: { mode: 'off', minutes: 60 } })).toBe(0);
  });

  it('the rest before a shift counts from a night shift two dates back when the date between is off: the checks read that far', () => {
    const restOnly = { ...ALL_WARN, consecutiveDays: { mode: 'off' as const, days: 6 }, weeklyHours: { mode: 'off' as const, minutes: 60 } };
    // Tuesday 22:00 to Wednesday 10:00, nothing on Wednesday's date, Thursday 06:00: 20 hours where 24 are due.
    const shifts = [shift('2026-03-03', '22:00', '10:00'), shift('2026-03-05', '06:00', '08:00')];
    const near = shifts.filter((s) => s.date >= dateOf(dayOf('2026-03-05') - checksReach(restOnly)));
    const said = (list: CheckedShift[]) => texts(list, rules({ ...restOnly, restBetweenShifts: { mode: 'warn', minutes: 24 * 60 } })).pop()?.filter((t) => t.startsWith('Rest'));
    expect(said(near)).toEqual(['Rest before this shift is 20 h; the minimum is 24 h.']);
    expect(said(near)).toEqual(said(shifts));
  });

  it('property: the shifts from a day on are told the same whether the days before are all given or only as far as the checks reach', () => {
    const mode = fc.constantFrom('off' as const, 'warn' as const);
    const complianceArb = fc.record({
      restBetweenShifts: fc.record({ mode, minutes: fc.integer({ min: 60, max: 24 * 60 }) }),
      consecutiveDays: fc.record({ mode, days: fc.integer({ min: 1, max: 13 }) }),
      weeklyHours: fc.record({ mode, minutes: fc.integer({ min: 60, max: 60 * 60 }) }),
    });
    // Dense rosters (most days worked), so runs of days and short rests across the first day are common.
    const shiftArb = fc.record({ day: fc.integer({ min: 0, max: 20 }), start: fc.integer({ min: 0, max: 23 }), length: fc.integer({ min: 1, max: 14 }) });
    fc.assert(
      fc.property(fc.uniqueArray(shiftArb, { minLength: 8, maxLength: 21, selector: (s) => `${s.day}` }), complianceArb, fc.integer({ min: 0, max: 20 }), (specs, figures, first) => {
        const compliance = { ...ALL_WARN, ...figures };
        const shifts = specs.map((s) => shift(dateOf(dayOf('2026-03-02') + s.day), `${String(s.start).padStart(2, '0')}:00`, `${String((s.start + s.length) % 24).padStart(2, '0')}:00`));
        const from = dateOf(dayOf('2026-03-02') + first);
        const reachFrom = dateOf(dayOf(from) - checksReach(compliance));
        const all = complianceWarnings(shifts, rules(compliance));
        const near = shifts.filter((s) => s.date >= reachFrom);
        const read = complianceWarnings(near, rules(compliance));
        const shown = (list: CheckedShift[], said: typeof all) => said.filter((_, i) => list[i].date >= from);
        expect(shown(near, read)).toEqual(shown(shifts, all));
      }),
      { numRuns: 1500 },
    );
  });
});

describe('what a roster change is refused for (brokenBy)', () => {
  const rest = { rule: 'restBetweenShifts' as const, block: true, text: 'Rest before this shift is 7 h; the minimum is 12 h.' };
  it('a new blocking warning refuses the change; one already there, or a warning that only warns, does not', () => {
    expect(brokenBy([], [{ date: '2026-03-08', startTime: '09:00', warning: rest }])).toEqual(rest);
    expect(brokenBy([{ date: '2026-03-08', startTime: '09:00', warning: rest }], [{ date: '2026-03-08', startTime: '09:00', warning: { ...rest, text: 'Rest before this shift is 6 h; the minimum is 12 h.' } }])).toBeNull();
    expect(brokenBy([], [{ date: '2026-03-08', startTime: '09:00', warning: { ...rest, block: false } }])).toBeNull();
  });
});
