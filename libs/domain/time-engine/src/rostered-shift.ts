import type { PayGroupFields, RoundingRow } from '@timekeep/contracts';
import { attend, attendanceRulesOf } from './attendance';
import { payGroupBreaks } from './breaks';
import { sectionWorkSpans, type WorkSpan } from './paid-spans';
import { pairPunches } from './punch-pairing';
import { sectionInterval, type WorkSection } from './schedules';
import { scheduledShift } from './shift-pay';
import { DEFAULT_MAX_SHIFT_HOURS } from './timesheet';
import { localOf } from './zone-time';

export interface RosterPayRules {
  zone: string;
  payGroup: PayGroupFields;
  rounding: readonly RoundingRow[];
}

export interface RosteredShift {
  /** Paid minutes, the deducted break taken off. */
  workMinutes: number;
  /** The break the pay group's (or the section's own) rule deducts, in minutes: the break the roster shows. */
  deductTime: number;
  /** The paid work in time, for pricing under pay conditions. */
  spans: WorkSpan[];
}

/**
 * What a rostered section pays when worked exactly as rostered: a punch at its start and one at its
 * end, paired, rounded, attended and its break deducted by the very functions the timesheet uses
 * (ADR 0074), so the roster's hours and break are the timesheet's.
 */
export function rosteredShift(section: WorkSection, date: string, rules: RosterPayRules): RosteredShift {
  const interval = sectionInterval(section, date, rules.zone);
  const punches = [
    { id: 'in', local: localOf(interval.start, rules.zone) },
    { id: 'out', local: localOf(interval.end, rules.zone) },
  ];
  const { payGroup } = rules;
  const longest = Math.max(payGroup.punchPairCompletionTime ?? DEFAULT_MAX_SHIFT_HOURS, (interval.end - interval.start) / 3600);
  const { pairs } = pairPunches(punches, { zone: rules.zone, maxShiftHours: longest, payOnFinishDay: payGroup.payOnFinishDay, rounding: rules.rounding, now: interval.end });
  // Thresholds of 0: exceptions are not what a roster prices.
  const attendance = attend(pairs, [interval], attendanceRulesOf(payGroup, { earlyArrival: 0, lateDeparture: 0 }));
  const attended = attendance.sections[0];
  const breaks = payGroupBreaks(payGroup);
  const shift = scheduledShift(attended, {
    zone: rules.zone,
    payGroupBreaks: breaks,
    clocked: { clockOutForBreaks: payGroup.clockOutForBreaks, minimumBreak: payGroup.minimumBreak, breakTimeException: payGroup.breakTimeException },
    absenceCounts: () => false,
    jobRequired: false,
  });
  return { workMinutes: shift.workMinutes, deductTime: shift.deductTime, spans: sectionWorkSpans(attended, shift.deductTime, breaks, rules.zone) };
}
