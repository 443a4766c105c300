import { StaleForm } from '@timekeep/domain-kernel';
import { LeaveError, LeaveEvent, leaveStreamId } from '@timekeep/domain-leave';
import { ConcurrencyError } from '@timekeep/event-store';
import { EmployeeEntity } from '@timekeep/server-people';
import { CommandContext, OrmTx, Streams } from '@timekeep/server-platform';
import { LeaveRequestEntity } from '../leave.entities';
import { LeaveAccess } from './leave-access';

// What the leave requests' writes (save, examine, cancel) share: a stream per request, appended at the version loaded.

export const STALE_LEAVE = 'This leave was changed by someone else meanwhile. Reload it and try again.';

/** What a decision tells the mail: the request, its employee and who decided. */
export interface LeaveWritten {
  leave: LeaveRequestEntity;
  employee: EmployeeEntity;
  events: LeaveEvent[];
}

/** Appends to one request's stream at the version loaded; a lost race is a stale form. */
export async function appendLeave(streams: Streams, tx: OrmTx, context: CommandContext, leaveId: string, version: number, events: LeaveEvent[]): Promise<void> {
  if (!events.length) return;
  await streams.append(tx, context, { id: leaveStreamId(leaveId), type: 'leave', expected: version === 0 ? 'no_stream' : version }, events);
}

export async function inTransaction<T>(streams: Streams, work: (tx: OrmTx) => Promise<T>): Promise<T> {
  try {
    return await streams.transaction(work);
  } catch (error) {
    if (error instanceof ConcurrencyError) throw new StaleForm(STALE_LEAVE);
    throw error;
  }
}

/** A request of the principal's company they may see, with its employee, or not found. */
export async function visibleLeave(tx: OrmTx, access: LeaveAccess, context: CommandContext, leaveId: string): Promise<{ leave: LeaveRequestEntity; employee: EmployeeEntity }> {
  const leave = /^[0-9a-f-]{36}$/i.test(leaveId) ? await tx.manager.findOneBy(LeaveRequestEntity, { id: leaveId, companyId: context.principal.companyId }) : null;
  const employee = leave ? await tx.manager.findOneBy(EmployeeEntity, { id: leave.employeeId, companyId: leave.companyId }) : null;
  if (!leave || !employee || !(await access.sees(context.principal, employee))) throw new LeaveError('notFound', 'This leave does not exist.');
  return { leave, employee };
}
