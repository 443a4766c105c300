import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { GLOBAL_LEAVE_SKIPS, GLOBAL_LEAVE_TEXTS, GlobalLeaveResult, GlobalLeaveSkip } from '@timekeep/contracts';
import { Refusal } from '@timekeep/domain-kernel';
import { LeaveError, LeaveTerms } from '@timekeep/domain-leave';
import { TimekeepingError } from '@timekeep/domain-timekeeping';
import { EmployeeEntity } from '@timekeep/server-people';
import { CommandContext } from '@timekeep/server-platform';
import { DataSource, In } from 'typeorm';
import { CancelLeavesCommand, CancelLeavesHandler } from '../requests/cancel-leaves.handler';
import { ExamineLeaveCommand, ExamineLeaveHandler } from '../requests/examine-leave.handler';
import { SaveLeaveCommand, SaveLeaveHandler } from '../requests/save-leave.handler';

/** Employees between two progress writes. */
export const GLOBAL_LEAVE_BATCH = 25;

type Outcome = { leaveId: string } | { reason: GlobalLeaveSkip; date: string | null };

const SKIPS = new Set<string>(GLOBAL_LEAVE_SKIPS);

export interface GlobalLeaveRunOptions {
  /**
   * A queued run may be delivered again: each employee's leave an earlier delivery recorded (found
   * by the run's id, the events' correlation id) is kept. A run within the request is delivered
   * once, and its correlation id is the client's to choose, so it looks for none.
   */
  resumes: boolean;
  progress?: (processed: number, total: number) => Promise<void>;
}

/**
 * The global leave for each employee (document 3 "Global leave"), whether the request runs it
 * (a few employees) or the worker does (GlobalLeaveJob): a leave request through the leave form's
 * own save (source 'bulk': the schedule, holiday, clash and closed-period answers are the form's),
 * then approved through the Leave Approval's decision, so the balance rule holds (ADR 0032
 * "Global leave"). A request whose approval the balance refuses is cancelled: the employee is
 * reported as not given the leave, and nothing waits for approval unasked. The summaries are the
 * spec's messageSuccess and messageError (ADR 0059).
 */
@Injectable()
export class GlobalLeaveRun {
  constructor(
    private readonly save: SaveLeaveHandler,
    private readonly examine: ExamineLeaveHandler,
    private readonly cancel: CancelLeavesHandler,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async run(context: CommandContext, employeeIds: string[], terms: LeaveTerms, options: GlobalLeaveRunOptions): Promise<GlobalLeaveResult> {
    const companyId = context.principal.companyId;
    const people = await this.dataSource.getRepository(EmployeeEntity).findBy({ id: In(employeeIds), companyId });
    const names = new Map(people.map((e) => [e.id, `${e.firstName} ${e.lastName}`]));
    const result: GlobalLeaveResult = { employees: employeeIds.length, added: [], skipped: [], messageSuccess: '', messageError: '' };
    await options.progress?.(0, employeeIds.length);
    for (let i = 0; i < employeeIds.length; i += GLOBAL_LEAVE_BATCH) {
      for (const employeeId of employeeIds.slice(i, i + GLOBAL_LEAVE_BATCH)) {
        const earlier = options.resumes ? await this.earlierLeave(companyId, employeeId, context.correlationId) : null;
        const outcome = await this.leave(context, { ...terms, employeeId }, earlier);
        const name = names.get(employeeId) ?? '';
        if ('leaveId' in outcome) result.added.push({ employeeId, name, leaveId: outcome.leaveId });
        else result.skipped.push({ employeeId, name, reason: outcome.reason, date: outcome.date });
      }
      await options.progress?.(Math.min(i + GLOBAL_LEAVE_BATCH, employeeIds.length), employeeIds.length);
    }
    if (result.added.length) result.messageSuccess = GLOBAL_LEAVE_TEXTS.added(result.added.length);
    if (result.skipped.length) result.messageError = GLOBAL_LEAVE_TEXTS.notAdded(result.skipped.length, result.skipped.map((s) => s.name).join(', '));
    return result;
  }

  private async leave(context: CommandContext, terms: LeaveTerms, earlier: { leaveId: string; approved: boolean } | null): Promise<Outcome> {
    try {
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
  private async earlierLeave(companyId: string, employeeId: string, runId: string): Promise<{ leaveId: string; approved: boolean } | null> {
    const rows = (await this.dataSource.query(
      `SELECT data->>'leaveId' AS "leaveId", bool_or(type = 'leave.approved') AS approved FROM events
        WHERE company_id = $1 AND metadata->>'correlationId' = $2 AND data->>'employeeId' = $3 AND stream_id LIKE 'leave-%' GROUP BY 1`,
      [companyId, runId, employeeId],
    )) as { leaveId: string; approved: boolean }[];
    return rows[0] ?? null;
  }
}
