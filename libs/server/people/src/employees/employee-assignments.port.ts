import type { CommandContext } from '@timekeep/server-platform';
import type { OrmTx } from '@timekeep/server-platform';
import type { Principal } from '@timekeep/server-platform';

export type NamedEmployee = { id: string; name: string };

/**
 * Facts kept on each employee that other records also list from their side: a workplace's
 * employees (document 3 §4 employeeIds) are the employees' Assigned Sites (document 1 §3
 * workPlaceId), and a schedule template's employees (document 1 §3 employeeIds) are those whose
 * schedule it is. Either form writes the same field. The people context provides it, so the
 * catalogue need not depend on people.
 */
export abstract class EmployeeAssignments {
  /** The employees within the principal's reach assigned to each workplace asked for, by last and first name. */
  abstract atSites(principal: Principal, workplaceIds: string[]): Promise<Map<string, NamedEmployee[]>>;
  /**
   * Makes exactly these employees the workplace's among those within the principal's reach (others
   * keep theirs), within the caller's transaction; each employee whose sites change records it.
   */
  abstract assignSite(tx: OrmTx, context: CommandContext, workplaceId: string, employeeIds: string[]): Promise<void>;
  /** The employees within the principal's reach whose schedule the template is, by last and first name. */
  abstract onSchedule(principal: Principal, templateId: string): Promise<NamedEmployee[]>;
  /**
   * Makes exactly these employees the template's among those within reach, within the caller's
   * transaction: the others on it that the principal reaches are left without one. An employee paid on the finish day cannot take a template with a
   * shift across midnight (a PayRuleError payOnFinishDayConflicts naming them).
   */
  abstract assignSchedule(tx: OrmTx, context: CommandContext, templateId: string, employeeIds: string[]): Promise<void>;
}
