import { EventType, Role } from '@timekeep/contracts';
import { Refusal, RefusalKind } from '@timekeep/domain-kernel';
import type { AccountEvent, AccountLockedOut, LoginFailed, LoginSucceeded } from './account.events';
import type { LockoutState } from './lockout';
import { afterFailure, DEFAULT_LOCKOUT, isLocked, LockoutPolicy, minutesLocked } from './lockout';

/** `exist` answers the spec's code (its message, 'userEmailExit'); `invalid` a sentence for the form; `notFound` an account out of reach. A stale form is a StaleForm. */
export class AccountRuleError extends Refusal {
  constructor(
    readonly code: 'exist' | 'invalid' | 'notFound',
    message: string,
  ) {
    super(message);
    this.name = 'AccountRuleError';
  }

  get kind(): RefusalKind {
    return this.code === 'exist' ? 'code' : this.code;
  }
}

/**
 * Sign-in's own answers (ADR 0008): a wrong email or password, an inactive account or a spent
 * refresh token are 400, never 401 (the console treats 401 as "refresh the token"); too many
 * attempts, from one address or on one account, are 429.
 */
export class SignInRefused extends Refusal {
  constructor(
    message: string,
    private readonly throttled = false,
  ) {
    super(message);
    this.name = 'SignInRefused';
  }

  get kind(): RefusalKind {
    return this.throttled ? 'throttled' : 'invalid';
  }
}

export const INVALID_CREDENTIALS = 'Wrong email or password.';
export const ACCOUNT_NOT_ACTIVE = 'This account is not active. Please contact your administrator.';

/** Roles a person acts with after signing in: staff roles first; Employee only when that is all they have. */
export function actingRolesAtLogin(roles: Role[]): Role[] {
  const staff = roles.filter((r) => r !== Role.Employee);
  return staff.length ? staff : [Role.Employee];
}

/** A person with employee access and admin or supervisor access chooses at sign-in (spec §6). */
export function allowsLoginAsEmployee(roles: Role[]): boolean {
  return roles.includes(Role.Employee) && roles.some((r) => r === Role.Admin || r === Role.Supervisor);
}

export interface LoginAttempt {
  passwordMatches: boolean;
  appType: string;
  now: Date;
  policy?: LockoutPolicy;
}

export type LoginDecision =
  | { ok: true; events: [LoginSucceeded]; actingRoles: Role[] }
  | { ok: false; events: AccountEvent[]; message: string };

/**
 * A locked account refuses even the right password (and says for how long); a wrong password
 * counts towards the lock; the failure that reaches the limit locks the account.
 */
/** The account as the read model holds it: sign-in needs only who it is and which roles it has. */
export interface SigningInAccount {
  userId: string;
  roles: Role[];
  /** Inactive and Terminated users do not sign in (spec §3: users share the employee status). */
  active: boolean;
}

export function decideLogin(account: SigningInAccount, lockout: LockoutState, attempt: LoginAttempt): LoginDecision {
  const userId = account.userId;
  const at = attempt.now.toISOString();
  if (isLocked(lockout, attempt.now)) {
    const failed: LoginFailed = { type: EventType.LoginFailed, v: 1, data: { userId, appType: attempt.appType, reason: 'locked', at } };
    return { ok: false, events: [failed], message: lockedMessage(minutesLocked(lockout, attempt.now)) };
  }
  if (!attempt.passwordMatches) {
    const failed: LoginFailed = { type: EventType.LoginFailed, v: 1, data: { userId, appType: attempt.appType, reason: 'password', at } };
    const policy = attempt.policy ?? DEFAULT_LOCKOUT;
    const { failures, lockUntil } = afterFailure(lockout, attempt.now, policy);
    if (!lockUntil) return { ok: false, events: [failed], message: INVALID_CREDENTIALS };
    const locked: AccountLockedOut = { type: EventType.AccountLockedOut, v: 1, data: { userId, until: lockUntil, failures: failures.length } };
    return { ok: false, events: [failed, locked], message: lockedMessage(Math.ceil(policy.lockMs / 60_000)) };
  }
  if (!account.active) return { ok: false, events: [], message: ACCOUNT_NOT_ACTIVE };
  const actingRoles = actingRolesAtLogin(account.roles);
  return { ok: true, actingRoles, events: [{ type: EventType.LoginSucceeded, v: 1, data: { userId, appType: attempt.appType, actingRoles, at } }] };
}

export function lockedMessage(minutes: number): string {
  return `Too many failed sign-in attempts. The account is locked; try again in ${minutes} minute${minutes === 1 ? '' : 's'} or reset the password.`;
}
