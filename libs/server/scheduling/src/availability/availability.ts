import { ME_TEXTS } from '@timekeep/contracts';
import { TimekeepingError } from '@timekeep/domain-timekeeping';
import { EmployeeEntity } from '@timekeep/server-people';
import type { OrmTx, Principal } from '@timekeep/server-platform';
import { companyMinute } from '../company-time';
import type { RosterSettingsLookup } from '../roster-publishing/roster-settings';

/** The employee the signed-in account is, never one named in a request (her availability, her home, her calendar); an account that is none is refused. */
export async function ownEmployee(tx: OrmTx, principal: Principal): Promise<EmployeeEntity> {
  const employee = principal.kind === 'user' ? await tx.manager.findOneBy(EmployeeEntity, { companyId: principal.companyId, userId: principal.id }) : null;
  if (!employee) throw new TimekeepingError('forbidden', ME_TEXTS.notAnEmployee);
  return employee;
}

/** Today in the company's zone, and the notice the employer asks before a change of availability (Roster Settings, ADR 0077). */
export async function noticeOf(tx: OrmTx, settings: RosterSettingsLookup, companyId: string, now: Date): Promise<{ today: string; noticeDays: number }> {
  return { today: (await companyMinute(tx, companyId, now)).today, noticeDays: (await settings.settings(tx, companyId)).availabilityNoticeDays };
}
