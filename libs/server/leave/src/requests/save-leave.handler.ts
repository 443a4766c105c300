import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { Action, Resource } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { StaleForm } from '@timekeep/domain-kernel';
import { checkDates, decideSaveLeave, LeaveError, leaveFold, leaveStreamId, LeaveTerms } from '@timekeep/domain-leave';
import { datesBetween } from '@timekeep/domain-time-engine';
import { CommandContext, DateWindows, Streams } from '@timekeep/server-platform';
import { assertDatesOpen, lockForEmployeeWrite } from '@timekeep/server-timekeeping';
import { LeaveRequestEntity } from '../leave.entities';
import { LeaveAccess } from './leave-access';
import { saveFactsOf } from './leave-facts';
import { LeaveMail } from './leave-mail';
import { appendLeave, inTransaction, LeaveWritten, STALE_LEAVE, visibleLeave } from './leave-stream';

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
