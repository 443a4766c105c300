import type { RoundingRow } from '@timekeep/contracts';

/**
 * A rounding rule applied to a punch (docs/time-rules.md "Rounding"): the row whose From..To holds
 * the punch's minute of the hour sets that minute to its Value; 60 is the next hour's start.
 * Minutes no row covers stay as punched. Times are minutes from the pay date's midnight, so a
 * punch may round across midnight or to a neighbouring day.
 */
export function roundPunch(rows: readonly RoundingRow[], minutes: number): number {
  const minuteOfHour = ((minutes % 60) + 60) % 60;
  const row = rows.find((r) => minuteOfHour >= r.fromTime && minuteOfHour <= r.toT);
  if (!row) return minutes;
  return minutes - minuteOfHour + row.value;
}
