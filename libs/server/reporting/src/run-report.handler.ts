import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { JobKind, REPORT_JOB_THRESHOLD, REPORT_NAMES, ReportName, ReportQueued } from '@timekeep/contracts';
import { Clock, CommandContext, JobsService, requesterOf } from '@timekeep/server-platform';
import { WeeklyScheduleReport } from '@timekeep/server-scheduling';
import { ReportRunner } from './report-runner';

/** A report's file as the download answers it. */
export interface DownloadedReport {
  file: { fileName: string; contentType: string; content: Buffer };
}

export class RunReportCommand {
  constructor(
    readonly context: CommandContext,
    /** The report's conditions as posted; `report` names the report. */
    readonly body: unknown,
  ) {}
}

/**
 * POST /jasper/download: the report named by `report` (the roster's Print included), drawn now, or
 * over more than REPORT_JOB_THRESHOLD employees queued (ReportJob). The conditions a user ran a
 * table report with are kept as their defaults for next time.
 */
@CommandHandler(RunReportCommand)
export class RunReportHandler implements ICommandHandler<RunReportCommand, DownloadedReport | ReportQueued> {
  constructor(
    private readonly runner: ReportRunner,
    private readonly weeklySchedule: WeeklyScheduleReport,
    private readonly jobs: JobsService,
    private readonly clock: Clock,
  ) {}

  async execute({ context, body }: RunReportCommand): Promise<DownloadedReport | ReportQueued> {
    const { principal } = context;
    const now = this.clock.now();
    const report = this.runner.reportOf(body);
    // The roster's Print answers with the roster's own permission (ADR 0034), not the reports'.
    if (report === REPORT_NAMES.WeeklySchedule) return { file: await this.weeklySchedule.render(principal, body) };
    const prepared = await this.runner.prepare(principal, body, now);
    await this.runner.remember(principal, prepared.type.id as ReportName, body, now);
    if (prepared.size > REPORT_JOB_THRESHOLD) {
      const run = await this.jobs.enqueue(principal, JobKind.Report, { report: prepared.type.id, form: prepared.form, requester: requesterOf(principal), now: now.toISOString() });
      return { message: 'queued', jobId: run.id };
    }
    return { file: await this.runner.draw(principal, prepared.type, prepared.form, now) };
  }
}
