import type { LeaveRecord } from '@timekeep/domain-time-engine';
import type { OrmTx } from '@timekeep/server-platform';

/**
 * The approved leave a timesheet is computed with (document 2 "Timesheet": leave records and
 * pay-type totals). Declared here, answered by the leave context, which sits above timekeeping
 * (docs/decisions/0032-leave.md); the API and the worker both provide it.
 */
export abstract class ApprovedLeaves {
  /** Each employee's approved leave touching `from`..`to`; with `asOf`, as the log had it then (the auditors' view). */
  abstract approvedLeavesOf(tx: OrmTx, companyId: string, employeeIds: readonly string[], from: string, to: string, asOf?: Date): Promise<Map<string, LeaveRecord[]>>;
}

/** The dashboard's Information card counts (document 2 §2, §9), answered by the leave context from its read model. */
export abstract class LeaveCountsPort {
  /** Pending requests of the employees the SQL condition on `emp` (an employee row) admits. */
  abstract pending(companyId: string, employeeCondition: string, params: unknown[]): Promise<number>;
  /** Approved leave of those employees touching `from`..`to`. */
  abstract upcoming(companyId: string, employeeCondition: string, params: unknown[], from: string, to: string): Promise<number>;
}
