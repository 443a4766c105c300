import { type InboxTask, MESSAGE_LINKS } from '@timekeep/contracts';

/**
 * The time card exceptions that wait for the reader's review (the exceptions list's own count: the
 * current pay period, in their reach): one line while there are any, none once they are reviewed.
 */
export function exceptionsTask(count: number): InboxTask | null {
  if (count <= 0) return null;
  return { kind: 'exceptions', count, title: `${count} time card ${count === 1 ? 'exception waits' : 'exceptions wait'} for review`, link: MESSAGE_LINKS.exceptionList };
}

/**
 * The exceptions on the reader's own timesheet this pay period (an employee: a missing punch, a late
 * arrival), as the list counts them for her: one line while there are any, opening her timesheet.
 */
export function myExceptionsTask(count: number): InboxTask | null {
  if (count <= 0) return null;
  return { kind: 'my-exceptions', count, title: `${count} ${count === 1 ? 'exception is' : 'exceptions are'} on your timesheet this pay period`, link: MESSAGE_LINKS.myTimesheet };
}

/**
 * The last pay period's punch pairs that wait for approval (the dashboard's Last Pay Period
 * Unapproved, in the reader's reach), opening the Time Approvals list on them.
 */
export function approvalsTask(count: number): InboxTask | null {
  if (count <= 0) return null;
  return {
    kind: 'approvals',
    count,
    title: `${count} punch ${count === 1 ? 'pair' : 'pairs'} of the last pay period ${count === 1 ? 'waits' : 'wait'} for approval`,
    link: `${MESSAGE_LINKS.timeApprovals}?period=Previous&status=Unapproved`,
  };
}
