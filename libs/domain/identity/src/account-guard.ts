import { Action, EventType, Resource, Role } from '@timekeep/contracts';
import { Refusal, RefusalKind } from '@timekeep/domain-kernel';
import type { AccountEvent } from './account.events';
import { can, PermissionHolder } from './permissions';

/**
 * Who may change whose sign-in account (docs/decisions/0047-who-may-change-an-account.md).
 * Roles rank Superadmin > Admin > Supervisor > Employee; a person holding several counts with
 * the highest (an Admin who is also an employee is an Admin).
 */
export const ROLE_RANK: Record<Role, number> = { Superadmin: 4, Admin: 3, Supervisor: 2, Employee: 1 };

/** The rank of the highest role held; 0 for none. */
export function rankOf(roles: readonly Role[]): number {
  return roles.reduce((rank, role) => Math.max(rank, ROLE_RANK[role] ?? 0), 0);
}

export const ACCOUNT_ABOVE_YOURS = 'This person holds a role above yours: only someone with that role can change their account.';
export const ROLE_ABOVE_YOURS = 'You cannot give a role above your own.';
export const SECRETS_NEED_USER_RIGHT = "Changing another person's email, password or PIN needs the right to update users.";

/** 403 with its sentence: the caller may see the account but not change it this way. */
export class AccountWriteRefused extends Refusal {
  constructor(message: string) {
    super(message);
    this.name = 'AccountWriteRefused';
  }

  get kind(): RefusalKind {
    return 'forbidden';
  }
}

/** Who writes: the system (seed, imports) may write any account. */
export interface AccountWriter extends PermissionHolder {
  kind: 'user' | 'client' | 'system';
  id: string;
}

/** What a write does to an account, gathered by the handler before anything is appended. */
export interface AccountWrite {
  /** The account as it stands; null when this write creates it. */
  current: { userId: string; roles: readonly Role[] } | null;
  /** The roles it holds after the write. */
  roles: readonly Role[];
  /** Its email, password or mobile PIN changes (on an account that exists). */
  changesSecrets: boolean;
  /** Anything about it changes (details, roles, status, picture, secrets). */
  changes: boolean;
}

/** Why the writer may not make this write, or null when they may. */
export function accountWriteProblem(writer: AccountWriter, write: AccountWrite): string | null {
  if (writer.kind === 'system') return null;
  const own = rankOf(writer.roles);
  if (write.current && write.changes && rankOf(write.current.roles) > own) return ACCOUNT_ABOVE_YOURS;
  const raised = rankOf(write.roles) > (write.current ? rankOf(write.current.roles) : 0);
  if (raised && rankOf(write.roles) > own) return ROLE_ABOVE_YOURS;
  // Whoever may set an account's email, password or PIN can sign in as its holder: that is the
  // right to update users, whatever the form it arrives through.
  if (write.current && write.changesSecrets && !can(writer, Resource.User, Action.Update)) return SECRETS_NEED_USER_RIGHT;
  return null;
}

export function refuseAccountWrite(writer: AccountWriter, write: AccountWrite): void {
  const problem = accountWriteProblem(writer, write);
  if (problem) throw new AccountWriteRefused(problem);
}

/** Whether the console should offer the email, password and PIN of this account to the writer. */
export function mayChangeSecretsOf(writer: AccountWriter, account: { roles: readonly Role[] } | null): boolean {
  if (!account) return true;
  return accountWriteProblem(writer, { current: { userId: '', roles: account.roles }, roles: account.roles, changesSecrets: true, changes: true }) === null;
}

/**
 * Whether an account event ends the access tokens issued before it (ADR 0047): a status change,
 * a role, scope or function change, and a password set by someone else or by a reset. The
 * holder's own password change leaves their current session alone (they are using it) and ends
 * the others at their next refresh.
 */
export function endsSessions(event: AccountEvent): boolean {
  switch (event.type) {
    case EventType.AccountStatusChanged:
    case EventType.RolesChanged:
      return true;
    case EventType.PasswordChanged:
      return event.data.via !== 'profile';
    default:
      return false;
  }
}
