import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Action, LeaveStatus, Resource, tracksLeaveBalance } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { StaleForm } from '@timekeep/domain-kernel';
import { checkDates, decideCancel, decideExamine, decideSaveLeave, LeaveError, LeaveEvent, leaveFold, leaveStreamId, LeaveTerms } from '@timekeep/domain-leave';
import { ConcurrencyError } from '@timekeep/event-store';
import { EmployeeEntity } from '@timekeep/server-people';
import { CommandContext, DateWindows, OrmTx, Streams } from '@timekeep/server-platform';
import { assertDatesOpen, CompanyFacts, lockForEmployeeWrite } from '@timekeep/server-timekeeping';
import { datesBetween } from '@timekeep/domain-time-engine';
import { randomUUID } from 'node:crypto';
import { LeaveRequestEntity } from '../leave.entities';
import { LeaveAccess } from './leave-access';
import { LeaveMail } from './leave-mail';
import { isLeaveType, saveFactsOf } from './leave-facts';


export const STALE_LEAVE = 'This leave was changed by someone else meanwhile. Reload it and try again.';

/** What a decision tells the mail: the request, its employee and who decided. */
export interface LeaveWritten {
  leave: LeaveRequestEntity;
  employee: EmployeeEntity;
  events: LeaveEvent[];
}

/** Appends to one request's stream at the version loaded; a lost race is a stale form. */
async function appendLeave(streams: Streams, tx: OrmTx, context: CommandContext, leaveId: string, version: number, events: LeaveEvent[]): Promise<void> {
  if (!events.length) return;
  await streams.append(tx, context, { id: leaveStreamId(leaveId), type: 'leave', expected: version === 0 ? 'no_stream' : version }, events);
}

async function inTransaction<T>(streams: Streams, work: (tx: OrmTx) => Promise<T>): Promise<T> {
  try {
    return await streams.transaction(work);
  } catch (error) {
    if (error instanceof ConcurrencyError) throw new StaleForm(STALE_LEAVE);
    throw error;
  }
}

/** A request of the principal's company they may see, with its employee, or not found. */
async function visibleLeave(tx: OrmTx, access: LeaveAccess, context: CommandContext, leaveId: string): Promise<{ leave: LeaveRequestEntity; employee: EmployeeEntity }> {
  const leave = /^[0-9a-f-]{36}$/i.test(leaveId) ? await tx.manager.findOneBy(LeaveRequestEntity, { id: leaveId, companyId: context.principal.companyId }) : null;
  const employee = leave ? await tx.manager.findOneBy(EmployeeEntity, { id: leave.employeeId, companyId: leave.companyId }) : null;
  if (!leave || !employee || !(await access.sees(context.principal, employee))) throw new LeaveError('notFound', 'This leave does not exist.');
  return { leave, employee };
}

/** POST /leave/save and the kiosk's submit: a new request, or a change to one (leave UPDATE). */
export class SaveLeaveCommand {
  constructor(
    readonly context: CommandContext,
    readonly leaveId: string | null,
    readonly terms: LeaveTerms,
    readonly version?: number,
  ) {}
}

@CommandHandler(SaveLeaveCommand)
export class SaveLeaveHandler implements ICommandHandler<SaveLeaveCommand, LeaveWritten> {
  constructor(
    private readonly streams: Streams,
    private readonly access: LeaveAccess,
    private readonly mail: LeaveMail,
    private readonly dateWindows: DateWindows,
  ) {}

