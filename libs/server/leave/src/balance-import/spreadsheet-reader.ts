import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { BalanceImportError, type Cell } from '@timekeep/domain-leave';

/** The largest file the import takes; multer stops reading past it. */
export const MAX_BALANCE_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_BALANCE_FILE_TEXT = '5 MB';

export type SpreadsheetFormat = 'xlsx' | 'xls' | 'csv';

const NOT_A_SPREADSHEET = 'The file is not a spreadsheet: choose an .xls, .xlsx or .csv file.';
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const COMPOUND_FILE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/**
 * What the bytes are, whatever the name says (document 3 §5: xls, xlsx or csv): an Office Open XML
 * workbook is a zip, a legacy workbook an OLE compound file, a csv UTF-8 text without NUL bytes
 * (and only under a .csv name, since any text would pass). Anything else is refused before reading.
 */
export function spreadsheetFormatOf(bytes: Buffer, fileName: string): SpreadsheetFormat {
  const ext = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (!ext || !['xls', 'xlsx', 'csv'].includes(ext)) throw new BalanceImportError('invalid', NOT_A_SPREADSHEET);
  if (bytes.length >= 4 && bytes.subarray(0, 4).equals(ZIP)) return 'xlsx';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(COMPOUND_FILE)) return 'xls';
  if (ext === 'csv' && isText(bytes)) return 'csv';
  throw new BalanceImportError('invalid', NOT_A_SPREADSHEET);
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

/** A cell as the import's rules read it: numbers stay numbers, everything else its text. */
function cellOf(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('result' in value) return value.result === undefined ? null : cellOf(value.result as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  if ('error' in value) return String(value.error);
  return null;
}

function rowsOf(worksheet: ExcelJS.Worksheet | undefined): Cell[][] {
  const rows: Cell[][] = [];
  if (!worksheet) return rows;
  worksheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: Cell[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      cells[column - 1] = cellOf(cell.value);
    });
    rows[rowNumber - 1] = Array.from(cells, (c) => c ?? null);
  });
  return Array.from(rows, (r) => r ?? []);
}

/** The first sheet's rows, cells from column 0; a file that does not open as its format is not a spreadsheet. */
export async function readSpreadsheet(bytes: Buffer, format: SpreadsheetFormat): Promise<Cell[][]> {
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
      case 'xls': {
        const workbook = XLSX.read(bytes, { type: 'buffer', cellDates: true, cellFormula: false, cellHTML: false });
        const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
        if (!sheet) throw new Error('no sheet');
        const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null, blankrows: true });
        return rows.map((row) => row.map((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : typeof v === 'number' || typeof v === 'string' ? v : v === null || v === undefined ? null : String(v))));
      }
    }
  } catch (error) {
    if (error instanceof BalanceImportError) throw error;
    throw new BalanceImportError('invalid', NOT_A_SPREADSHEET);
  }
}
