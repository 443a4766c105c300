/** Temporary lockout after repeated failed sign-ins: pure, the clock passed in. */
export interface LockoutPolicy {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

export const DEFAULT_LOCKOUT: LockoutPolicy = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };

export interface LockoutState {
  /** Recent failures, oldest first, ISO instants; only those inside the window matter. */
  failures: string[];
  lockedUntil: string | null;
}

export const noLockout: LockoutState = { failures: [], lockedUntil: null };

export function isLocked(state: LockoutState, now: Date): boolean {
  return state.lockedUntil !== null && new Date(state.lockedUntil).getTime() > now.getTime();
}

/** Minutes until the lock ends, rounded up (0 when not locked). */
export function minutesLocked(state: LockoutState, now: Date): number {
  if (!isLocked(state, now)) return 0;
  return Math.ceil((new Date(state.lockedUntil as string).getTime() - now.getTime()) / 60_000);
}

/** The failures still inside the window after one more at `now`, and whether that locks the account. */
export function afterFailure(state: LockoutState, now: Date, policy: LockoutPolicy = DEFAULT_LOCKOUT): { failures: string[]; lockUntil: string | null } {
  const since = now.getTime() - policy.windowMs;
  const failures = [...state.failures.filter((f) => new Date(f).getTime() > since), now.toISOString()].slice(-policy.maxFailures);
  const lockUntil = failures.length >= policy.maxFailures ? new Date(now.getTime() + policy.lockMs).toISOString() : null;
  return { failures, lockUntil };
}