  async execute({ context, leaveId, terms, version }: SaveLeaveCommand): Promise<LeaveWritten> {
    const p = context.principal;
    if (leaveId && !(p.kind === 'system' || (can(p, Resource.Leave, Action.Update) && !LeaveAccess.ownOnly(p)))) throw new LeaveError('forbidden', 'Forbidden');
    const window = this.dateWindows.at(context.now);
    checkDates(terms.fromDate, terms.toDate, window);
    const written = await inTransaction(this.streams, async (tx) => {
      const employee = await this.access.employee(tx, p, terms.employeeId);
      const id = leaveId ?? randomUUID();
      if (leaveId) await visibleLeave(tx, this.access, context, leaveId);
      // The employee's lock before the clash check: two saves of overlapping requests are decided one after the other.
      await lockForEmployeeWrite(tx, employee.companyId, employee.id);
      const stream = await this.streams.load(tx, context, leaveStreamId(id), leaveFold);
      if (leaveId && !stream.state.terms) throw new LeaveError('notFound', 'This leave does not exist.');
      if (version !== undefined && version !== stream.version) throw new StaleForm(STALE_LEAVE);
      // A closed pay period refuses the request before any other answer (the one guard refuses its append too).
      await assertDatesOpen(tx, employee.id, datesBetween(terms.fromDate, terms.toDate));
      const facts = await saveFactsOf(tx, employee, terms.payTypeId, terms.fromDate, terms.toDate, context.now, window);
      const events = decideSaveLeave(stream.state as never, id, terms, facts, context.source);
      await appendLeave(this.streams, tx, context, id, stream.version, events);
      return { leave: await tx.manager.findOneByOrFail(LeaveRequestEntity, { id }), employee, events };
    });
    // After the commit: a refused or rolled-back request has thrown before this line.
    await this.mail.requested(context, written);
    return written;
  }
}

/** POST /leave/updateExamine: the Leave Approval modal's decision, checked against the balance. */
export class ExamineLeaveCommand {
  constructor(
    readonly context: CommandContext,
    readonly leaveId: string,
    readonly status: LeaveStatus,
    readonly reason: string | null,
    readonly confirmNegative: boolean,
    readonly version?: number,
  ) {}
}

@CommandHandler(ExamineLeaveCommand)
export class ExamineLeaveHandler implements ICommandHandler<ExamineLeaveCommand, LeaveWritten> {
  constructor(
    private readonly streams: Streams,
    private readonly access: LeaveAccess,
    private readonly mail: LeaveMail,
  ) {}

  async execute({ context, leaveId, status, reason, confirmNegative, version }: ExamineLeaveCommand): Promise<LeaveWritten> {
    const written = await inTransaction(this.streams, async (tx) => {
      const { leave, employee } = await visibleLeave(tx, this.access, context, leaveId);
      if (!(await this.access.mayApprove(context.principal, employee))) throw new LeaveError('forbidden', 'Only the employee’s approver may examine this leave.');
      // One approval at a time per employee, from before the balance is read until the commit: two
      // approvals that together overdraw a balance cannot both read the balance before either took from it.
      await lockForEmployeeWrite(tx, employee.companyId, employee.id);
      const stream = await this.streams.load(tx, context, leaveStreamId(leave.id), leaveFold);
      if (version !== undefined && version !== stream.version) throw new StaleForm(STALE_LEAVE);
      const terms = stream.state.terms as LeaveTerms;
      // A declined or cancelled request brought back may clash with leave saved since: refused as a save would be.
      if ((status === 'Approved' || status === 'Pending') && (stream.state.status === 'Declined' || stream.state.status === 'Cancelled')) await refuseClash(tx, leave.id, terms);
      const check = status === 'Approved' && stream.state.status !== 'Approved' ? await this.balanceCheck(tx, employee, terms, confirmNegative) : null;
      const events = decideExamine(stream.state, status, reason, check);
      await appendLeave(this.streams, tx, context, leave.id, stream.version, events);
      return { leave: await tx.manager.findOneByOrFail(LeaveRequestEntity, { id: leave.id }), employee, events };
    });
    await this.mail.decided(context, written);
    return written;
  }

