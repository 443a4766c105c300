import { dayOf } from './calendar-days';
import { engagementTopUp, payUnderConditions, type CompanyConditions, type ConditionLine, type EmploymentType } from './pay-conditions';
import type { PayTypeRef } from './pay-types';
import { instantOf } from './zone-time';

/** One shift of the sample week: its local start and end (the end may be the next day's). */
export interface SampleShift {
  from: string;
  to: string;
}

/**
 * The week the conditions editor pays as the user edits (issue 32 §5): Monday 2 to Sunday 8 March
 * 2026 (no DST change in Australia or New Zealand), with a day, an evening, a short shift, a public
 * holiday, a Saturday night into Sunday and a Sunday: one of each thing a condition set is about.
 */
export const SAMPLE_WEEK: { holiday: { date: string; name: string }; shifts: readonly SampleShift[] } = {
  holiday: { date: '2026-03-05', name: 'A public holiday' },
  shifts: [
    { from: '2026-03-02T09:00', to: '2026-03-02T17:00' },
    { from: '2026-03-03T14:00', to: '2026-03-03T22:00' },
    { from: '2026-03-04T09:00', to: '2026-03-04T11:00' },
    { from: '2026-03-05T09:00', to: '2026-03-05T17:00' },
    { from: '2026-03-07T20:00', to: '2026-03-08T02:00' },
    { from: '2026-03-08T10:00', to: '2026-03-08T16:00' },
  ],
};

export interface WorkedShift extends SampleShift {
  holiday: string | null;
  /** Minutes by pay type, each with the condition that chose it (null: ordinary time or the minimum engagement's top-up). */
  lines: ConditionLine[];
}

/**
 * The sample week paid under a condition set for an employee of `employmentType` in `zone`, as the
 * engine pays ordinary time: each shift cut at midnight, window edges and thresholds, the week's
 * and the run of days' counts carried from shift to shift, a short shift topped up to its minimum.
 */
export function payWorkedWeek(conditions: CompanyConditions, employmentType: EmploymentType | null, zone: string, ordinary: PayTypeRef): WorkedShift[] {
  const holidays = new Map([[SAMPLE_WEEK.holiday.date, SAMPLE_WEEK.holiday.name]]);
  let weekMinutesBefore = 0;
  let consecutiveDay = 0;
  let lastDay: number | null = null;
  return SAMPLE_WEEK.shifts.map((shift) => {
    const date = shift.from.slice(0, 10);
    const day = dayOf(date);
    consecutiveDay = lastDay !== null && day === lastDay + 1 ? consecutiveDay + 1 : 1;
    lastDay = day;
    const span = { from: instantOf(shift.from, zone), to: instantOf(shift.to, zone) };
    const facts = { zone, employmentType, holidays, dayMinutesBefore: 0, weekMinutesBefore, consecutiveDay };
    const lines = payUnderConditions([span], facts, conditions.set, ordinary);
    const minutes = Math.round((span.to - span.from) / 60);
    weekMinutesBefore += minutes;
    const engagement = conditions.minimumEngagement;
    const topUp = engagement && employmentType ? engagementTopUp(minutes, engagement.minutes[employmentType] ?? null) : 0;
    if (topUp && engagement) lines.push({ payType: engagement.payType, conditionId: null, minutes: topUp });
    return { ...shift, holiday: holidays.get(date) ?? null, lines };
  });
}
