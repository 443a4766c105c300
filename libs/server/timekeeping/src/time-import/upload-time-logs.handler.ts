import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { JobKind, TIME_IMPORT_MAX_FILES, TIME_IMPORT_TEXTS, TimeImportReply } from '@timekeep/contracts';
import { NotAClockLog, readClockLog, TimekeepingError } from '@timekeep/domain-timekeeping';
import { mustHave } from '@timekeep/server-people';
import { CommandContext, DateWindows, JobsService, requesterOf, Streams } from '@timekeep/server-platform';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { TimesheetWriter } from '../core/timesheet-writer';
import { stageFile, sweepStaging, type StagedReport } from './time-import.queries';

/** An uploaded log as multer stored it on disk. */
export interface UploadedLog {
  name: string;
  path: string;
}

/** POST /times/upload (document 3 §2, §7): the attendance logs an importer uploaded, as multer stored them on disk. */
export class UploadTimeLogsCommand {
  constructor(
    readonly context: CommandContext,
    readonly files: readonly UploadedLog[],
  ) {}
}

/**
 * Every file is read and checked before anything is queued; a file that is not an attendance log
 * refuses the upload (400, naming the file) with nothing staged. The reads are staged in Postgres,
 * file by file in one transaction, and one worker run imports them (TimeImportJob), so a
 * 30,000-line log is neither a queue payload nor held in memory with the next file.
 */
@CommandHandler(UploadTimeLogsCommand)
export class UploadTimeLogsHandler implements ICommandHandler<UploadTimeLogsCommand, TimeImportReply> {
  constructor(
    private readonly streams: Streams,
    private readonly jobs: JobsService,
    private readonly dateWindows: DateWindows,
  ) {}

  async execute({ context, files }: UploadTimeLogsCommand): Promise<TimeImportReply> {
    // Importing times is both an import (the route's permission) and an edit of timesheets.
    mustHave(TimesheetWriter.mayEdit(context));
    const { principal } = context;
    if (!files.length) throw new TimekeepingError('invalid', TIME_IMPORT_TEXTS.required);
    if (files.length > TIME_IMPORT_MAX_FILES) throw new TimekeepingError('invalid', TIME_IMPORT_TEXTS.tooMany);
    const wrong = files.find((f) => !/\.dat$/i.test(f.name));
    if (wrong) throw new TimekeepingError('invalid', `${wrong.name}: ${TIME_IMPORT_TEXTS.wrongType}`);

    const uploadId = randomUUID();
    // A read dated outside the install's window is a bad line, reported by number; the others import (ADR 0051).
    const window = this.dateWindows.at(context.now);
    await this.streams.transaction(async (tx) => {
      await sweepStaging(tx, principal.companyId, context.now);
      for (const [index, file] of files.entries()) {
        let log;
        try {
          log = readClockLog(await readFile(file.path), window);
        } catch (error) {
          if (error instanceof NotAClockLog) throw new TimekeepingError('invalid', `${file.name} is not an attendance log: ${error.reason}. Nothing was imported.`);
          throw error;
        }
        const report: StagedReport = {
          lines: log.lines,
          reads: log.reads.length,
          duplicates: log.duplicates,
          badLines: log.problems,
          badLineCount: log.problemCount,
          linesByPin: Object.fromEntries(log.linesByPin),
        };
        await stageFile(tx, { uploadId, index, companyId: principal.companyId, fileName: file.name, report, reads: log.reads, now: context.now });
      }
    });
    const job = await this.jobs.enqueue(principal, JobKind.TimeImport, { uploadId, fileNames: files.map((f) => f.name), requester: requesterOf(principal) });
    return { message: 'success', job };
  }
}
