import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { JobKind, RosterCopyResult } from '@timekeep/contracts';
import { Refusal } from '@timekeep/domain-kernel';
import { RosterError } from '@timekeep/domain-scheduling';
import { TimekeepingError } from '@timekeep/domain-timekeeping';
import { PayRuleLookup } from '@timekeep/server-pay-rules';
import { EmployeeEntity } from '@timekeep/server-people';
import { JobContext, JobHandler, requesterContext, Streams } from '@timekeep/server-platform';
import { DataSource, In } from 'typeorm';
import { EmployeeDays } from '../employee-schedules/employee-days';
import { draftedDays, resolvedDays } from '../employee-schedules/employee-schedule.stream';
import { RosterSettingsLookup } from '../roster-publishing/roster-settings';

/** Employees between two progress writes. */
export const COPY_ROSTER_BATCH = 25;

/**
 * Copy Roster in the worker (document 2 §5 "Copy Roster"): each employee's days of the source range
 * become their own days on the paste dates, overwriting what was there ('This replication will
 * overwrite the existing shift!!!'), one transaction per employee. An employee whose paste dates
 * touch a closed pay period, or whose copied days clash with a neighbouring night shift, is left
 * as they were and reported. Safe to run again: writing the same days appends nothing.
 */
@Injectable()
export class CopyRosterJob implements JobHandler<typeof JobKind.CopyRoster, RosterCopyResult> {
  readonly kind = JobKind.CopyRoster;

  constructor(
    private readonly streams: Streams,
    private readonly payRules: PayRuleLookup,
    private readonly days: EmployeeDays,
    private readonly settings: RosterSettingsLookup,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async run(job: JobContext<typeof JobKind.CopyRoster>): Promise<RosterCopyResult> {
    const { employeeIds, plan, requester } = job.payload;
    const context = requesterContext(job, requester);
    const people = await this.dataSource.getRepository(EmployeeEntity).findBy({ id: In(employeeIds), companyId: job.companyId });
    const byId = new Map(people.map((e) => [e.id, e]));
    const result: RosterCopyResult = { employees: employeeIds.length, copied: 0, skipped: [] };
    await job.progress(0, employeeIds.length);
    for (let i = 0; i < employeeIds.length; i += COPY_ROSTER_BATCH) {
      for (const employeeId of employeeIds.slice(i, i + COPY_ROSTER_BATCH)) {
        const employee = byId.get(employeeId);
        if (!employee) continue;
        const name = `${employee.firstName} ${employee.lastName}`;
        try {
          await this.streams.transaction(async (tx) => {
            // Where the company publishes rosters, the planner's roster (drafts over published) is copied, as drafts (ADR 0075).
            const draft = await this.settings.publishes(tx, job.companyId);
            const { days } = await (draft ? draftedDays : resolvedDays)(tx, this.payRules, employee, plan[0].from, plan[plan.length - 1].from);
            const changes = plan.map(({ to }, n) => {
              const { isOffDay, workSections } = days[n];
              return { date: to, rule: { title: to, isOffDay, isClosed: false, workSections: workSections.map((s, k) => ({ ...s, id: `${to}-roster-${k + 1}` })) } };
            });
            await this.days.write(tx, context, employee, changes, { overlap: 'scheduleConflict', draft });
          });
          result.copied++;
        } catch (error) {
          if (error instanceof TimekeepingError && error.code === 'closedPeriod') result.skipped.push({ employeeId, name, reason: 'closedPeriod' });
          else if (error instanceof RosterError || (error instanceof Refusal && error.kind === 'code')) result.skipped.push({ employeeId, name, reason: 'conflict' });
          else throw error;
        }
      }
      await job.progress(Math.min(i + COPY_ROSTER_BATCH, employeeIds.length), employeeIds.length);
    }
    return result;
  }
}
