import type { WorkSection } from './schedules';
import { instantOf } from './zone-time';

/** Document 3 §3 break calculation: None, Hours at Work, Time of Day. Minutes throughout. */
export type BreakRules =
  | { type: 'None' }
  | { type: 'Hours at Work'; triggerMinutes: number; breakMinutes: number }
  | { type: 'Time of Day'; startTime: string; breakMinutes: number };

/** The pay group's break fields (hours, as the pay group form takes them) as minutes. */
export function payGroupBreaks(group: { breakCalculationType: 'None' | 'Hours at Work' | 'Time of Day'; workTime: number; breakTime: number; breakStartTime: string | null }): BreakRules {
  const breakMinutes = Math.round(group.breakTime * 60);
  if (group.breakCalculationType === 'Hours at Work') return { type: 'Hours at Work', triggerMinutes: Math.round(group.workTime * 60), breakMinutes };
  if (group.breakCalculationType === 'Time of Day' && group.breakStartTime) return { type: 'Time of Day', startTime: group.breakStartTime, breakMinutes };
  return { type: 'None' };
}

/**
 * The break taken off a paid span (docs/time-rules.md "Breaks"), in minutes:
 * - Hours at Work: the part of the break beyond the trigger, up to the whole break, so that working
 *   longer never pays less;
 * - Time of Day: the part of the break window (start time, for the break's length, on the pay
 *   date) that the span covers.
 */
export function breakDeducted(rules: BreakRules, span: { from: number; to: number }, date: string, zone: string): number {
  const worked = Math.max(0, Math.floor((span.to - span.from) / 60));
  if (rules.type === 'Hours at Work') return Math.min(rules.breakMinutes, Math.max(0, worked - rules.triggerMinutes));
  if (rules.type === 'Time of Day') {
    const start = instantOf(`${date}T${rules.startTime}`, zone);
    const end = start + rules.breakMinutes * 60;
    return Math.max(0, Math.floor((Math.min(end, span.to) - Math.max(start, span.from)) / 60));
  }
  return 0;
}

/** The break rule a work section is paid by: its own when it overrides the pay group's, the pay group's otherwise, for the section's break minutes. */
export function sectionBreakRules(section: WorkSection, payGroup: BreakRules): BreakRules {
  if (section.overrideBreakCalculation && section.breakCalculationType === 'Hours at Work') {
    return { type: 'Hours at Work', triggerMinutes: Math.round((section.breakTriggerTime ?? 0) * 60), breakMinutes: section.breakTime };
  }
  if (section.overrideBreakCalculation && section.breakCalculationType === 'Time of Day' && section.breakStartTime) {
    return { type: 'Time of Day', startTime: section.breakStartTime, breakMinutes: section.breakTime };
  }
  return payGroup.type === 'None' ? payGroup : { ...payGroup, breakMinutes: section.breakTime };
}

/** The pay group's clocked-break fields (document 3 §3). */
export interface ClockedBreakRules {
  clockOutForBreaks: boolean;
  /** Only with clockOutForBreaks: a break clocked shorter than the rule's is topped up to it. */
  minimumBreak: boolean;
  /** breakTimeException: minutes a clocked break may run over before it is a Long Break. */
  breakTimeException: number;
}

export interface ShiftBreakFacts {
  /** From the first paid in to the last paid out of the shift; null when nothing is paid. */
  envelope: { from: number; to: number } | null;
  /** Each clocked-out gap between the shift's pairs, in minutes. */
  gaps: readonly number[];
  /** Meal not taken: worked through the break. */
  mealNotTaken: boolean;
  /** Break minutes the schedule allows; 0 means no break is scheduled. */
  allowance: number;
}

export interface ShiftBreak {
  /** Minutes taken off the paid time, on top of the unpaid clocked gaps. */
  deducted: number;
  exceptions: Array<'LongBreak' | 'MissingBreak' | 'UnscheduleBreak'>;
}

/**
 * A shift's break (docs/time-rules.md "Breaks"): the rule says what break is due over the
 * shift's envelope; clocked-out gaps are unpaid and count toward it.
 * - Without clockOutForBreaks, the rest of the due break is deducted automatically.
 * - With clockOutForBreaks, the rest is deducted only with minimumBreak; a shift due a break
 *   that clocked none is a Missing Break.
 * - Meal not taken deducts nothing and misses nothing.
 * - A gap longer than the allowance plus breakTimeException is a Long Break; a gap in a shift
 *   with no break scheduled is an Unscheduled Break.
 */
export function shiftBreak(rules: BreakRules, clocked: ClockedBreakRules, facts: ShiftBreakFacts, date: string, zone: string): ShiftBreak {
  const exceptions: ShiftBreak['exceptions'] = [];
  const taken = facts.gaps.reduce((n, g) => n + g, 0);
  if (facts.allowance > 0 && facts.gaps.some((g) => g > facts.allowance + clocked.breakTimeException)) exceptions.push('LongBreak');
  if (facts.allowance === 0 && taken > 0) exceptions.push('UnscheduleBreak');
  if (!facts.envelope || facts.mealNotTaken) return { deducted: 0, exceptions };
  const due = breakDeducted(rules, facts.envelope, date, zone);
  if (clocked.clockOutForBreaks && due > 0 && taken === 0) exceptions.push('MissingBreak');
  const topUp = !clocked.clockOutForBreaks || clocked.minimumBreak;
  return { deducted: topUp ? Math.max(0, due - taken) : 0, exceptions };
}
