import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { JOB_IMPORT_TEXTS, JOBS_IMPORTED_FROM, SyncType, THIRD_PARTY_TYPES, type ThirdPartyTypeId, type WorkCodeCounts } from '@timekeep/contracts';
import { countsOf, JobImportError, PayRuleError, planJobImport, readJobImportRows } from '@timekeep/domain-pay-rules';
import { CompanyQueries } from '@timekeep/server-organisation';
import { CommandContext, NotASpreadsheet, readSpreadsheet, spreadsheetFormatOf, Streams, SyncLog } from '@timekeep/server-platform';
import { storedWorkCodes, writeWorkCodePlan } from './work-code-plans';

export class ImportJobsCommand {
  constructor(
    readonly context: CommandContext,
    /** The uploaded file; absent when none was sent. */
    readonly file: { name: string; bytes: Buffer } | undefined,
  ) {}
}

export interface ImportJobsResult {
  jobs: WorkCodeCounts;
  tasks: WorkCodeCounts;
}

const NOT_A_SPREADSHEET = 'The file is not a spreadsheet: choose an .xlsx or .csv file.';
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * POST /api/jobs/import (document 2 §2, §7, §8) for companies on an enterprise system (AX, SAP):
 * the jobs file is read and checked whole, and planned against the company's jobs and tasks
 * (docs/decisions/0036-jobs-import-and-sync.md) before anything is written; then, in one
 * transaction, what changed is saved and the outcome recorded in Sync Results. A refused file
 * writes nothing but its Sync Results row.
 */
@CommandHandler(ImportJobsCommand)
export class ImportJobsHandler implements ICommandHandler<ImportJobsCommand, ImportJobsResult> {
  constructor(
    private readonly streams: Streams,
    private readonly companies: CompanyQueries,
    private readonly syncLog: SyncLog,
  ) {}

  async execute({ context, file }: ImportJobsCommand): Promise<ImportJobsResult> {
    if (!file?.bytes.length) throw new JobImportError(JOB_IMPORT_TEXTS.fileRequired);
    const companyId = context.principal.companyId;
    const type = (await this.companies.settings(companyId)).thirdPartyType?.id as ThirdPartyTypeId | undefined;
    if (!type || !JOBS_IMPORTED_FROM.includes(type)) {
      throw new PayRuleError('invalid', `Import jobs is for companies on ${JOBS_IMPORTED_FROM.map((t) => THIRD_PARTY_TYPES.find((x) => x.id === t)?.name).join(' or ')}.`);
    }
    const importContext: CommandContext = { ...context, source: 'import' };
    const logged = { companyId, integration: THIRD_PARTY_TYPES.find((t) => t.id === type)?.name ?? null, actorId: context.principal.id };
    try {
      const sheet = readJobImportRows(await sheetOf(file));
      return await this.streams.transaction(async (tx) => {
        const plan = planJobImport(sheet, await storedWorkCodes(tx, companyId, type), randomUUID);
        await writeWorkCodePlan(this.streams, tx, importContext, plan);
        const result = { jobs: counts(plan.jobs), tasks: counts(plan.tasks) };
        await this.syncLog.record(tx.manager, {
          ...logged,
          type: SyncType.JobsImport,
          status: 'Success',
          message: `Imported ${file.name}: ${describe('job', result.jobs)}; ${describe('task', result.tasks)}.`,
          detail: { fileName: file.name, ...result },
        });
        return result;
      });
    } catch (error) {
      if (error instanceof JobImportError) {
        await this.streams.transaction((tx) =>
          this.syncLog.record(tx.manager, {
            ...logged,
            type: SyncType.JobsImport,
            status: 'Error',
            message: `Failed to import the jobs of ${file.name}: ${error.message}${error.rows.length ? ` ${error.rows.slice(0, 3).map((r) => `Row ${r.row}: ${r.message}`).join(' ')}` : ''}`,
            detail: { fileName: file.name, rows: error.rows.slice(0, 50) },
          }),
        );
      }
      throw error;
    }
  }
}

/** The counts of the answer: a job made inactive by the file counts as updated. */
function counts(records: Parameters<typeof countsOf>[0]): WorkCodeCounts {
  const { created, updated, unchanged } = countsOf(records);
  return { created, updated, unchanged };
}

function describe(what: string, counts: WorkCodeCounts): string {
  return `${plural(counts.created, what)} created, ${counts.updated} updated, ${counts.unchanged} unchanged`;
}

/** The file's first sheet: .xlsx or .csv (the layout's), or a legacy .xls an older system writes. */
async function sheetOf(file: { name: string; bytes: Buffer }) {
  const format = spreadsheetFormatOf(file.bytes, file.name, ['xlsx', 'csv', 'xls']);
  if (!format) throw new JobImportError(NOT_A_SPREADSHEET);
  try {
    return await readSpreadsheet(file.bytes, format);
  } catch (error) {
    if (error instanceof NotASpreadsheet) throw new JobImportError(NOT_A_SPREADSHEET);
    throw error;
  }
}
