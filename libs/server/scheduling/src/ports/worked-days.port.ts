import type { OrmTx } from '@timekeep/server-platform';

/**
 * Which of employees' dates have punches on them: a shift already worked cannot be changed by a
 * publish (ADR 0075). Declared here, answered by timekeeping, which owns punches and sits above
 * scheduling (docs/decisions/0025-contexts-and-seams.md).
 */
export abstract class WorkedDays {
  /** `employeeId|date` for each date from `from` to `to` with a live punch counted on it. */
  abstract workedWithin(tx: OrmTx, companyId: string, employeeIds: readonly string[], from: string, to: string): Promise<ReadonlySet<string>>;
}
