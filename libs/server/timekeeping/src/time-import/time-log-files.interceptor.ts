import { BadRequestException, Injectable } from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import { TIME_IMPORT_MAX_FILES, TIME_IMPORT_MAX_MB } from '@timekeep/contracts';
import type { RequestHandler } from 'express';
import { type Multer, MulterError } from 'multer';
import { tmpdir } from 'node:os';

/** Multer refused the upload for holding more logs than an import takes (its code LIMIT_FILE_COUNT). */
export class TooManyTimeLogs extends BadRequestException {}

/** The logs in field uploadFile, to disk (not memory), each at most TIME_IMPORT_MAX_MB, at most TIME_IMPORT_MAX_FILES of them. */
const TimeLogFilesBase = FilesInterceptor('uploadFile', undefined, { dest: tmpdir(), limits: { fileSize: TIME_IMPORT_MAX_MB * 1024 * 1024, files: TIME_IMPORT_MAX_FILES } });

/**
 * Nest's FilesInterceptor, with Multer's refusal of too many files told by its code: Nest maps
 * every Multer error to a BadRequestException that keeps only the message, so the code is read
 * where Multer hands its error on, and the file count's refusal is raised as TooManyTimeLogs
 * (an HttpException, which Nest passes on as it is). Every other refusal is Nest's, unchanged.
 */
@Injectable()
export class TimeLogFiles extends TimeLogFilesBase {
  constructor() {
    super();
    // FilesInterceptor keeps its Multer instance as `multer` and asks it for the field's middleware on each request.
    const upload = (this as unknown as { multer: Multer }).multer;
    const array = upload.array.bind(upload);
    upload.array = (field, maxCount) => {
      const middleware = array(field, maxCount);
      const typed: RequestHandler = (request, response, next) =>
        middleware(request, response, (error?: unknown) => next(error instanceof MulterError && error.code === 'LIMIT_FILE_COUNT' ? new TooManyTimeLogs(error.message) : error));
      return typed;
    };
  }
}
