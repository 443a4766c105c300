/** One day's minutes as overtime sees them. */
export interface OvertimeDay {
  date: string;
  /** Paid work minutes. */
  worked: number;
  /** Of those, minutes from sections that do not allow overtime (section allowOT off). */
  notOvertime: number;
  /** Paid leave minutes: counted toward the period threshold only with includePaidLeave. */
  paidLeave: number;
}

export interface OvertimeRules {
  /** Minutes a day before overtime; null for none. */
  dailyThreshold: number | null;
  /** Minutes in the threshold period (a week, or the pay period) before overtime; null for none. */
  periodThreshold: number | null;
  includePaidLeave: boolean;
}

export interface OvertimeSplit {
  date: string;
  ordinary: number;
  overtime: number;
  /** Of the overtime, the minutes past the period threshold (paid as the pay group's period overtime pay type). */
  period: number;
}

/**
 * Splits the worked minutes of one threshold period (a Monday-to-Sunday week, or a pay period),
 * days in order, into ordinary time and overtime (docs/time-rules.md "Overtime"):
 * - daily: minutes of a day past the daily threshold are overtime;
 * - then period: ordinary minutes (and paid leave when included) past the period threshold are
 *   overtime, the latest first, never counting a minute twice;
 * - minutes of sections that do not allow overtime stay ordinary, but count toward the thresholds.
 */
export function splitOvertime(days: readonly OvertimeDay[], rules: OvertimeRules): OvertimeSplit[] {
  let counted = 0;
  return [...days]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((day) => {
      let eligible = Math.max(0, day.worked - day.notOvertime);
      let overtime = 0;
      let period = 0;
      if (rules.dailyThreshold !== null) {
        const daily = Math.min(eligible, Math.max(0, day.worked - rules.dailyThreshold));
        overtime += daily;
        eligible -= daily;
      }
      const ordinarySoFar = day.worked - overtime;
      if (rules.periodThreshold !== null) {
        const toward = ordinarySoFar + (rules.includePaidLeave ? day.paidLeave : 0);
        const past = Math.max(0, counted + toward - rules.periodThreshold);
        const moved = Math.min(eligible, past);
        overtime += moved;
        period = moved;
        counted += toward - moved;
      }
      return { date: day.date, ordinary: day.worked - overtime, overtime, period };
    });
}
