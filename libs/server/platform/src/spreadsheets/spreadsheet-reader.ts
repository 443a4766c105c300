import { Readable } from 'node:stream';
import { ArgumentsHost, Catch, ExceptionFilter, PayloadTooLargeException } from '@nestjs/common';
import type { Response } from 'express';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { checkZipBounds, UnreadableZip } from './zip-bounds';

/**
 * The one spreadsheet reader of the product (docs/decisions/0033-leave-balance-import.md): the
 * leave balance import and the schedule import read their files here. exceljs reads .xlsx and
 * .csv; @e965/xlsx (SheetJS Community Edition from the npm registry) reads legacy .xls and writes
 * the .xls templates we ship.
 */

/** The largest file an import takes; multer stops reading past it. */
export const MAX_SPREADSHEET_BYTES = 5 * 1024 * 1024;
export const MAX_SPREADSHEET_TEXT = '5 MB';

export type SpreadsheetFormat = 'xlsx' | 'xls' | 'csv';

/**
 * A cell as the imports' rules read it: numbers stay numbers, text stays text. A cell Excel holds
 * as a date or time becomes text: 'YYYY-MM-DD', 'HH:MM' (a time of no date) or 'YYYY-MM-DD HH:MM',
 * read from the cell's serial number, never through a time zone.
 */
export type SpreadsheetCell = string | number | null;

/** The bytes are not a workbook of an accepted kind, or its reader cannot open them. Each import says it in its own words. */
export class NotASpreadsheet extends Error {
  constructor() {
    super('The file is not a spreadsheet.');
    this.name = 'NotASpreadsheet';
  }
}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const COMPOUND_FILE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/**
 * What the bytes are, whatever the name says: an Office Open XML workbook is a zip, a legacy
 * workbook an OLE compound file, a csv UTF-8 text without NUL bytes (and only under a .csv name,
 * since any text would pass). The name must end with one of the accepted kinds; null when the
 * file is none of them.
 */
export function spreadsheetFormatOf(bytes: Buffer, fileName: string, accepted: readonly SpreadsheetFormat[]): SpreadsheetFormat | null {
  const ext = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (!ext || !accepted.some((format) => format === ext)) return null;
  if (bytes.length >= 4 && bytes.subarray(0, 4).equals(ZIP)) return accepted.includes('xlsx') ? 'xlsx' : null;
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(COMPOUND_FILE)) return accepted.includes('xls') ? 'xls' : null;
  if (ext === 'csv' && isText(bytes)) return 'csv';
  return null;
}