  private async balanceCheck(tx: OrmTx, employee: EmployeeEntity, terms: LeaveTerms, confirmNegative: boolean) {
    const facts = await CompanyFacts.load(tx, employee.companyId);
    const type = facts.payTypes.find((t) => t.id === terms.payTypeId);
    if (!isLeaveType(type)) throw new LeaveError('invalid', 'Choose a leave type.');
    // The lowest the balance stands from the leave's last day on: leave approved later in the year
    // (dated after this one) has already taken its hours, so this one may not overdraw what they left.
    const { rows } = await tx.sql.query<{ balance: string }>(
      `WITH entries AS (SELECT date, sum(hours) AS hours FROM leave_ledger WHERE employee_id = $1 AND pay_type_id = $2 GROUP BY date),
            running AS (SELECT date, sum(hours) OVER (ORDER BY date) AS balance FROM entries)
       SELECT least((SELECT coalesce(sum(hours), 0) FROM entries WHERE date <= $3), (SELECT min(balance) FROM running WHERE date > $3)) AS balance`,
      [employee.id, terms.payTypeId, terms.toDate],
    );
    return { balance: Number(rows[0].balance), typeName: type.name, allowNegativeLeave: type.allowNegativeLeave, tracked: tracksLeaveBalance(type), confirmNegative };
  }
}

/** POST /leave/delete: cancels the chosen requests, all or none. An employee cancels only their own pending requests. */
export class CancelLeavesCommand {
  constructor(
    readonly context: CommandContext,
    readonly leaveIds: readonly string[],
  ) {}
}

@CommandHandler(CancelLeavesCommand)
export class CancelLeavesHandler implements ICommandHandler<CancelLeavesCommand, LeaveWritten[]> {
  constructor(
    private readonly streams: Streams,
    private readonly access: LeaveAccess,
    private readonly mail: LeaveMail,
  ) {}

  async execute({ context, leaveIds }: CancelLeavesCommand): Promise<LeaveWritten[]> {
    const p = context.principal;
    const all = await inTransaction(this.streams, async (tx) => {
      const written: LeaveWritten[] = [];
      const found: Array<Awaited<ReturnType<typeof visibleLeave>>> = [];
      for (const id of [...new Set(leaveIds)].sort()) found.push(await visibleLeave(tx, this.access, context, id));
      // Every employee's lock first, in employee id order as every other write takes them, so two bulk cancels never wait on each other in a circle.
      for (const employeeId of [...new Set(found.map((f) => f.employee.id))].sort()) await lockForEmployeeWrite(tx, p.companyId, employeeId);
      for (const { leave, employee } of found) {
        const own = LeaveAccess.ownOnly(p);
        const stream = await this.streams.load(tx, context, leaveStreamId(leave.id), leaveFold);
        // The status as it is under the lock: an approval that committed meanwhile is not the employee's to undo.
        const allowed = own ? stream.state.status === 'Pending' : (await this.access.mayApprove(p, employee)) || can(p, Resource.Leave, Action.Update);
        if (!allowed) throw new LeaveError('forbidden', 'Forbidden');
        const events = decideCancel(stream.state, null);
        await appendLeave(this.streams, tx, context, leave.id, stream.version, events);
        written.push({ leave: await tx.manager.findOneByOrFail(LeaveRequestEntity, { id: leave.id }), employee, events });
      }
      return written;
    });
    // All or none were cancelled; only now that they are, each employee is told of theirs.
    for (const written of all) await this.mail.decided(context, written);
    return all;
  }
}

/** Another Pending or Approved request of the employee over any of the dates: the save's dateExist. */
async function refuseClash(tx: OrmTx, leaveId: string, terms: LeaveTerms): Promise<void> {
  const { rows } = await tx.sql.query(
    `SELECT 1 FROM leave_request WHERE employee_id = $1 AND id <> $2 AND status IN ('Pending', 'Approved') AND from_date <= $4 AND to_date >= $3 LIMIT 1`,
    [terms.employeeId, leaveId, terms.fromDate, terms.toDate],
  );
  if (rows.length) throw new LeaveError('dateExist');
}
