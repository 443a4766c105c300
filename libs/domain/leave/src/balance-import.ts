import type { LeaveBalanceSettings } from '@timekeep/contracts';
import { Refusal, RefusalKind } from '@timekeep/domain-kernel';

/**
 * Leave balance settings and import (document 3 §3 "Leave balance settings", §9; docs/decisions/0033-leave-balance-import.md):
 * what a settings form may hold, and how a sheet's rows become one balance per employee and leave type. Pure: the
 * server reads the file and the records, this decides.
 */

/** A refusal of the settings or the import: `noSetting` is the spec's code; the others a sentence (400) or out of reach (404). */
export class BalanceImportError extends Refusal {
  constructor(
    readonly code: 'noSetting' | 'invalid' | 'notFound',
    message: string = code,
  ) {
    super(message);
    this.name = 'BalanceImportError';
  }

  get kind(): RefusalKind {
    return this.code === 'noSetting' ? 'code' : this.code;
  }

  override get answer(): string {
    return this.kind === 'code' ? this.code : this.message;
  }
}

/** A spreadsheet cell as the server's readers hand it over. */
export type Cell = string | number | null;

/** A leave type the company has: what the settings and the rows may name. */
export interface LeaveTypeRef {
  id: string;
  name: string;
  code: string;
}

/** The columns one setting names, counted from 0; several joined by '#' (document 3 §9). */
export function columnsOf(spec: string, what: string): number[] {
  const parts = spec.trim().split('#').map((p) => p.trim());
  if (!spec.trim() || parts.some((p) => !/^\d{1,3}$/.test(p))) throw new BalanceImportError('invalid', `${what}: enter column numbers counted from 0, several joined by '#' (for example 0 or 0#1).`);
  return parts.map(Number);
}

const invalid = (message: string) => new BalanceImportError('invalid', message);

/**
 * The settings form checked (document 3 §3): the pay ID column always; the pay type name column
 * when one pay type is on each row; the standard hours column a column or off (null); each offered
 * leave type at most once, with its column. Pay types are stored by id; what the form sent by name
 * or id is matched against the company's leave types only.
 */
export function checkBalanceSettings(input: LeaveBalanceSettings, leaveTypes: readonly LeaveTypeRef[]): LeaveBalanceSettings {
  columnsOf(input.payIdColumn, 'Pay ID column');
  const paytypeNameColumn = input.onePayTypePerRow ? input.paytypeNameColumn?.trim() || null : null;
  if (input.onePayTypePerRow) {
    if (!paytypeNameColumn) throw invalid('Pay type name column: required when each row holds one pay type.');
    columnsOf(paytypeNameColumn, 'Pay type name column');
  }
  if (input.standardHoursColumn !== null && !(Number.isInteger(input.standardHoursColumn) && input.standardHoursColumn >= 0 && input.standardHoursColumn < 1000)) {
    throw invalid('Standard hours column: enter a column number counted from 0.');
  }
  if (!input.leavebalanceVoList.length) throw invalid('Add at least one leave type to import.');
  const seen = new Set<string>();
  const leavebalanceVoList = input.leavebalanceVoList.map((item) => {
    const type = leaveTypes.find((t) => t.id === item.payType);
    if (!type) throw invalid('Choose a leave type from the list.');
    if (seen.has(type.id)) throw invalid(`${type.name} is set up twice; a pay type can be used once.`);
    seen.add(type.id);
    columnsOf(item.paytypeColumn, `${type.name} column`);
    return { payType: type.id, paytypeColumn: item.paytypeColumn.trim(), byDay: item.byDay };
  });
  return { onePayTypePerRow: input.onePayTypePerRow, standardHoursColumn: input.standardHoursColumn, payIdColumn: input.payIdColumn.trim(), paytypeNameColumn, leavebalanceVoList };
}

/** The leave types a settings form offers: leave-enabled ones, each once, by name. */
export function offeredLeaveTypes<T extends LeaveTypeRef>(types: readonly T[]): T[] {
  const byId = new Map(types.map((t) => [t.id, t]));
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id));
}

