import { Controller, Get, HttpCode, Post, StreamableFile, UploadedFile, UseFilters, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FileInterceptor } from '@nestjs/platform-express';
import { Action, JOB_IMPORT_COLUMNS, JOB_IMPORT_TEMPLATE_NAME, type JobImportReply, Resource } from '@timekeep/contracts';
import { CommandContext, Ctx, MAX_SPREADSHEET_BYTES, Permission, SpreadsheetTooLargeFilter, xlsxWorkbook } from '@timekeep/server-platform';
import { ImportJobsCommand, ImportJobsResult } from './import-jobs.handler';

/** The template's example rows: a job with two tasks, one with none, a closed one. */
const EXAMPLE = [
  ['J-1001', 'Warehouse fit-out', '1001', 'Active', 'PRJ-1001', 'LAB', 'Labour', '', 'Active', 'LAB'],
  ['J-1001', 'Warehouse fit-out', '1001', 'Active', 'PRJ-1001', 'TRV', 'Travel', '', 'Active', 'TRV'],
  ['J-1002', 'Office cleaning', '1002', 'Active', 'PRJ-1002', '', '', '', '', ''],
  ['J-0999', 'Old contract', '', 'Inactive', 'PRJ-0999', '', '', '', '', ''],
];

/**
 * Jobs that come from the company's integration (document 2 §2, §7, §8;
 * docs/decisions/0036-jobs-import-and-sync.md): the jobs file's template and import for AX and SAP
 * companies (Sync Jobs, for MYOB Advanced and WorkflowMax ones, is the integrations context's).
 * Registered before the jobs controller, whose `api/jobs/:id` would otherwise take the template's path.
 */
@Controller()
export class JobImportsController {
  constructor(private readonly commands: CommandBus) {}

  /** The jobs file's layout with example rows, as .xlsx (ours: the spec does not show one). */
  @Get('api/jobs/import-template')
  @Permission(Resource.Job, Action.Create)
  async template(): Promise<StreamableFile> {
    const bytes = await xlsxWorkbook({ name: 'Jobs', header: JOB_IMPORT_COLUMNS, rows: EXAMPLE, widths: JOB_IMPORT_COLUMNS.map((c) => Math.max(12, c.length + 4)) });
    return new StreamableFile(bytes, {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      disposition: `attachment; filename="${JOB_IMPORT_TEMPLATE_NAME}"`,
    });
  }

  /**
   * Multipart, the file in field jobFile (document 2 §7). Answers 'success' with what changed, or
   * 'importFailed' with errorMessage (and the rows to correct) and nothing written; 413 past 5 MB.
   */
  @Post('api/jobs/import')
  @HttpCode(200)
  @Permission(Resource.Job, Action.Create)
  @UseFilters(SpreadsheetTooLargeFilter)
  @UseInterceptors(FileInterceptor('jobFile', { limits: { fileSize: MAX_SPREADSHEET_BYTES, files: 1 } }))
  async import(@Ctx() context: CommandContext, @UploadedFile() file: { buffer: Buffer; originalname: string } | undefined): Promise<JobImportReply> {
    const upload = file && { name: file.originalname, bytes: file.buffer };
    const result = await this.commands.execute<ImportJobsCommand, ImportJobsResult>(new ImportJobsCommand(context, upload));
    return { message: 'success', errorMessage: null, ...result };
  }
}
