import { AVAILABILITY_NOTICE_DAYS, ME_TEXTS } from '@timekeep/contracts';
import { TimekeepingError } from '@timekeep/domain-timekeeping';
import { wallClockAt } from '@timekeep/domain-time-engine';
import { CompanyEntity, companyZoneOf } from '@timekeep/server-organisation';
import { EmployeeEntity } from '@timekeep/server-people';
import type { OrmTx, Principal } from '@timekeep/server-platform';

/** The employee the signed-in account is, never one named in a request (her availability, her home, her calendar); an account that is none is refused. */
export async function ownEmployee(tx: OrmTx, principal: Principal): Promise<EmployeeEntity> {
  const employee = principal.kind === 'user' ? await tx.manager.findOneBy(EmployeeEntity, { companyId: principal.companyId, userId: principal.id }) : null;
  if (!employee) throw new TimekeepingError('forbidden', ME_TEXTS.notAnEmployee);
  return employee;
}

/** Today in the company's zone, and the notice it asks before a change (a company setting to come: the default for now). */
export async function noticeOf(tx: OrmTx, companyId: string, now: Date): Promise<{ today: string; noticeDays: number }> {
  const company = await tx.manager.findOneByOrFail(CompanyEntity, { id: companyId });
  return { today: wallClockAt(Math.floor(now.getTime() / 1000), companyZoneOf(company)).date, noticeDays: AVAILABILITY_NOTICE_DAYS };
}
