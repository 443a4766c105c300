import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { BULK_CLOSED, BulkReply, JobKind, RecalculateRangeRequest } from '@timekeep/contracts';
import { TimekeepingError } from '@timekeep/domain-timekeeping';
import { ManagementScope } from '@timekeep/server-organisation';
import { mustHave } from '@timekeep/server-people';
import { CommandContext, JobsService, Streams } from '@timekeep/server-platform';
import { bulkTargets } from '../bulk-tools/bulk-targets';
import { TimesheetWriter } from '../core/timesheet-writer';
import { PayPeriods } from '../pay-periods/pay-periods';

/** POST /recalculate/recalculate from the bulk tools (document 3 "Bulk tools", §7): the employees and departments chosen, over a date range. */
export class RecalculateRangeCommand {
  constructor(
    readonly context: CommandContext,
    readonly request: RecalculateRangeRequest,
  ) {}
}

/** Checks rights, scope and closed periods before it records a run ('close' queues nothing); the recalculation is the worker's. */
@CommandHandler(RecalculateRangeCommand)
export class RecalculateRangeHandler implements ICommandHandler<RecalculateRangeCommand, BulkReply> {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
    private readonly periods: PayPeriods,
    private readonly jobs: JobsService,
  ) {}

  async execute({ context, request }: RecalculateRangeCommand): Promise<BulkReply> {
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
