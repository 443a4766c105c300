/** The pay group's holiday fields (document 3 §3). */
export interface HolidayRules {
  calculatePublicHoliday: boolean;
  /** calculatePublicHolidayLeaveBySchedule: a holiday not worked pays the day's scheduled minutes. */
  bySchedule: boolean;
  /** convertUnit: hours in a day, paid for a holiday not worked when not by schedule. */
  hoursPerDay: number;
  calculateAlternativeHoliday: boolean;
  /** phlAbsent: a holiday not worked on a working day is Absent, unpaid (casual staff). */
  phlAbsent: boolean;
}

export interface HolidayFacts {
  /** The day would have been a working day for the employee but for the holiday. */
  otherwiseWorkingDay: boolean;
  scheduledMinutes: number;
  workedMinutes: number;
}

export interface HolidayOutcome {
  dayType: 'HOL' | 'Absent';
  /** Minutes by system pay type code: PH (worked on a holiday), PHNW (holiday not worked), ORD. */
  pay: Array<{ payType: 'PH' | 'PHNW' | 'ORD'; minutes: number }>;
  alternativeHolidayEarned: boolean;
}

/**
 * A public holiday (docs/time-rules.md "Public holidays"), as New Zealand's Holidays Act and the
 * products that serve it pay one:
 * - worked: the minutes are paid as PH (ORD when the pay group does not calculate holidays), and
 *   on an otherwise working day they earn an alternative holiday;
 * - not worked on an otherwise working day: PHNW for the scheduled minutes (by schedule) or a
 *   day's hours, unless the pay group marks such days Absent;
 * - not worked on a day off: nothing is paid.
 */
export function holidayOutcome(facts: HolidayFacts, rules: HolidayRules): HolidayOutcome {
  if (facts.workedMinutes > 0) {
    return {
      dayType: 'HOL',
      pay: [{ payType: rules.calculatePublicHoliday ? 'PH' : 'ORD', minutes: facts.workedMinutes }],
      alternativeHolidayEarned: rules.calculateAlternativeHoliday && facts.otherwiseWorkingDay,
    };
  }
  if (!facts.otherwiseWorkingDay) return { dayType: 'HOL', pay: [], alternativeHolidayEarned: false };
  if (rules.phlAbsent) return { dayType: 'Absent', pay: [], alternativeHolidayEarned: false };
  if (!rules.calculatePublicHoliday) return { dayType: 'HOL', pay: [], alternativeHolidayEarned: false };
  const minutes = rules.bySchedule ? facts.scheduledMinutes : Math.round(rules.hoursPerDay * 60);
  return { dayType: 'HOL', pay: minutes > 0 ? [{ payType: 'PHNW', minutes }] : [], alternativeHolidayEarned: false };
}
