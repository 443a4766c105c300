import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { GLOBAL_LEAVE_SKIPS, GLOBAL_LEAVE_TEXTS, GlobalLeaveResult, GlobalLeaveSkip, JobKind } from '@timekeep/contracts';
import { Refusal } from '@timekeep/domain-kernel';
import { LeaveError, LeaveTerms } from '@timekeep/domain-leave';
import { TimekeepingError } from '@timekeep/domain-timekeeping';
import { EmployeeEntity } from '@timekeep/server-people';
import { CommandContext, JobContext, JobHandler, requesterContext } from '@timekeep/server-platform';
import { DataSource, In } from 'typeorm';
import { CancelLeavesCommand, CancelLeavesHandler } from '../requests/cancel-leaves.handler';
import { ExamineLeaveCommand, ExamineLeaveHandler } from '../requests/examine-leave.handler';
import { SaveLeaveCommand, SaveLeaveHandler } from '../requests/save-leave.handler';

/** Employees between two progress writes. */
export const GLOBAL_LEAVE_BATCH = 25;

type Outcome = { leaveId: string } | { reason: GlobalLeaveSkip; date: string | null };

const SKIPS = new Set<string>(GLOBAL_LEAVE_SKIPS);

/**
 * The global leave in the worker (document 3 "Global leave"): for each employee a leave request
 * through the leave form's own save (source 'bulk': the schedule, holiday, clash and closed-period
 * answers are the form's), then approved through the Leave Approval's decision, so the balance rule
 * holds (ADR 0032 "Global leave"). A request whose approval the balance refuses is cancelled:
 * the employee is reported as not given the leave, and nothing waits for approval unasked.
 *
 * Safe to run again: every event carries the run's id as its correlation id, so an employee whose
 * leave an earlier delivery recorded keeps that leave (approved now if it was not yet).
 */
@Injectable()
export class GlobalLeaveJob implements JobHandler<typeof JobKind.GlobalLeave, GlobalLeaveResult> {
  readonly kind = JobKind.GlobalLeave;

  constructor(
    private readonly save: SaveLeaveHandler,
    private readonly examine: ExamineLeaveHandler,
    private readonly cancel: CancelLeavesHandler,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async run(job: JobContext<typeof JobKind.GlobalLeave>): Promise<GlobalLeaveResult> {
    const { employeeIds, requester } = job.payload;
    const context = requesterContext(job, requester);
    const people = await this.dataSource.getRepository(EmployeeEntity).findBy({ id: In(employeeIds), companyId: job.companyId });
    const names = new Map(people.map((e) => [e.id, `${e.firstName} ${e.lastName}`]));
    const result: GlobalLeaveResult = { employees: employeeIds.length, added: [], skipped: [], messageSuccess: '', messageError: '' };
    await job.progress(0, employeeIds.length);
    for (let i = 0; i < employeeIds.length; i += GLOBAL_LEAVE_BATCH) {
      for (const employeeId of employeeIds.slice(i, i + GLOBAL_LEAVE_BATCH)) {
        const outcome = await this.leave(context, { ...job.payload.terms, employeeId });
        const name = names.get(employeeId) ?? '';
        if ('leaveId' in outcome) result.added.push({ employeeId, name, leaveId: outcome.leaveId });
        else result.skipped.push({ employeeId, name, reason: outcome.reason, date: outcome.date });
      }
      await job.progress(Math.min(i + GLOBAL_LEAVE_BATCH, employeeIds.length), employeeIds.length);
    }
    if (result.added.length) result.messageSuccess = GLOBAL_LEAVE_TEXTS.added(result.added.length);
    if (result.skipped.length) result.messageError = GLOBAL_LEAVE_TEXTS.notAdded(result.skipped.length, result.skipped.map((s) => s.name).join(', '));
    return result;
  }

  private async leave(context: CommandContext, terms: LeaveTerms): Promise<Outcome> {
    try {
      const earlier = await this.earlierLeave(terms.employeeId, context.correlationId);
      if (earlier?.approved) return { leaveId: earlier.leaveId };
      const leaveId = earlier?.leaveId ?? (await this.save.execute(new SaveLeaveCommand(context, null, terms))).leave.id;
      try {
        // The type's own rule decides a negative balance: where it allows one, the admin's choice of the type confirms it.
        await this.examine.execute(new ExamineLeaveCommand(context, leaveId, 'Approved', null, true));
      } catch (error) {
        if (error instanceof LeaveError && error.code === 'notEnough') {
          await this.cancel.execute(new CancelLeavesCommand(context, [leaveId]));
          return { reason: 'notEnough', date: null };
        }
        throw error;
      }
      return { leaveId };
    } catch (error) {
      if (error instanceof LeaveError && SKIPS.has(error.code)) return { reason: error.code as GlobalLeaveSkip, date: (error.reply['date'] as string | undefined) ?? null };
      if (error instanceof TimekeepingError && error.code === 'closedPeriod') return { reason: 'closedPeriod', date: null };
      // Out of the requester's reach since the request (moved, terminated, scope changed).
      if (error instanceof Refusal && (error.kind === 'notFound' || error.kind === 'forbidden')) return { reason: 'notFound', date: null };
      throw error;
    }
  }

  /** The leave an earlier delivery of this run recorded for the employee, and whether it was approved. */
  private async earlierLeave(employeeId: string, runId: string): Promise<{ leaveId: string; approved: boolean } | null> {
    const rows = (await this.dataSource.query(
      `SELECT data->>'leaveId' AS "leaveId", bool_or(type = 'leave.approved') AS approved FROM events
        WHERE metadata->>'correlationId' = $1 AND data->>'employeeId' = $2 AND stream_id LIKE 'leave-%' GROUP BY 1`,
      [runId, employeeId],
    )) as { leaveId: string; approved: boolean }[];
    return rows[0] ?? null;
  }
}