function isText(bytes: Buffer): boolean {
  if (!bytes.length || bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const DAY_MS = 86_400_000;

/** Text of a date, a time, or both, from the date's UTC fields (exceljs hands dates over in UTC). */
function dateTimeText(date: Date): string {
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}${date.getUTCSeconds() ? `:${pad(date.getUTCSeconds())}` : ''}`;
  // Excel's day 0 (1899-12-30 in exceljs' reckoning, 1899-12-31 in the 1900 system's) holds a time of no date.
  if (date.getTime() < Date.UTC(1900, 0, 1)) return time;
  const day = date.toISOString().slice(0, 10);
  return date.getTime() % DAY_MS === 0 ? day : `${day} ${time}`;
}

/** A date-formatted cell's serial number as text (the 1900 system with its phantom 29 February 1900, or the 1904 system). */
function serialText(serial: number, date1904: boolean): string {
  let days = Math.floor(serial);
  let seconds = Math.round((serial - days) * 86_400);
  if (seconds === 86_400) {
    days += 1;
    seconds = 0;
  }
  const time = `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}${seconds % 60 ? `:${pad(seconds % 60)}` : ''}`;
  if (days === 0 && !date1904) return time;
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : days > 60 ? Date.UTC(1899, 11, 30) : Date.UTC(1899, 11, 31);
  const day = new Date(epoch + days * DAY_MS).toISOString().slice(0, 10);
  return seconds ? `${day} ${time}` : day;
}

function cellOf(value: ExcelJS.CellValue): SpreadsheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return dateTimeText(value);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('result' in value) return value.result === undefined ? null : cellOf(value.result as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  if ('error' in value) return String(value.error);
  return null;
}

function rowsOf(worksheet: ExcelJS.Worksheet | undefined): SpreadsheetCell[][] {
  const rows: SpreadsheetCell[][] = [];
  if (!worksheet) return rows;
  worksheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: SpreadsheetCell[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      cells[column - 1] = cellOf(cell.value);
    });
    rows[rowNumber - 1] = Array.from(cells, (c) => c ?? null);
  });
  return Array.from(rows, (r) => r ?? []);
}

function legacyRows(bytes: Buffer): SpreadsheetCell[][] {
  // cellNF keeps each cell's number format, which tells a date or time from a plain number.
  const workbook = XLSX.read(bytes, { type: 'buffer', cellDates: false, cellNF: true, cellFormula: false, cellHTML: false });
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  if (!sheet) throw new NotASpreadsheet();
  const date1904 = workbook.Workbook?.WBProps?.date1904 === true;
  const rows: SpreadsheetCell[][] = [];
  if (!sheet['!ref']) return rows;
  const range = XLSX.utils.decode_range(sheet['!ref']);
  for (let r = 0; r <= range.e.r; r++) {
    const row: SpreadsheetCell[] = [];
    for (let c = 0; c <= range.e.c; c++) {
      const cell = sheet[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined;
      row.push(legacyCell(cell, date1904));
    }
    // Trailing empty cells are not part of the row, as exceljs reads them.
    while (row.length && row[row.length - 1] === null) row.pop();
    rows.push(row);
  }
  return rows;
}

function legacyCell(cell: XLSX.CellObject | undefined, date1904: boolean): SpreadsheetCell {
  if (!cell || cell.v === undefined || cell.v === null) return null;
  switch (cell.t) {
    case 'n':
      return typeof cell.z === 'string' && XLSX.SSF.is_date(cell.z) ? serialText(cell.v as number, date1904) : (cell.v as number);
    case 's':
      return String(cell.v);
    case 'd':
      return dateTimeText(cell.v as Date);
    case 'e':
      return cell.w ?? null;
    case 'z':
      return null;
    default:
      return String(cell.v);
  }
}

/**
 * The first sheet's rows, cells from column 0; a file that does not open as its format is not a
 * spreadsheet (NotASpreadsheet). An .xlsx is checked against the zip bounds first
 * (SpreadsheetOutOfBounds, a 400 with its sentence): exceljs never sees a zip bomb.
 */
export async function readSpreadsheet(bytes: Buffer, format: SpreadsheetFormat): Promise<SpreadsheetCell[][]> {
  if (format === 'xlsx') {
    try {
      await checkZipBounds(bytes);
    } catch (error) {
      throw error instanceof UnreadableZip ? new NotASpreadsheet() : error;
    }
  }
  try {
    switch (format) {
      case 'xlsx': {
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
        return rowsOf(workbook.worksheets[0]);
      }
      case 'csv': {
        const workbook = new ExcelJS.Workbook();
        // Cells stay text: a pay ID such as 00123 keeps its zeros; the rules read figures from text.
        const worksheet = await workbook.csv.read(Readable.from([bytes.toString('utf8').replace(/^\uFEFF/, '')]), { map: (value: unknown) => value });
        return rowsOf(worksheet);
      }
      case 'xls':
        return legacyRows(bytes);
    }
  } catch {
    throw new NotASpreadsheet();
  }
}

/** A cell of a workbook we write: text, a number, or a date or time shown in `format` (an Excel number format). */
export type WrittenCell = string | number | null | { serial: number; format: string };

/** Excel's serial number of a date ('YYYY-MM-DD') and, optionally, a time of day ('HH:MM'); a time alone when the date is null. */
export function excelSerial(date: string | null, time?: string): number {
  const days = date === null ? 0 : (Date.parse(`${date}T00:00:00Z`) - Date.UTC(1899, 11, 30)) / DAY_MS;
  const minutes = time ? Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) : 0;
  return days + minutes / 1440;
}

/** A legacy .xls workbook (BIFF8) of the sheets, each with its rows and column widths in characters. */
export function legacyWorkbook(sheets: ReadonlyArray<{ name: string; rows: ReadonlyArray<ReadonlyArray<WrittenCell>>; widths?: readonly number[] }>): Buffer {
  const workbook = XLSX.utils.book_new();
  for (const { name, rows, widths } of sheets) {
    const sheet: XLSX.WorkSheet = {};
    let lastColumn = 0;
    rows.forEach((row, r) =>
      row.forEach((value, c) => {
        if (value === null) return;
        lastColumn = Math.max(lastColumn, c);
        sheet[XLSX.utils.encode_cell({ r, c })] = typeof value === 'string' ? { t: 's', v: value } : typeof value === 'number' ? { t: 'n', v: value } : { t: 'n', v: value.serial, z: value.format };
      }),
    );
    sheet['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: Math.max(rows.length - 1, 0), c: lastColumn } });
    if (widths) sheet['!cols'] = widths.map((wch) => ({ wch }));
    XLSX.utils.book_append_sheet(workbook, sheet, name);
  }
  return XLSX.write(workbook, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

/** Multer stops a file past MAX_SPREADSHEET_BYTES; the answer says what the limit is (413). */
@Catch(PayloadTooLargeException)
export class SpreadsheetTooLargeFilter implements ExceptionFilter<PayloadTooLargeException> {
  catch(_: PayloadTooLargeException, host: ArgumentsHost): void {
    host.switchToHttp().getResponse<Response>().status(413).json({ message: `The file is larger than ${MAX_SPREADSHEET_TEXT}, the most an import takes.` });
  }
}

/** An .xlsx workbook of one sheet: a bold header row, then the rows; columns as wide as given (characters). */
export async function xlsxWorkbook(sheet: { name: string; header: readonly string[]; rows: ReadonlyArray<ReadonlyArray<string | number | null>>; widths?: readonly number[] }): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet(sheet.name);
  worksheet.addRow([...sheet.header]).font = { bold: true };
  for (const row of sheet.rows) worksheet.addRow([...row]);
  sheet.widths?.forEach((width, i) => (worksheet.getColumn(i + 1).width = width));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
