import { Controller, Get, HttpCode, Post, StreamableFile, UploadedFile, UseFilters, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FileInterceptor } from '@nestjs/platform-express';
import { Action, Resource, SCHEDULE_IMPORT_TEMPLATE_NAME } from '@timekeep/contracts';
import { CommandContext, Ctx, MAX_SPREADSHEET_BYTES, Permission, SpreadsheetTooLargeFilter } from '@timekeep/server-platform';
import { ImportScheduleCommand, ImportScheduleResult } from './import-schedule.handler';
import { scheduleImportTemplate } from './schedule-import-template';

/** The schedule import (document 3 §2 "Import and transfer screens", §7, §8): the template to fill in, and the upload. */
@Controller()
export class ScheduleImportController {
  constructor(private readonly commands: CommandBus) {}

  /** The template as a legacy .xls workbook (ours: the spec does not show one). */
  @Get('api/schedule/import-template')
  @Permission(Resource.Import, Action.Visible)
  template(@Ctx() context: CommandContext): StreamableFile {
    return new StreamableFile(scheduleImportTemplate(context.now.toISOString().slice(0, 10)), {
      type: 'application/vnd.ms-excel',
      disposition: `attachment; filename="${SCHEDULE_IMPORT_TEMPLATE_NAME}"`,
    });
  }

  /**
   * Multipart, the file in field uploadFile (as the time import's). Answers 'success' with what was
   * read and changed; 'modelerror' for a file that does not follow the template; 'rowErrors' with
   * the rows to correct (nothing written); 413 past 5 MB.
   */
  @Post('schedule/uploadExl')
  @HttpCode(200)
  @Permission(Resource.Import, Action.Create)
  @UseFilters(SpreadsheetTooLargeFilter)
  @UseInterceptors(FileInterceptor('uploadFile', { limits: { fileSize: MAX_SPREADSHEET_BYTES, files: 1 } }))
  async upload(@Ctx() context: CommandContext, @UploadedFile() file: { buffer: Buffer; originalname: string } | undefined): Promise<{ message: string } & ImportScheduleResult> {
    const upload = file && { name: file.originalname, bytes: file.buffer };
    const result = await this.commands.execute<ImportScheduleCommand, ImportScheduleResult>(new ImportScheduleCommand(context, upload));
    return { message: 'success', ...result };
  }
}
