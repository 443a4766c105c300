import type { AttendedSection } from './attendance';
import { sectionBreakRules, type BreakRules } from './breaks';
import type { PaidSpan } from './pay-conditions';
import { instantOf } from './zone-time';

/** A stretch of paid work, and whether its section lets it become overtime. */
export interface WorkSpan extends PaidSpan {
  allowOT: boolean;
}

const MINUTE = 60;

/**
 * Where a break the rule deducts lies in the paid time (docs/time-rules.md "Pay conditions"): an
 * Hours at Work break after the trigger's minutes of paid work, a Time of Day break at its start;
 * null when the rule places none.
 */
export function breakAnchor(rules: BreakRules, spans: readonly PaidSpan[], date: string, zone: string): number | null {
  if (rules.type === 'Time of Day') return instantOf(`${date}T${rules.startTime}`, zone);
  if (rules.type !== 'Hours at Work') return null;
  let left = rules.triggerMinutes * MINUTE;
  for (const s of spans) {
    if (s.to - s.from >= left) return s.from + left;
    left -= s.to - s.from;
  }
  return spans.length ? spans[spans.length - 1].to : null;
}

/**
 * The spans without `minutes` of them, taken from the anchor on (and, when the spans end first,
 * from the latest minutes before it), so exactly that many minutes go whatever the anchor.
 */
export function withoutMinutes<S extends PaidSpan>(spans: readonly S[], minutes: number, anchor: number | null): S[] {
  let left = minutes * MINUTE;
  if (left <= 0) return [...spans];
  const start = anchor ?? spans[0]?.from ?? 0;
  const out: S[] = [];
  for (const s of spans) {
    if (left <= 0 || s.to <= start) {
      out.push(s);
      continue;
    }
    const from = Math.max(s.from, start);
    const cut = Math.min(left, s.to - from);
    left -= cut;
    if (from > s.from) out.push({ ...s, to: from });
    if (from + cut < s.to) out.push({ ...s, from: from + cut });
  }
  return left > 0 ? withoutLatest(out, left / MINUTE) : out;
}

/** The spans without their latest `minutes`, of those `eligible` says may lose them (overtime is the day's last minutes that may be overtime). */
export function withoutLatest<S extends PaidSpan>(spans: readonly S[], minutes: number, eligible: (s: S) => boolean = () => true): S[] {
  let left = minutes * MINUTE;
  const out = [...spans];
  for (let i = out.length - 1; i >= 0 && left > 0; i--) {
    const s = out[i];
    if (!eligible(s)) continue;
    const cut = Math.min(left, s.to - s.from);
    left -= cut;
    if (cut === s.to - s.from) out.splice(i, 1);
    else out[i] = { ...s, to: s.to - cut };
  }
  return out;
}

/** A section's paid work in time: its paid pairs, less the break it deducted where its rule puts it. */
export function sectionWorkSpans(attended: AttendedSection, deductTime: number, payGroupBreaks: BreakRules, zone: string): WorkSpan[] {
  const { section, date } = attended.interval;
  const paid = attended.pairs.flatMap((p) => (p.paidFrom !== null && p.paidTo !== null && p.paidTo > p.paidFrom ? [{ from: p.paidFrom, to: p.paidTo, allowOT: section.allowOT }] : []));
  return withoutMinutes(paid, deductTime, breakAnchor(sectionBreakRules(section, payGroupBreaks), paid, date, zone));
}
