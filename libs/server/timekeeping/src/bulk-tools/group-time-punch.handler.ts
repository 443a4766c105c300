import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { beforeHireProblem, BULK_CLOSED, BulkReply, dateWindowProblem, GroupTimePunchRequest, JobKind } from '@timekeep/contracts';
import { TimekeepingError } from '@timekeep/domain-timekeeping';
import { ManagementScope } from '@timekeep/server-organisation';
import { PayRuleLookup } from '@timekeep/server-pay-rules';
import { mustHave } from '@timekeep/server-people';
import { CommandContext, DateWindows, JobsService, requesterOf, Streams } from '@timekeep/server-platform';
import { CompanyFacts } from '../core/timesheet-inputs';
import { TimesheetWriter } from '../core/timesheet-writer';
import { PayPeriods } from '../pay-periods/pay-periods';
import { bulkTargets } from './bulk-targets';

/** POST /timesheet/saveGroupTimePunch: one punch for each of the employees and departments chosen (document 3 "Bulk tools"). */
export class GroupTimePunchCommand {
  constructor(
    readonly context: CommandContext,
    readonly request: GroupTimePunchRequest,
  ) {}
}

/**
 * The global punch checks everything in the request (rights, scope, the dates, closed periods)
 * before it records a run, so a refusal queues nothing; the punching is the worker's
 * (GroupTimePunchJob).
 */
@CommandHandler(GroupTimePunchCommand)
export class GroupTimePunchHandler implements ICommandHandler<GroupTimePunchCommand, BulkReply> {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
    private readonly periods: PayPeriods,
    private readonly payRules: PayRuleLookup,
    private readonly jobs: JobsService,
    private readonly dateWindows: DateWindows,
  ) {}

  async execute({ context, request }: GroupTimePunchCommand): Promise<BulkReply> {
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
}
