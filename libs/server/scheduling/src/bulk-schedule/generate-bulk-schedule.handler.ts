import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { BULK_SCHEDULE_CONFLICTS, BulkScheduleReply, BulkScheduleRequest, JobKind } from '@timekeep/contracts';
import { CommandContext, JobsService, requesterOf } from '@timekeep/server-platform';
import { BulkScheduleCheck } from './bulk-schedule-check';

export class GenerateBulkScheduleCommand {
  constructor(
    readonly context: CommandContext,
    readonly request: BulkScheduleRequest,
  ) {}
}

/**
 * POST /globalschedule/generate with verify's payload: refused with verify's answer, or with
 * 'conflicts' and the rows when verify would list any (nothing written, nothing queued);
 * otherwise 'success' and the run to follow (BulkScheduleJob).
 */
@CommandHandler(GenerateBulkScheduleCommand)
export class GenerateBulkScheduleHandler implements ICommandHandler<GenerateBulkScheduleCommand, BulkScheduleReply> {
  constructor(
    private readonly bulk: BulkScheduleCheck,
    private readonly jobs: JobsService,
  ) {}

  async execute({ context, request }: GenerateBulkScheduleCommand): Promise<BulkScheduleReply> {
    const checked = await this.bulk.check(context, request);
    if ('refusal' in checked) return checked.refusal;
    if (checked.conflicts.length) return { message: BULK_SCHEDULE_CONFLICTS, conflicts: checked.conflicts };
    const { principal } = context;
    const job = await this.jobs.enqueue(principal, JobKind.BulkSchedule, {
      date: request.ruleDay.ruleDay,
      day: checked.day,
      employeeIds: checked.employees.map((e) => e.id),
      // The worker writes with the requester's rights as they were asked (re-checked per employee).
      requester: requesterOf(principal),
    });
    return { message: 'success', conflicts: [], job };
  }
}
