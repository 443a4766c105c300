import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { In } from 'typeorm';
import { SCHEDULED_REPORT_TEXTS as TEXTS } from '@timekeep/contracts';
import { StaleForm } from '@timekeep/domain-kernel';
import { decideDeleteScheduledReport, ScheduledReportRuleError, scheduledReportFold } from '@timekeep/domain-reporting';
import { ConcurrencyError } from '@timekeep/event-store';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { ScheduledReportEntity } from './scheduled-report.entity';
import { managesAllSchedules, mayScheduleReports, SCHEDULED_REPORT_STREAM, scheduledReportStreamId } from './scheduled-report-stream';

export class DeleteScheduledReportsCommand {
  constructor(
    readonly context: CommandContext,
    readonly ids: string[],
  ) {}
}

/** DELETE /scheduled-reports/{id} and DELETE /scheduled-reports with ids: all of them, or none when one is not the caller's. */
@CommandHandler(DeleteScheduledReportsCommand)
export class DeleteScheduledReportsHandler implements ICommandHandler<DeleteScheduledReportsCommand> {
  constructor(private readonly streams: Streams) {}

  async execute({ context, ids }: DeleteScheduledReportsCommand): Promise<void> {
    const { principal } = context;
    mayScheduleReports(principal);
    const unique = [...new Set(ids)];
    try {
      await this.streams.transaction(async (tx) => {
        const found = await tx.manager.countBy(ScheduledReportEntity, {
          id: In(unique),
          companyId: principal.companyId,
          ...(managesAllSchedules(principal) ? {} : { createdBy: principal.id }),
        });
        if (found !== unique.length) throw new ScheduledReportRuleError('notFound', TEXTS.notFound);
        for (const id of unique) {
          const { state, version } = await this.streams.load(tx, context, scheduledReportStreamId(id), scheduledReportFold);
          const events = decideDeleteScheduledReport(state, id);
          if (events.length) await this.streams.append(tx, context, { id: scheduledReportStreamId(id), type: SCHEDULED_REPORT_STREAM, expected: version }, events);
        }
      });
    } catch (error) {
      if (error instanceof ConcurrencyError) throw new StaleForm(TEXTS.conflict);
      throw error;
    }
  }
}
