import { Injectable, NotFoundException } from '@nestjs/common';
import { reportFileIdSchema } from '@timekeep/contracts';
import { Principal, Streams } from '@timekeep/server-platform';
import { ReportFileEntity } from './report-files.entity';

/** The files of queued reports (ReportJob), each for the one who asked for it. */
@Injectable()
export class ReportFilesQueries {
  constructor(private readonly streams: Streams) {}

  /** GET /api/reports/files/{jobId}: the file of the caller's own run, or not found. */
  async file(principal: Principal, jobRunId: string): Promise<ReportFileEntity> {
    const file = reportFileIdSchema.safeParse(jobRunId).success
      ? await this.streams.transaction((tx) => tx.manager.findOneBy(ReportFileEntity, { jobRunId, companyId: principal.companyId, requestedBy: principal.id }))
      : null;
    if (!file) throw new NotFoundException({ message: 'This report file does not exist.' });
    return file;
  }
}
