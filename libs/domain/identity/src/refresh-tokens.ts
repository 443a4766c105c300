/**
 * What a presented refresh token may do (ADR 0008). Rotation keeps one live branch per family:
 * each token is used once and names its one successor. A token presented again is a copy, except
 * in the lost-answer case (a page unloaded mid-refresh presents the old token again within seconds,
 * before anyone used the successor); that case is answered with the same successor, never a new
 * one, so a replay can never fork the family.
 */
export const LOST_ANSWER_GRACE_MS = 15_000;

export interface RefreshTokenFacts {
  usedAt: Date | null;
  revokedAt: Date | null;
  expiresAt: Date;
  /** The token issued when this one was used; null while unused (or for rows from before successors were named). */
  successor: { usedAt: Date | null; revokedAt: Date | null } | null;
}

export type RefreshDecision =
  /** Live and unused: use it up and issue its successor. */
  | 'rotate'
  /** Used within the grace, successor untouched: the answer was lost, so send the same successor again. */
  | 'resend-successor'
  /** Revoked, or used outside the grace rules: a copy is in play, so the whole family ends and the reuse is recorded. */
  | 'reuse'
  /** Expired: the session simply ended. */
  | 'expired';

export function decideRefresh(token: RefreshTokenFacts, now: Date, graceMs: number = LOST_ANSWER_GRACE_MS): RefreshDecision {
  if (token.revokedAt) return 'reuse';
  if (token.usedAt) {
    const successor = token.successor;
    const withinGrace = now.getTime() - token.usedAt.getTime() <= graceMs;
    return withinGrace && successor && !successor.usedAt && !successor.revokedAt ? 'resend-successor' : 'reuse';
  }
  return token.expiresAt.getTime() <= now.getTime() ? 'expired' : 'rotate';
}
