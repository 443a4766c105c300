import type { OrmTx } from '@timekeep/server-platform';

/**
 * Which of an employee's dates lie in a closed pay period (document 3 §4: closed pay periods mark
 * schedule days closed). Declared here, answered by timekeeping, which owns pay periods and sits
 * above scheduling (docs/decisions/0025-contexts-and-seams.md). Saves are refused by timekeeping's
 * guard whatever this says; this is what the screens show.
 */
export abstract class ClosedDays {
  abstract closedDatesOf(tx: OrmTx, employeeId: string, dates: readonly string[]): Promise<string[]>;
  /** The closed days of many employees from `from` to `to` (the roster's load, in one read). */
  abstract closedDaysWithin(tx: OrmTx, companyId: string, employeeIds: readonly string[], from: string, to: string): Promise<Array<{ employeeId: string; date: string }>>;
}
