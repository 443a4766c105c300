import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { LeaveStatus, tracksLeaveBalance } from '@timekeep/contracts';
import { StaleForm } from '@timekeep/domain-kernel';
import { decideExamine, LeaveError, leaveFold, leaveStreamId, LeaveTerms } from '@timekeep/domain-leave';
import { EmployeeEntity } from '@timekeep/server-people';
import { CommandContext, OrmTx, Streams } from '@timekeep/server-platform';
import { CompanyFacts, lockForEmployeeWrite } from '@timekeep/server-timekeeping';
import { LeaveRequestEntity } from '../leave.entities';
import { LeaveAccess } from './leave-access';
import { isLeaveType } from './leave-facts';
import { LeaveMail } from './leave-mail';
import { appendLeave, inTransaction, LeaveWritten, STALE_LEAVE, visibleLeave } from './leave-stream';

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

/** Another Pending or Approved request of the employee over any of the dates: the save's dateExist. */
async function refuseClash(tx: OrmTx, leaveId: string, terms: LeaveTerms): Promise<void> {
  const { rows } = await tx.sql.query(
    `SELECT 1 FROM leave_request WHERE employee_id = $1 AND id <> $2 AND status IN ('Pending', 'Approved') AND from_date <= $4 AND to_date >= $3 LIMIT 1`,
    [terms.employeeId, leaveId, terms.fromDate, terms.toDate],
  );
  if (rows.length) throw new LeaveError('dateExist');
}
