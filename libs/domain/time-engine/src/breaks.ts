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
