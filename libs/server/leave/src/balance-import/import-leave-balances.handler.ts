import { createHash } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Action, Resource } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { StaleForm } from '@timekeep/domain-kernel';
import { balanceLines, BalanceImportError, importAdjustment, lineHours, refuseClosedRows } from '@timekeep/domain-leave';
import { leaveDayHours } from '@timekeep/domain-time-engine';
import { ConcurrencyError } from '@timekeep/event-store';
import { ManagementScope } from '@timekeep/server-organisation';
import { mustHave } from '@timekeep/server-people';
import { closedPeriodsOn, lockForEmployeeWrite } from '@timekeep/server-timekeeping';
import { CommandContext, NotASpreadsheet, readSpreadsheet, type SpreadsheetFormat, spreadsheetFormatOf, Streams } from '@timekeep/server-platform';
import { BALANCE_FILES_STREAM, balanceFileImported, BalanceFileImportedData, balanceFilesStreamId, balanceImported, LEAVE_BALANCE_STREAM, leaveBalanceStreamId } from './balance-import.events';

/** The files imported before, by their bytes' hash, with the date each was imported. */
const filesFold = {
  initial: new Map<string, string>() as ReadonlyMap<string, string>,
  evolve: (files: ReadonlyMap<string, string>, event: { data: BalanceFileImportedData }) => new Map([...files, [event.data.fileSha256, event.data.date]]),
};
import { balancesOn, companyToday, employeesByPayId, leaveTypesOf, settingsOf } from './balance-import.queries';

export class ImportLeaveBalancesCommand {
  constructor(
    readonly context: CommandContext,
    /** The uploaded file; absent when none was sent. */
    readonly file: { name: string; bytes: Buffer } | undefined,
  ) {}
}

export interface ImportLeaveBalancesResult {
  unmatchPayid: string[];
  /** Ledger entries written: balances that differed from the ledger's on the import's date. */
  imported: number;
  /** The date these very bytes were imported before: nothing is imported again. */
  importedBefore?: string;
}

const CONFLICT = 'Leave balances were changed while the file was imported. Nothing was imported; try again.';
const NOT_A_SPREADSHEET = 'The file is not a spreadsheet: choose an .xls, .xlsx or .csv file.';

/** What the bytes are, by the product's one spreadsheet reader (document 3 §5: xls, xlsx or csv). */
function formatOf(file: { name: string; bytes: Buffer }): SpreadsheetFormat {
  const format = spreadsheetFormatOf(file.bytes, file.name, ['xls', 'xlsx', 'csv']);
  if (!format) throw new BalanceImportError('invalid', NOT_A_SPREADSHEET);
  return format;
}

async function sheetOf(bytes: Buffer, format: SpreadsheetFormat) {
  try {
    return await readSpreadsheet(bytes, format);
  } catch (error) {
    if (error instanceof NotASpreadsheet) throw new BalanceImportError('invalid', NOT_A_SPREADSHEET);
    throw error;
  }
}

/**
 * POST /api/leave-balance/upload (document 3 §7, docs/decisions/0033-leave-balance-import.md): the
 * whole file is read and checked before anything is written; then, in one transaction, each
 * matched employee's balance per leave type on the import's date is brought to the file's figure
 * by one `leave.balance-imported` entry (none when it already is). An entry whose employee has the
 * import's date in a closed pay period refuses the whole file, naming its rows. Pay IDs that match no employee
 * within reach are reported, not imported. The same bytes imported again change nothing, even
 * after leave was taken since: the file states balances as they stood when it was first imported.
 */
