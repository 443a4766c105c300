import { EventType } from '@timekeep/contracts';
import type { AccountEvent } from './account.events';
import { LockoutState, noLockout } from './lockout';

/**
 * The sign-in stream (`signins-<id>`), apart from the account so that signing in never bumps the
 * version a profile edit is checked against.
 */
export function evolveSignins(state: LockoutState, event: AccountEvent): LockoutState {
  switch (event.type) {
    case EventType.LoginSucceeded:
    case EventType.AccountUnlocked:
      return noLockout;
    case EventType.LoginFailed:
      return event.data.reason === 'password' ? { ...state, failures: [...state.failures, event.data.at].slice(-20) } : state;
    case EventType.AccountLockedOut:
      return { failures: [], lockedUntil: event.data.until };
    default:
      return state;
  }
}
