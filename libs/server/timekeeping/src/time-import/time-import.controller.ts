import { ArgumentsHost, BadRequestException, Catch, Controller, ExceptionFilter, HttpCode, PayloadTooLargeException, Post, UploadedFiles, UseFilters, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Action, Resource, TIME_IMPORT_MAX_MB, TIME_IMPORT_TEXTS, TimeImportReply } from '@timekeep/contracts';
import { CommandContext, Ctx, Permission } from '@timekeep/server-platform';
import type { Response } from 'express';
import { unlink } from 'node:fs/promises';
import { TimeLogFiles, TooManyTimeLogs } from './time-log-files.interceptor';
import { UploadTimeLogsCommand } from './upload-time-logs.handler';

/** Multer's refusals of the upload itself, said in the import's words: a file past the size limit (413), too many files (400). Nothing was written. */
@Catch(PayloadTooLargeException, BadRequestException)
export class TimeUploadLimitsFilter implements ExceptionFilter<PayloadTooLargeException | BadRequestException> {
  catch(error: PayloadTooLargeException | BadRequestException, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (error instanceof PayloadTooLargeException) {
      response.status(413).json({ message: `A file is larger than ${TIME_IMPORT_MAX_MB} MB, the most a time import takes: split the log. Nothing was imported.` });
    } else if (error instanceof TooManyTimeLogs) {
      response.status(400).json({ message: TIME_IMPORT_TEXTS.tooMany });
    } else {
      response.status(400).json(error.getResponse());
    }
  }
}

/** The time import (document 3 §2 "Import and transfer screens", §7 "Imports and transfers"). */
@Controller()
export class TimeImportController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * Multipart, one or more logs in field uploadFile (each appended). Answers 'success' with the
   * queued run the console polls (its result is the report), or 400 naming a file that is not an
   * attendance log; 413 past 200 MB a file. The files go to disk, not memory, and are removed once read.
   */
  @Post('times/upload')
  @HttpCode(200)
  @Permission(Resource.Import, Action.Create)
  @UseFilters(TimeUploadLimitsFilter)
  @UseInterceptors(TimeLogFiles)
  async upload(@Ctx() context: CommandContext, @UploadedFiles() files: Array<{ originalname: string; path: string }> | undefined): Promise<TimeImportReply> {
    try {
      return await this.commands.execute(new UploadTimeLogsCommand(context, (files ?? []).map((f) => ({ name: f.originalname, path: f.path }))));
    } finally {
      // The staged reads are all the job needs; a file already gone is fine.
      await Promise.all((files ?? []).map((f) => unlink(f.path).catch(() => undefined)));
    }
  }
}
