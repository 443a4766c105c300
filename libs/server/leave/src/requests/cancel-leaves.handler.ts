import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Action, Resource } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { decideCancel, LeaveError, leaveFold, leaveStreamId } from '@timekeep/domain-leave';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { lockForEmployeeWrite } from '@timekeep/server-timekeeping';
import { LeaveRequestEntity } from '../leave.entities';
import { LeaveAccess } from './leave-access';
import { LeaveMail } from './leave-mail';
import { appendLeave, inTransaction, LeaveWritten, visibleLeave } from './leave-stream';

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