/** One balance the file states: the figure as written (hours, or days when `byDay`). */
export interface BalanceLine {
  /** The sheet's row number as a spreadsheet shows it (from 1). */
  row: number;
  payId: string;
  payTypeId: string;
  figure: number;
  byDay: boolean;
  /** Hours in the employee's day as the file states them (the standard hours column), else null. */
  standardHours: number | null;
}

const textOf = (cell: Cell): string => (cell === null ? '' : typeof cell === 'number' ? String(cell) : cell.trim());
const isBlank = (cell: Cell) => textOf(cell) === '';

/** A figure: a number cell, or text that is one (csv); null when the cell is blank; NaN when it is not a number. */
export function figureOf(cell: Cell): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : Number.NaN;
  const text = textOf(cell).replace(/,/g, '');
  if (!text) return null;
  return /^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
}

/** Combined figure columns add up (a carried-over and an accrued column make one balance); blank when all are blank. */
function combinedFigure(row: readonly Cell[], columns: readonly number[]): number | null {
  const figures = columns.map((c) => figureOf(row[c] ?? null));
  if (figures.every((f) => f === null)) return null;
  return figures.reduce<number>((sum, f) => sum + (f ?? 0), 0);
}

/** Combined text columns join: a pay ID split over a prefix and a number reads as one. */
const combinedText = (row: readonly Cell[], columns: readonly number[], separator: string) =>
  columns
    .map((c) => textOf(row[c] ?? null))
    .filter(Boolean)
    .join(separator);

const MAX_ROW_ERRORS = 5;

/**
 * The whole sheet read against the settings, or a refusal naming what is wrong (a column the file
 * lacks, a figure that is not a number, a leave type named twice for one pay ID, a pay type name
 * that is no leave type): nothing is imported from a file with any of these.
 * - Rows without a pay ID are skipped (blank lines); a blank figure states no balance.
 * - The first row is a header when none of its figure cells holds a number.
 * - One pay type per row: the row's pay type (by name or code) picks its setting; a leave type not
 *   set up for the import is not imported, as a column not set up is not.
 */
export function balanceLines(settings: LeaveBalanceSettings, sheet: readonly (readonly Cell[])[], leaveTypes: readonly LeaveTypeRef[]): BalanceLine[] {
  const payIdColumns = columnsOf(settings.payIdColumn, 'Pay ID column');
  const nameColumns = settings.onePayTypePerRow && settings.paytypeNameColumn ? columnsOf(settings.paytypeNameColumn, 'Pay type name column') : [];
  const items = settings.leavebalanceVoList.map((item) => ({ ...item, columns: columnsOf(item.paytypeColumn, 'Pay type column') }));
  const figureColumns = items.flatMap((i) => i.columns);
  const used = [...payIdColumns, ...nameColumns, ...figureColumns, ...(settings.standardHoursColumn === null ? [] : [settings.standardHoursColumn])];
  const width = sheet.reduce((w, row) => Math.max(w, row.length), 0);
  const missing = [...new Set(used.filter((c) => c >= width))].sort((a, b) => a - b);
  if (!sheet.length) throw invalid('The file has no rows.');
  if (missing.length) throw invalid(`The file has no column ${missing.join(', ')} (columns count from 0; the file has ${width}).`);

  const header = figureColumns.every((c) => figureOf(sheet[0][c] ?? null) === null || Number.isNaN(figureOf(sheet[0][c] ?? null))) && figureColumns.some((c) => !isBlank(sheet[0][c] ?? null));
  const typeByKey = new Map<string, LeaveTypeRef>();
  for (const t of leaveTypes) for (const key of [t.code, t.name]) typeByKey.set(key.trim().toLowerCase(), t);
  const itemOf = new Map(items.map((i) => [i.payType, i]));

  const errors: string[] = [];
  const lines: BalanceLine[] = [];
  const firstRowOf = new Map<string, number>();
  sheet.forEach((row, index) => {
    const rowNumber = index + 1;
    if (index === 0 && header) return;
    const payId = combinedText(row, payIdColumns, '');
    if (!payId) return;
    let standardHours: number | null = null;
    if (settings.standardHoursColumn !== null) {
      standardHours = figureOf(row[settings.standardHoursColumn] ?? null);
      if (standardHours !== null && (Number.isNaN(standardHours) || standardHours <= 0 || standardHours > 24)) {
        errors.push(`Row ${rowNumber}: the standard hours '${textOf(row[settings.standardHoursColumn] ?? null)}' are not hours in a day (above 0, at most 24).`);
        return;
      }
    }
    let rowItems = items;
    if (settings.onePayTypePerRow) {
      const name = combinedText(row, nameColumns, ' ');
      const type = typeByKey.get(name.toLowerCase());
      if (!type) {
        errors.push(`Row ${rowNumber}: '${name}' is not a leave type.`);
        return;
      }
      const item = itemOf.get(type.id);
      rowItems = item ? [item] : [];
    }
    for (const item of rowItems) {
      const figure = combinedFigure(row, item.columns);
      if (figure === null) continue;
      const type = leaveTypes.find((t) => t.id === item.payType);
      const typeName = type?.name ?? 'leave';
      if (Number.isNaN(figure)) {
        errors.push(`Row ${rowNumber}: the ${typeName} balance '${item.columns.map((c) => textOf(row[c] ?? null)).join(' ')}' is not a number.`);
        continue;
      }
      const key = `${payId.toLowerCase()}|${item.payType}`;
      const first = firstRowOf.get(key);
      if (first !== undefined) {
        errors.push(`Row ${rowNumber}: pay ID ${payId} repeats the ${typeName} balance of row ${first}.`);
        continue;
      }
      firstRowOf.set(key, rowNumber);
      lines.push({ row: rowNumber, payId, payTypeId: item.payType, figure, byDay: item.byDay, standardHours });
    }
  });
  if (errors.length) throw rowsRefused(errors);
  return lines;
}

