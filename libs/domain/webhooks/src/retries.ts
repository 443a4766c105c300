/**
 * When a delivery that failed is tried again (ADR 0080): the waits after each failed try grow from
 * 5 s to 10 h (the Standard Webhooks providers' schedule), then stay at 10 h, for as long as the
 * next try falls within 24 hours of the first. Past that, or at once on a 410 Gone, the
 * subscription is disabled: the receiver has been unreachable for a day, or says it is gone.
 */
export const WEBHOOK_RETRY_WAITS_MS = [5_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 5 * 3_600_000, 10 * 3_600_000] as const;
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 3_600_000;

/** What follows a try: delivered, tried again at a time, or the subscription disabled. */
export type AfterTry = { kind: 'delivered' } | { kind: 'retry'; at: Date } | { kind: 'disable'; reason: 'gone' | 'window' };

/**
 * After the `tries`-th try (1 for the first) of a delivery first tried at `firstTriedAt`, answered
 * `status` (null: a timeout, a reset or a refused connection).
 */
export function afterTry(firstTriedAt: Date, tries: number, status: number | null): AfterTry {
  if (!Number.isInteger(tries) || tries < 1) throw new RangeError(`a try's number is a whole number from 1, not ${tries}`);
  if (status !== null && status >= 200 && status < 300) return { kind: 'delivered' };
  if (status === 410) return { kind: 'disable', reason: 'gone' };
  // The waits so far are cumulative from the first try: a slow worker does not stretch the window.
  const waited = WEBHOOK_RETRY_WAITS_MS.slice(0, tries).reduce((sum, w) => sum + w, 0) + Math.max(0, tries - WEBHOOK_RETRY_WAITS_MS.length) * WEBHOOK_RETRY_WAITS_MS[WEBHOOK_RETRY_WAITS_MS.length - 1];
  if (waited > WEBHOOK_RETRY_WINDOW_MS) return { kind: 'disable', reason: 'window' };
  return { kind: 'retry', at: new Date(firstTriedAt.getTime() + waited) };
}
