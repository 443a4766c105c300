import type { CommandContext } from '../tenancy/command-context';
import type { OrmTx } from '../database/orm-transactions';

/**
 * The employees of a workplace (document 3 §4 employeeIds) are the employees' own "Assigned Sites"
 * (document 1 §3 workPlaceId): one fact kept on the employee, written from either form. The people
 * context provides it, so the workplaces catalogue need not depend on people.
 */
export abstract class EmployeeSites {
  /** The employees assigned to each workplace asked for, by last and first name. */
  abstract assignedTo(companyId: string, workplaceIds: string[]): Promise<Map<string, Array<{ id: string; name: string }>>>;
  /** Makes exactly these employees the workplace's, within the caller's transaction; each employee whose sites change records it. */
  abstract assign(tx: OrmTx, context: CommandContext, workplaceId: string, employeeIds: string[]): Promise<void>;
}
