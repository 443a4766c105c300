import { Injectable } from '@nestjs/common';
import { beforeHireProblem, BULK_CLOSED, BulkReply, dateWindowProblem, GroupTimePunchRequest, JobKind, RecalculateRangeRequest } from '@timekeep/contracts';
import { TimekeepingError } from '@timekeep/domain-timekeeping';
import { ManagementScope } from '@timekeep/server-organisation';
import { PayRuleLookup } from '@timekeep/server-pay-rules';
import { mustHave } from '@timekeep/server-people';
import { CommandContext, DateWindows, JobsService, requesterOf, Streams } from '@timekeep/server-platform';
import { PayPeriods } from '../pay-periods/pay-periods';
import { CompanyFacts } from '../core/timesheet-inputs';
import { TimesheetWriter } from '../core/timesheet-writer';
import { bulkTargets } from './bulk-targets';

/**
 * Document 3 "Bulk tools": the global punch and the global recalculation. Each checks everything
 * in the request (rights, scope, closed periods) before it records a run, so a refusal queues
 * nothing; the work itself is the worker's.
 */
@Injectable()
export class BulkTools {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
    private readonly periods: PayPeriods,
    private readonly payRules: PayRuleLookup,
    private readonly jobs: JobsService,
    private readonly dateWindows: DateWindows,
  ) {}

  async groupTimePunch(context: CommandContext, request: GroupTimePunchRequest): Promise<BulkReply> {
    mustHave(TimesheetWriter.mayEdit(context));
    const { principal } = context;
    // ADR 0051: the install's dates, and no punch before a hire date (the worker skips whoever was hired after it).
    const outside = dateWindowProblem(request.date, this.dateWindows.at(context.now), 'The punch date');
    if (outside) throw new TimekeepingError('invalid', outside);
    const checked = await this.streams.transaction(async (tx) => {
      const employeeIds = await bulkTargets(tx, this.scope, principal, request.employees, request.departments);
      if (!employeeIds.length) throw new TimekeepingError('invalid', 'The chosen departments have no active employees.');
      const { rows: hired } = await tx.sql.query<{ hireOn: string }>(`SELECT hire_on::text AS "hireOn" FROM employee WHERE id = ANY($1::uuid[]) ORDER BY hire_on`, [employeeIds]);
      const beforeEveryHire = hired.length && beforeHireProblem(request.date, hired[0].hireOn, 'The punch date');
      if (beforeEveryHire) throw new TimekeepingError('invalid', employeeIds.length === 1 ? beforeEveryHire : `The punch date cannot be before every chosen employee's hire date (the first is ${hired[0].hireOn}).`);
      // The job code is the form's only where the company uses job codes (document 3 §3).
      const facts = await CompanyFacts.load(tx, principal.companyId);
      const jobId = facts.settings.isJobCodeEnabled ? request.jobcode : null;
      if (jobId && !(await this.payRules.exists(tx, principal.companyId, 'job', jobId))) throw new TimekeepingError('invalid', 'This job does not exist.');
      if (await this.periods.closedWithin(tx, principal.companyId, employeeIds, request.date, request.date)) return null;
      return { employeeIds, jobId };
    });
    if (!checked) return { message: BULK_CLOSED };
    const job = await this.jobs.enqueue(principal, JobKind.GroupTimePunch, {
      employeeIds: checked.employeeIds,
      day: request.date,
      punchTime: request.punchTime,
      reason: request.reason,
      jobId: checked.jobId,
      // The worker punches with the requester's rights as they were asked (re-checked per employee).
      requester: requesterOf(principal),
    });
    return { message: 'success', job };
  }

  async recalculateRange(context: CommandContext, request: RecalculateRangeRequest): Promise<BulkReply> {
    mustHave(TimesheetWriter.mayEdit(context));
    const { principal } = context;
    const employeeIds = await this.streams.transaction(async (tx) => {
      const ids = await bulkTargets(tx, this.scope, principal, request.employees, request.departments);
      if (!ids.length) throw new TimekeepingError('invalid', 'The chosen departments have no active employees.');
      return (await this.periods.closedWithin(tx, principal.companyId, ids, request.startDate, request.endDate)) ? null : ids;
    });
    if (!employeeIds) return { message: BULK_CLOSED };
    const job = await this.jobs.enqueue(principal, JobKind.RecalculateTimesheets, { employeeIds, from: request.startDate, to: request.endDate, reason: 'recalculate' });
    return { message: 'success', job };
  }
}
