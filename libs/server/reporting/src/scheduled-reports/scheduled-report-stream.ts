import { Action, Resource, Role } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { NotAllowed } from '@timekeep/domain-kernel';
import { ScheduledReportState } from '@timekeep/domain-reporting';
import { hasRole, Principal } from '@timekeep/server-platform';

// What the scheduled reports' writes (save, delete) and their list share: a stream per schedule, and who may reach it.

export const scheduledReportStreamId = (id: string) => `scheduled-report-${id}`;
export const SCHEDULED_REPORT_STREAM = 'scheduled-report';

/** A schedule mails what its creator may see, so only a signed-in user with the reports' create right makes or changes one. */
export function mayScheduleReports(principal: Principal): void {
  if (principal.kind !== 'user' || !can(principal, Resource.Report, Action.Create)) throw new NotAllowed();
}

/** An admin manages every schedule of the company; anyone else only their own (each runs with its creator's reach). */
export const managesAllSchedules = (principal: Principal) => hasRole(principal, Role.Admin) || hasRole(principal, Role.Superadmin);

export function reachable(principal: Principal, state: ScheduledReportState): boolean {
  return state.fields !== null && (managesAllSchedules(principal) || state.createdBy === principal.id);
}
