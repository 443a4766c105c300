import type { Compliance, RosterWarning, WorkSectionDto } from '@timekeep/contracts';
import type { OrmTx } from '@timekeep/server-platform';

/** A section on someone's roster, on its day. */
export interface RosteredSection {
  employeeId: string;
  date: string;
  section: WorkSectionDto;
}

/**
 * What rostered sections pay when worked exactly as rostered: the timesheet's own engine with each
 * employee's pay group, rounding and zone (ADR 0074), so the roster's hours and breaks are the
 * timesheet's. Declared here, answered by timekeeping, which owns the engine's inputs and sits above
 * scheduling (docs/decisions/0025-contexts-and-seams.md).
 */
export abstract class RosteredPay {
  /**
   * Paid minutes, the break deducted and what the shift costs in minutes at the base rate (its pay
   * conditions' penalties and minimum engagement counted), and what her condition set's compliance
   * checks say of it, in the order the sections are given. The checks read each employee's
   * sections given together (rest before a shift, a run of days, the week's hours): give the days
   * before a range that they count from.
   */
  abstract of(tx: OrmTx, companyId: string, sections: readonly RosteredSection[]): Promise<RosteredSectionPay[]>;

  /**
   * The compliance checks of each employee whose pay group has a condition set; one without is in
   * no entry and is never checked. The roster reads the days before a range, and a write checks the
   * days around it, only for those whose checks need it.
   */
  abstract complianceOf(tx: OrmTx, companyId: string, employeeIds: readonly string[]): Promise<ReadonlyMap<string, Compliance>>;
}

export interface RosteredSectionPay {
  workMinutes: number;
  deductTime: number;
  costMinutes: number;
  warnings: RosterWarning[];
}
