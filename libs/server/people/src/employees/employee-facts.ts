import { isUuid } from '@timekeep/contracts';
import { LicenceCounts, PeopleError } from '@timekeep/domain-people';
import { DepartmentEntity, ManagementScope } from '@timekeep/server-organisation';
import type { CommandContext, OrmTx } from '@timekeep/server-platform';
import { EmployeeEntity } from './employee.entity';
import { NotAllowed } from '@timekeep/domain-kernel';

/** What a save or status change reads from the read models inside its own transaction. */

export const employeeStreamId = (id: string) => `employee-${id}`;

export async function departmentLive(tx: OrmTx, companyId: string, id: string): Promise<boolean> {
  return isUuid(id) && tx.manager.existsBy(DepartmentEntity, { id, companyId, active: true });
}

/** Another Active employee holds the clock ID. */
export async function clockIdTaken(tx: OrmTx, companyId: string, clockId: number | null, exceptId: string): Promise<boolean> {
  if (clockId === null) return false;
  return tx.manager
    .createQueryBuilder(EmployeeEntity, 'e')
    .where("e.company_id = :companyId AND e.clock_id = :clockId AND e.status = 'Active' AND e.id <> :exceptId", { companyId, clockId, exceptId })
    .getExists();
}

export async function payIdTaken(tx: OrmTx, companyId: string, payId: string | null, exceptId: string): Promise<boolean> {
  if (!payId) return false;
  return tx.manager.createQueryBuilder(EmployeeEntity, 'e').where('e.company_id = :companyId AND lower(e.pay_id) = lower(:payId) AND e.id <> :exceptId', { companyId, payId, exceptId }).getExists();
}

/**
 * Licence use by everyone but `exceptId`, after taking the company's licence lock: two saves that
 * would each take the last licence run one after the other, and the second sees the first.
 */
export async function lockedLicenceCounts(tx: OrmTx, companyId: string, exceptId: string): Promise<LicenceCounts> {
  await tx.sql.query("SELECT pg_advisory_xact_lock(hashtextextended('licences:' || $1, 0))", [companyId]);
  const { rows } = await tx.sql.query(
    `SELECT count(*) FILTER (WHERE status = 'Active')::int AS active, count(*) FILTER (WHERE status = 'Active' AND status_app)::int AS app
       FROM employee WHERE company_id = $1 AND id <> $2`,
    [companyId, exceptId],
  );
  return { activeOthers: rows[0].active, appOthers: rows[0].app };
}

/** A supervisor acts only on employees of departments within reach, before and after the change (404 outside, as if absent). */
export async function mustReach(scope: ManagementScope, context: CommandContext, ...departmentIds: string[]): Promise<void> {
  if (context.principal.kind === 'system') return;
  if (!(await scope.canSee(context.principal, ...departmentIds))) throw new PeopleError('notFound', 'This employee does not exist.');
}

export function mustHave(allowed: boolean): void {
  if (!allowed) throw new NotAllowed();
}
