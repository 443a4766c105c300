import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { REPORT_TEXTS, SCHEDULED_REPORT_TEXTS as TEXTS } from '@timekeep/contracts';
import { StaleForm } from '@timekeep/domain-kernel';
import { decideCreateScheduledReport, decideUpdateScheduledReport, ReportParameters, ScheduledReportInput, ScheduledReportRuleError, scheduledReportFold } from '@timekeep/domain-reporting';
import { ConcurrencyError } from '@timekeep/event-store';
import { CommandContext, parsePayload, Principal, Streams } from '@timekeep/server-platform';
import { ReportRunner } from '../report-runner';
import { mayScheduleReports, reachable, SCHEDULED_REPORT_STREAM, scheduledReportStreamId } from './scheduled-report-stream';

export class SaveScheduledReportCommand {
  constructor(
    readonly context: CommandContext,
    /** Absent for a new schedule. */
    readonly id: string | undefined,
    readonly input: ScheduledReportInput,
    /** The version the form was loaded at. */
    readonly version: number | undefined,
  ) {}
}

/**
 * POST /scheduled-reports and PUT /scheduled-reports/{id}. The report's own conditions are checked
 * by its type now (a schedule that could never run is refused at save); its dates are left out:
 * each send's period replaces them.
 */
@CommandHandler(SaveScheduledReportCommand)
export class SaveScheduledReportHandler implements ICommandHandler<SaveScheduledReportCommand, { id: string }> {
  constructor(
    private readonly streams: Streams,
    private readonly runner: ReportRunner,
  ) {}

  async execute({ context, id: given, input, version }: SaveScheduledReportCommand): Promise<{ id: string }> {
    const { principal } = context;
    mayScheduleReports(principal);
    const checked: ScheduledReportInput = { ...input, parameters: this.parameters(principal, input) };
    const id = given ?? randomUUID();
    if (!given) {
      const stream = { id: scheduledReportStreamId(id), type: SCHEDULED_REPORT_STREAM, fold: scheduledReportFold, conflict: TEXTS.conflict };
      await this.streams.handle(context, stream, (state) => decideCreateScheduledReport(state, id, { id: principal.id, name: principal.name ?? '' }, checked));
      return { id };
    }
    try {
      await this.streams.transaction(async (tx) => {
        const { state, version: current } = await this.streams.load(tx, context, scheduledReportStreamId(id), scheduledReportFold);
        // Another company's or another supervisor's schedule reads as unknown, whatever version the form holds.
        if (!reachable(principal, state)) throw new ScheduledReportRuleError('notFound', TEXTS.notFound);
        if (version !== undefined && version !== current) throw new StaleForm(TEXTS.conflict);
        const events = decideUpdateScheduledReport(state, id, checked);
        if (events.length) await this.streams.append(tx, context, { id: scheduledReportStreamId(id), type: SCHEDULED_REPORT_STREAM, expected: current }, events);
      });
    } catch (error) {
      if (error instanceof ConcurrencyError) throw new StaleForm(TEXTS.conflict);
      throw error;
    }
    return { id };
  }

  private parameters(principal: Principal, input: ScheduledReportInput): ReportParameters {
    const type = this.runner.type(input.reportType);
    if (!type || !type.allowed(principal)) throw new ScheduledReportRuleError('invalid', REPORT_TEXTS.unknownReport);
    // Any day stands in for the dates (each send's period replaces them); the format is the schedule's own field.
    const form = parsePayload(type.form, { ...input.parameters, startDate: '2000-01-03', endDate: '2000-01-03', format: 'PDF' }) as unknown as Record<string, unknown>;
    const parameters: ReportParameters = {};
    for (const [key, value] of Object.entries(form)) {
      if (key === 'startDate' || key === 'endDate' || key === 'format') continue;
      if (typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string'))) parameters[key] = value as string | string[];
    }
    return parameters;
  }
}
