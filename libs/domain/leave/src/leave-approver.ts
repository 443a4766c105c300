import { Action, Resource } from '@timekeep/contracts';
import { can, type PermissionHolder, reachesOnlySelf } from '@timekeep/domain-identity';

/** Whose leave: the employee's own account (none when they have no sign-in) and their Report To. */
export interface LeaveOwner {
  userId: string | null;
  reportTo: string | null;
}

/**
 * Who approves an employee's leave (docs/decisions/0032-leave.md "Who sees, who approves"): the
 * employee's Report To, and anyone with leave Approve whose management scope reaches the
 * employee's department (`reaches`, a fact the caller gathers). Never someone who reaches only
 * their own records (the Employee role), and nobody their own leave: paid leave needs an approver
 * other than the one taking it. The approval itself (LeaveAccess) and the message centre's
 * "waits for you" (leaveApprovers) both ask this.
 */
export function approvesLeave(approver: PermissionHolder & { id: string }, owner: LeaveOwner, reaches: boolean): boolean {
  if (reachesOnlySelf(approver)) return false;
  if (owner.userId !== null && owner.userId === approver.id) return false;
  if (owner.reportTo === approver.id) return true;
  return can(approver, Resource.Leave, Action.Approve) && reaches;
}
