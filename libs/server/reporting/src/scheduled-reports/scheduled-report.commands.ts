import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { In } from 'typeorm';
import { Action, REPORT_TEXTS, Resource, Role, SCHEDULED_REPORT_TEXTS as TEXTS } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { NotAllowed, StaleForm } from '@timekeep/domain-kernel';
import {
  decideCreateScheduledReport,
  decideDeleteScheduledReport,
  decideUpdateScheduledReport,
  ReportParameters,
  ScheduledReportInput,
  ScheduledReportRuleError,
  scheduledReportFold,
  ScheduledReportState,
} from '@timekeep/domain-reporting';
import { ConcurrencyError } from '@timekeep/event-store';
import { CommandContext, hasRole, parsePayload, Principal, Streams } from '@timekeep/server-platform';
import { ReportRunner } from '../report-runner';
import { ScheduledReportEntity } from './scheduled-report.entity';

export const scheduledReportStreamId = (id: string) => `scheduled-report-${id}`;
const STREAM_TYPE = 'scheduled-report';

/** A schedule mails what its creator may see, so only a signed-in user with the reports' create right makes or changes one. */
function mayScheduleReports(principal: Principal): void {
  if (principal.kind !== 'user' || !can(principal, Resource.Report, Action.Create)) throw new NotAllowed();
}

/** An admin manages every schedule of the company; anyone else only their own (each runs with its creator's reach). */
export const managesAllSchedules = (principal: Principal) => hasRole(principal, Role.Admin) || hasRole(principal, Role.Superadmin);

function reachable(principal: Principal, state: ScheduledReportState): boolean {
  return state.fields !== null && (managesAllSchedules(principal) || state.createdBy === principal.id);
}

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
      const stream = { id: scheduledReportStreamId(id), type: STREAM_TYPE, fold: scheduledReportFold, conflict: TEXTS.conflict };
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
        if (events.length) await this.streams.append(tx, context, { id: scheduledReportStreamId(id), type: STREAM_TYPE, expected: current }, events);
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
          if (events.length) await this.streams.append(tx, context, { id: scheduledReportStreamId(id), type: STREAM_TYPE, expected: version }, events);
        }
      });
    } catch (error) {
      if (error instanceof ConcurrencyError) throw new StaleForm(TEXTS.conflict);
      throw error;
    }
  }
}
