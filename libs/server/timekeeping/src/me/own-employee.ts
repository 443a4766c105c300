import { ME_TEXTS } from '@timekeep/contracts';
import { TimekeepingError } from '@timekeep/domain-timekeeping';
import { EmployeeEntity } from '@timekeep/server-people';
import type { OrmTx, Principal } from '@timekeep/server-platform';

/** The employee the signed-in account is, never one named in a request; an account that is none is refused. */
export async function ownEmployee(tx: OrmTx, principal: Principal): Promise<EmployeeEntity> {
  const employee = principal.kind === 'user' ? await tx.manager.findOneBy(EmployeeEntity, { companyId: principal.companyId, userId: principal.id }) : null;
  if (!employee) throw new TimekeepingError('forbidden', ME_TEXTS.notAnEmployee);
  return employee;
}
