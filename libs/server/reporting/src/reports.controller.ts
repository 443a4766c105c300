import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post, StreamableFile } from '@nestjs/common';
import { Action, JobKind, REPORT_JOB_THRESHOLD, REPORT_NAMES, ReportDefinitionDto, ReportName, ReportQueued, ReportTypeDto, Resource } from '@timekeep/contracts';
import { Clock, CurrentPrincipal, JobsService, Permission, Principal, requesterOf, Streams } from '@timekeep/server-platform';
import { WeeklyScheduleReport } from '@timekeep/server-scheduling';
import { z } from 'zod';
import { ReportDefinitions } from './conditions/report-definitions';
import { ReportFileEntity } from './report-files.entity';
import { ReportRunner } from './report-runner';

const attachment = (file: { fileName: string; contentType: string; content: Buffer }) =>
  new StreamableFile(file.content, { type: file.contentType, disposition: `attachment; filename="${file.fileName}"`, length: file.content.length });

/**
 * Reports (document 3 §2 /jasper/condition, §3 "Report type" and "Report definition", §7): the
 * list, each definition, and POST /jasper/download, one path for every report told apart by
 * `report` (the roster's Print included). A report over more than REPORT_JOB_THRESHOLD employees
 * is queued and answered as {message: 'queued', jobId}; its file is then GET /api/reports/files/{jobId}.
 */
@Controller()
export class ReportsController {
  constructor(
    private readonly streams: Streams,
    private readonly definitions: ReportDefinitions,
    private readonly runner: ReportRunner,
    private readonly weeklySchedule: WeeklyScheduleReport,
    private readonly jobs: JobsService,
    private readonly clock: Clock,
  ) {}

  @Get('api/reports/report-types')
  @Permission(Resource.Report, Action.Visible)
  types(@CurrentPrincipal() principal: Principal): ReportTypeDto[] {
    return this.definitions.types(principal);
  }

  @Get('api/reports/files/:id')
  @Permission(Resource.Report, Action.Visible)
  async file(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<StreamableFile> {
    const file = z.string().uuid().safeParse(id).success
      ? await this.streams.transaction((tx) => tx.manager.findOneBy(ReportFileEntity, { jobRunId: id, companyId: principal.companyId, requestedBy: principal.id }))
      : null;
    if (!file) throw new NotFoundException({ message: 'This report file does not exist.' });
    return attachment(file);
  }

  @Get('api/reports/:type')
  @Permission(Resource.Report, Action.Visible)
  definition(@CurrentPrincipal() principal: Principal, @Param('type') type: string): Promise<ReportDefinitionDto> {
    return this.definitions.definition(principal, type, this.clock.now());
  }

  @Post('jasper/download')
  @HttpCode(200)
  async download(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<StreamableFile | ReportQueued> {
    const now = this.clock.now();
    const report = this.runner.reportOf(body);
    // The roster's Print answers with the roster's own permission (ADR 0034), not the reports'.
    if (report === REPORT_NAMES.WeeklySchedule) return attachment(await this.weeklySchedule.render(principal, body));
    const prepared = await this.runner.prepare(principal, body, now);
    await this.runner.remember(principal, prepared.type.id as ReportName, body, now);
    if (prepared.size > REPORT_JOB_THRESHOLD) {
      const run = await this.jobs.enqueue(principal, JobKind.Report, { report: prepared.type.id, form: prepared.form, requester: requesterOf(principal), now: now.toISOString() });
      return { message: 'queued', jobId: run.id };
    }
    return attachment(await this.runner.draw(principal, prepared.type, prepared.form, now));
  }
}
