import { Injectable } from '@nestjs/common';
import { JobKind, ReportJobResult } from '@timekeep/contracts';
import { JobContext, JobHandler, requesterContext, Streams } from '@timekeep/server-platform';
import { ReportFileEntity } from '../report-files.entity';
import { ReportRunner } from '../report-runner';

/** Files older than this are removed when a new one is stored: a report is fetched once, soon after. */
export const REPORT_FILE_TTL_HOURS = 24;

/**
 * A report over more employees than the request answers itself (ADR 0043): drawn here with the
 * requester's rights (their reach re-read now), stored as report_file under the run's id, fetched
 * by the console once the run completes. Safe to run again: a redelivery draws the same file and
 * replaces the stored one.
 */
@Injectable()
export class ReportJob implements JobHandler<typeof JobKind.Report, ReportJobResult> {
  readonly kind = JobKind.Report;

  constructor(
    private readonly streams: Streams,
    private readonly runner: ReportRunner,
  ) {}

  async run(job: JobContext<typeof JobKind.Report>): Promise<ReportJobResult> {
    const type = this.runner.type(job.payload.report);
    if (!type) throw new Error(`Unknown report ${job.payload.report}`);
    const { principal } = requesterContext(job, job.payload.requester);
    const form = type.form.parse(job.payload.form);
    const file = await this.runner.draw(principal, type, form, new Date(job.payload.now), (processed, total) => job.progress(processed, total));
    await this.streams.transaction(async (tx) => {
      await tx.manager.upsert(
        ReportFileEntity,
        { jobRunId: job.runId, companyId: job.companyId, requestedBy: job.requestedBy, fileName: file.fileName, contentType: file.contentType, content: file.content, createdAt: new Date() },
        ['jobRunId'],
      );
      await tx.sql.query(`DELETE FROM report_file WHERE created_at < now() - make_interval(hours => $1)`, [REPORT_FILE_TTL_HOURS]);
    });
    return { fileName: file.fileName, contentType: file.contentType, rows: file.rows };
  }
}
