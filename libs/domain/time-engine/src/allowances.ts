import type { AllowanceCalculationType } from '@timekeep/contracts';
import type { PayTypeRef } from './pay-types';

/** An employee's skill that pays an allowance (document 2 §3 "Skill"). */
export interface SkillAllowance {
  payType: PayTypeRef;
  allowanceCalculationType: AllowanceCalculationType;
}

export interface WorkedShifts {
  /** Paid work minutes of each scheduled shift worked that day. */
  scheduled: readonly number[];
  /** Paid minutes of work outside the schedule that day. */
  unscheduled: number;
}

/**
 * What a skill's allowance pays for a day (docs/time-rules.md "Allowances"):
 * - One Per Shift: one unit for each shift worked; the day's unscheduled work is one shift;
 * - Hours Worked For Day: the hours worked that day, scheduled or not;
 * - Hours Worked For Shift: the hours of the scheduled shifts only.
 */
export function allowanceOf(skill: SkillAllowance, worked: WorkedShifts): { unit: 'units' | 'hours'; amount: number } {
  const shifts = worked.scheduled.filter((m) => m > 0);
  const scheduledMinutes = shifts.reduce((n, m) => n + m, 0);
  switch (skill.allowanceCalculationType) {
    case 'eitherOnePerShift':
      return { unit: 'units', amount: shifts.length + (worked.unscheduled > 0 ? 1 : 0) };
    case 'hoursWorkedForDay':
      return { unit: 'hours', amount: scheduledMinutes + worked.unscheduled };
    case 'hoursWorkedForShift':
      return { unit: 'hours', amount: scheduledMinutes };
  }
}

