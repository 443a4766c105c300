import fc from 'fast-check';
import { HolidayFacts, holidayOutcome, HolidayRules } from './holidays';

// Document 3's new pay group: holidays calculated, not by schedule, alternative holidays on; 8 h a day.
const RULES: HolidayRules = { calculatePublicHoliday: true, bySchedule: false, hoursPerDay: 8, calculateAlternativeHoliday: true, phlAbsent: false };
const workingDay: HolidayFacts = { otherwiseWorkingDay: true, scheduledMinutes: 510, workedMinutes: 0 };

describe('public holidays (docs/time-rules.md "Public holidays")', () => {
  it('a holiday worked on a working day pays PH for the minutes worked and earns an alternative holiday', () => {
    expect(holidayOutcome({ ...workingDay, workedMinutes: 300 }, RULES)).toEqual({ dayType: 'HOL', pay: [{ payType: 'PH', minutes: 300 }], alternativeHolidayEarned: true });
  });

  it('a holiday worked on a day off pays PH but earns no alternative holiday', () => {
    expect(holidayOutcome({ ...workingDay, otherwiseWorkingDay: false, workedMinutes: 240 }, RULES)).toMatchObject({ pay: [{ payType: 'PH', minutes: 240 }], alternativeHolidayEarned: false });
  });

  it('a holiday not worked on a working day pays PHNW: a day’s hours, or the schedule', () => {
    expect(holidayOutcome(workingDay, RULES).pay).toEqual([{ payType: 'PHNW', minutes: 480 }]);
    expect(holidayOutcome(workingDay, { ...RULES, bySchedule: true }).pay).toEqual([{ payType: 'PHNW', minutes: 510 }]);
  });

  it('a holiday not worked on a day off pays nothing; with phlAbsent a working day is Absent', () => {
    expect(holidayOutcome({ ...workingDay, otherwiseWorkingDay: false }, RULES)).toEqual({ dayType: 'HOL', pay: [], alternativeHolidayEarned: false });
    expect(holidayOutcome(workingDay, { ...RULES, phlAbsent: true })).toEqual({ dayType: 'Absent', pay: [], alternativeHolidayEarned: false });
  });

  it('without holiday calculation, work is ordinary time and a holiday not worked pays nothing', () => {
    const off = { ...RULES, calculatePublicHoliday: false };
    expect(holidayOutcome({ ...workingDay, workedMinutes: 300 }, off).pay).toEqual([{ payType: 'ORD', minutes: 300 }]);
    expect(holidayOutcome(workingDay, off).pay).toEqual([]);
  });

  it('pays every minute worked on a holiday, and pays a holiday not worked only for a working day', () => {
    const facts = fc.record({ otherwiseWorkingDay: fc.boolean(), scheduledMinutes: fc.integer({ min: 0, max: 900 }), workedMinutes: fc.integer({ min: 0, max: 900 }) });
    const rules = fc.record({ calculatePublicHoliday: fc.boolean(), bySchedule: fc.boolean(), hoursPerDay: fc.integer({ min: 0, max: 24 }), calculateAlternativeHoliday: fc.boolean(), phlAbsent: fc.boolean() });
    fc.assert(
      fc.property(facts, rules, (f, r) => {
        const outcome = holidayOutcome(f, r);
        const paid = outcome.pay.reduce((n, p) => n + p.minutes, 0);
        if (f.workedMinutes > 0) expect(paid).toBe(f.workedMinutes);
        if (f.workedMinutes === 0 && !f.otherwiseWorkingDay) expect(paid).toBe(0);
        if (outcome.alternativeHolidayEarned) expect(f.workedMinutes > 0 && f.otherwiseWorkingDay).toBe(true);
      }),
    );
  });
});