@CommandHandler(ImportLeaveBalancesCommand)
export class ImportLeaveBalancesHandler implements ICommandHandler<ImportLeaveBalancesCommand, ImportLeaveBalancesResult> {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
  ) {}

  async execute({ context, file }: ImportLeaveBalancesCommand): Promise<ImportLeaveBalancesResult> {
    // Setting balances from a file is both an import and a change of balances (docs/decisions/0033).
    mustHave(can(context.principal, Resource.Import, Action.Create));
    if (!file?.bytes.length) throw new BalanceImportError('invalid', 'Choose an .xls, .xlsx or .csv file to import.');
    const companyId = context.principal.companyId;
    const format = formatOf(file);
    const settings = await this.streams.transaction((tx) => settingsOf(tx, companyId));
    if (!settings) throw new BalanceImportError('noSetting');
    const sheet = await sheetOf(file.bytes, format);
    const fileSha256 = createHash('sha256').update(file.bytes).digest('hex');
    const reach = await this.scope.reachOf(context.principal);

    try {
      return await this.streams.transaction(async (tx) => {
        const leaveTypes = await leaveTypesOf(tx, companyId);
        const lines = balanceLines(settings.settings, sheet, leaveTypes);
        const employees = await employeesByPayId(tx, companyId, lines.map((l) => l.payId), reach);
        const unmatchPayid = [...new Map(lines.filter((l) => !employees.has(l.payId.toLowerCase())).map((l) => [l.payId.toLowerCase(), l.payId])).values()];
        const matched = lines.flatMap((line) => {
          const employee = employees.get(line.payId.toLowerCase());
          return employee ? [{ line, employee }] : [];
        });
        const employeeIds = [...new Set(matched.map((m) => m.employee.id))].sort();
        // One import or leave decision at a time per employee: the locks every timesheet and leave write takes, in id order.
        for (const id of employeeIds) await lockForEmployeeWrite(tx, companyId, id);
        const date = await companyToday(tx, companyId, context.now);
        const files = await this.streams.load(tx, context, balanceFilesStreamId(companyId), filesFold);
        const before = files.state.get(fileSha256);
        if (before) return { unmatchPayid, imported: 0, importedBefore: before };
        const current = await balancesOn(tx, companyId, employeeIds, date);
        const typeOf = new Map(leaveTypes.map((t) => [t.id, t]));

        // Every entry the file makes, worked out before anything is written: a file is imported whole or not at all.
        const planned = employeeIds.map((employeeId) => {
          const entries = matched
            .filter((m) => m.employee.id === employeeId)
            .flatMap(({ line, employee }) => {
              const type = typeOf.get(line.payTypeId);
              const dayHours = leaveDayHours(type ? { mode: type.conversion, ctDay: type.ctDay } : undefined, employee.standardHours, employee.convertUnit);
              const balance = lineHours(line, dayHours);
              const hours = importAdjustment(balance, current.get(`${employeeId}|${line.payTypeId}`) ?? 0);
              return hours === 0 ? [] : [{ line, employee, event: balanceImported({ employeeId, payTypeId: line.payTypeId, date, balance, hours, fileName: file.name, fileSha256 }) }];
            });
          return { employeeId, entries };
        });
        // An entry dated inside a closed pay period would move a balance payroll was paid from (the employee locks above hold closes back).
        const changing = planned.filter((p) => p.entries.length);
        const closed = await closedPeriodsOn(tx, changing.map((p) => p.employeeId), date);
        refuseClosedRows(
          changing.flatMap(({ employeeId, entries }) => {
            const period = closed.get(employeeId);
            return period ? entries.map(({ line, employee }) => ({ row: line.row, payId: line.payId, employeeName: employee.name, period })) : [];
          }),
          date,
        );

        let imported = 0;
        for (const { employeeId, entries } of changing) {
          const streamId = leaveBalanceStreamId(employeeId);
          const version = await this.streams.version(tx, companyId, streamId);
          await this.streams.append(
            tx,
            { ...context, source: 'import' },
            { id: streamId, type: LEAVE_BALANCE_STREAM, expected: version === 0 ? 'no_stream' : version },
            entries.map((e) => e.event),
          );
          imported += entries.length;
        }
        // Two imports of one file at once: one records it, the other loses the append race (409).
        await this.streams.append(tx, { ...context, source: 'import' }, { id: balanceFilesStreamId(companyId), type: BALANCE_FILES_STREAM, expected: files.version === 0 ? 'no_stream' : files.version }, [
          balanceFileImported({ fileName: file.name, fileSha256, date, imported }),
        ]);
        return { unmatchPayid, imported };
      });
    } catch (error) {
      if (error instanceof ConcurrencyError) throw new StaleForm(CONFLICT);
      throw error;
    }
  }
}
