import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { GROUP_PUNCH_SKIPS, GroupTimePunchResult, JobKind, JobPayload } from '@timekeep/contracts';
import { Refusal } from '@timekeep/domain-kernel';
import { decideRecordPunches, NewPunch, PunchDateRefused, TimekeepingError, timesheetStreamId } from '@timekeep/domain-timekeeping';
import { EmployeeEntity } from '@timekeep/server-people';
import { CommandContext, JobContext, JobHandler, requesterContext } from '@timekeep/server-platform';
import { randomUUID } from 'node:crypto';
import { DataSource, In } from 'typeorm';
import { TimesheetWriter } from '../core/timesheet-writer';

/** Employees between two progress writes. */
export const GROUP_PUNCH_BATCH = 50;

type Outcome = 'punched' | (typeof GROUP_PUNCH_SKIPS)[number];

/**
 * The global punch in the worker: one punch per employee, each through the timesheet's write
 * path (its own transaction: rights and scope, the closed-period guard, the append with source
 * 'bulk', the touched days recomputed), progress after each batch.
 *
 * Safe to run again: every event it appends carries the run's id as its correlation id, so an
 * employee punched by an earlier delivery is counted as punched and not punched twice; any other
 * punch at that minute skips the employee (hasExistPunchRecord), as it would skip a rerun of the
 * same request.
 */
@Injectable()
export class GroupTimePunchJob implements JobHandler<typeof JobKind.GroupTimePunch, GroupTimePunchResult> {
  readonly kind = JobKind.GroupTimePunch;

  constructor(
    private readonly writer: TimesheetWriter,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async run(job: JobContext<typeof JobKind.GroupTimePunch>): Promise<GroupTimePunchResult> {
    const { employeeIds, requester } = job.payload;
    const context = requesterContext(job, requester);
    const people = await this.dataSource.getRepository(EmployeeEntity).findBy({ id: In(employeeIds), companyId: job.companyId });
    const names = new Map(people.map((e) => [e.id, `${e.firstName} ${e.lastName}`]));
    const result: GroupTimePunchResult = { employees: employeeIds.length, punched: [], skipped: [] };
    await job.progress(0, employeeIds.length);
    for (let i = 0; i < employeeIds.length; i += GROUP_PUNCH_BATCH) {
      for (const employeeId of employeeIds.slice(i, i + GROUP_PUNCH_BATCH)) {
        const outcome = await this.punch(context, employeeId, job.payload);
        const name = names.get(employeeId) ?? '';
        if (outcome === 'punched') result.punched.push({ employeeId, name });
        else result.skipped.push({ employeeId, name, reason: outcome });
      }
      await job.progress(Math.min(i + GROUP_PUNCH_BATCH, employeeIds.length), employeeIds.length);
    }
    return result;
  }

  private async punch(context: CommandContext, employeeId: string, p: JobPayload<typeof JobKind.GroupTimePunch>): Promise<Outcome> {
    if (await this.punchedByRun(employeeId, context.correlationId)) return 'punched';
    try {
      await this.writer.write(context, employeeId, undefined, ({ state, employee }) => {
        const punch: NewPunch = {
          id: randomUUID(),
          day: p.day,
          punchTime: p.punchTime,
          dayType: 'Today',
          reason: p.reason,
          workPlaceId: null,
          positionId: null,
          jobId: p.jobId,
          taskId: null,
          entry: 'Man',
        };
        // A person chose the minute, so a punch already there is refused, as on the timesheet.
        return { events: decideRecordPunches(state, employee.id, [punch], { refuseSameMinute: true }), dates: [p.day], result: null };
      });
      return 'punched';
    } catch (error) {
      // Hired after the date (the request refused it when every target was).
      if (error instanceof PunchDateRefused && error.beforeHire) return 'beforeHire';
      if (error instanceof TimekeepingError && (error.code === 'hasExistPunchRecord' || error.code === 'closedPeriod')) return error.code;
      // Out of the requester's reach since the request (moved, terminated and removed, scope changed).
      if (error instanceof Refusal && error.kind === 'notFound') return 'notFound';
      throw error;
    }
  }

  private async punchedByRun(employeeId: string, runId: string): Promise<boolean> {
    const rows = (await this.dataSource.query(`SELECT 1 FROM events WHERE stream_id = $1 AND metadata->>'correlationId' = $2 LIMIT 1`, [timesheetStreamId(employeeId), runId])) as unknown[];
    return rows.length > 0;
  }
}
