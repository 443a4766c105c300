/**
 * Guaranteed hours (docs/time-rules.md "Guaranteed hours"): the employee's guaranteed hours are a
 * week's; a pay period guarantees them pro rata to its days. The minutes short are the top-up.
 */
export function guaranteedTopUp(guaranteedHoursPerWeek: number | null, periodDays: number, paidMinutes: number): number {
  if (!guaranteedHoursPerWeek || guaranteedHoursPerWeek <= 0) return 0;
  return Math.max(0, Math.round((guaranteedHoursPerWeek * 60 * periodDays) / 7) - paidMinutes);
}
