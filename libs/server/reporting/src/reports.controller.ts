import { Body, Controller, Get, HttpCode, Param, Post, StreamableFile } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Action, ReportDefinitionDto, ReportQueued, ReportTypeDto, Resource } from '@timekeep/contracts';
import { Clock, CommandContext, Ctx, CurrentPrincipal, Permission, Principal } from '@timekeep/server-platform';
import { ReportDefinitions } from './conditions/report-definitions';
import { ReportFilesQueries } from './report-files.queries';
import { DownloadedReport, RunReportCommand } from './run-report.handler';

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
    private readonly commands: CommandBus,
    private readonly definitions: ReportDefinitions,
    private readonly files: ReportFilesQueries,
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
    return attachment(await this.files.file(principal, id));
  }

  @Get('api/reports/:type')
  @Permission(Resource.Report, Action.Visible)
  definition(@CurrentPrincipal() principal: Principal, @Param('type') type: string): Promise<ReportDefinitionDto> {
    return this.definitions.definition(principal, type, this.clock.now());
  }

  @Post('jasper/download')
  @HttpCode(200)
  async download(@Ctx() context: CommandContext, @Body() body: unknown): Promise<StreamableFile | ReportQueued> {
    const result = await this.commands.execute<RunReportCommand, DownloadedReport | ReportQueued>(new RunReportCommand(context, body));
    return 'file' in result ? attachment(result.file) : result;
  }
}
