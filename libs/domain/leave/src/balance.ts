import { EventType, LedgerCause } from '@timekeep/contracts';
import type { LeaveEvent } from './leave-request';

/** One line of a balance's ledger (the `leave_ledger` read model's row, without who and when). */
export interface LedgerLine {
  employeeId: string;
  payTypeId: string;
  date: string;
  hours: number;
  cause: LedgerCause;
  leaveId: string | null;
}

/**
 * The ledger line a leave event writes: an approval takes the hours, dated the leave's first day;
 * undoing an approval (declined, cancelled or back to Pending) gives them back, dated the same.
 */
export function ledgerLineOf(event: LeaveEvent): LedgerLine | null {
  const d = event.data as { leaveId: string; employeeId: string; payTypeId: string; fromDate: string; hours: number; wasApproved?: boolean };
  const line = (hours: number, cause: LedgerCause): LedgerLine => ({ employeeId: d.employeeId, payTypeId: d.payTypeId, date: d.fromDate, hours, cause, leaveId: d.leaveId });
  switch (event.type) {
    case EventType.LeaveApproved:
      return d.wasApproved ? null : line(-d.hours, 'leaveApproved');
    case EventType.LeaveDeclined:
    case EventType.LeaveCancelled:
    case EventType.LeaveReturnedToPending:
      return d.wasApproved ? line(d.hours, 'leaveReleased') : null;
    default:
      return null;
  }
}

/** The balance on `date`: every line dated up to it (an approved leave counts from its first day). */
export function balanceOn(lines: ReadonlyArray<Pick<LedgerLine, 'date' | 'hours'>>, date: string): number {
  return Math.round(lines.filter((l) => l.date <= date).reduce((n, l) => n + l.hours, 0) * 100) / 100;
}