/** The whole file refused for its rows' sake: the first few rows' messages, how many more, and what to do. */
function rowsRefused(errors: readonly string[], advice?: string): BalanceImportError {
  const more = errors.length > MAX_ROW_ERRORS ? ` (and ${errors.length - MAX_ROW_ERRORS} more)` : '';
  return invalid(`Nothing was imported. ${errors.slice(0, MAX_ROW_ERRORS).join(' ')}${more}${advice ? ` ${advice}` : ''}`);
}

/** A row whose employee's balance the import would change on a date a closed pay period froze for them. */
export interface ClosedRow {
  row: number;
  payId: string;
  employeeName: string;
  period: { payGroupName: string; fromDate: string; toDate: string };
}

/**
 * An imported balance is a ledger entry dated the import's date. When a closed pay period holds
 * that date for the employee (a period may be closed before it ends), payroll has already paid and
 * reported that period's leave from the balance as it stood: its balance at the period's end would
 * move under it. Such rows refuse the whole file, each named once, before anything is written
 * (docs/decisions/0033-leave-balance-import.md).
 */
export function refuseClosedRows(closed: readonly ClosedRow[], date: string): void {
  const rows = [...new Map(closed.map((c) => [c.row, c])).values()].sort((a, b) => a.row - b.row);
  if (!rows.length) return;
  const errors = rows.map(
    ({ row, payId, employeeName, period }) =>
      `Row ${row}: the balance of ${employeeName} (pay ID ${payId}) would change on ${date}, within the closed pay period ${period.payGroupName} ${period.fromDate} to ${period.toDate}.`,
  );
  throw rowsRefused(errors, "Please re-open the period in the 'Payroll Transfer' page to import these balances.");
}

/** Hours to two decimals, as balances are shown and compared. */
export const roundHours = (hours: number): number => Math.round(hours * 100) / 100;

/**
 * The balance a line states, in hours: a figure in hours as it is; a figure in days times the
 * hours of the employee's day, which is the file's standard hours when it states them, else what a
 * day of that leave is worth when taken (the engine's leaveDayHours, passed in).
 */
export function lineHours(line: BalanceLine, dayHours: number): number {
  if (!line.byDay) return roundHours(line.figure);
  return roundHours(line.figure * (line.standardHours ?? dayHours));
}

/** The ledger entry an import makes: the difference that brings the balance on the import's date to the file's; 0 makes none. */
export function importAdjustment(target: number, current: number): number {
  return roundHours(target - current);
}
