import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { excelSerial, legacyWorkbook, NotASpreadsheet, readSpreadsheet, spreadsheetFormatOf, xlsxWorkbook } from './spreadsheet-reader';

/** What a user may type into a name or a Pay ID that a spreadsheet would run as a formula (issue 28, ADR 0048). */
const FORMULAS = ['=HYPERLINK("http://evil.test","x")', '@SUM(1)', '+1+2', '-2+3', '\t=1+1', '\r=1+1'];

/** Every cell holding one of FORMULAS, read back with its formula (if any) kept: each must be a text cell with no formula. */
function expectTextCells(bytes: Buffer): void {
  const book = XLSX.read(bytes, { type: 'buffer', cellFormula: true });
  const cells = Object.values(book.Sheets[book.SheetNames[0]]).filter((cell): cell is XLSX.CellObject => typeof cell === 'object' && cell !== null && 'v' in cell && FORMULAS.includes(String((cell as XLSX.CellObject).v)));
  expect(cells.map((cell) => ({ t: cell.t, f: cell.f, v: cell.v }))).toEqual(FORMULAS.map((v) => ({ t: 's', f: undefined, v })));
}

describe('the spreadsheet reader', () => {
  it('tells the kind of file by its bytes, among the kinds an import accepts', async () => {
    const xls = legacyWorkbook([{ name: 'Sheet', rows: [['a']] }]);
    const modern = new ExcelJS.Workbook();
    modern.addWorksheet('Sheet').addRow(['a']);
    const xlsx = Buffer.from(await modern.xlsx.writeBuffer());
    const csv = Buffer.from('a,b\n1,2\n');
    expect(spreadsheetFormatOf(xls, 'x.XLS', ['xls', 'xlsx'])).toBe('xls');
    expect(spreadsheetFormatOf(xlsx, 'x.xlsx', ['xls', 'xlsx'])).toBe('xlsx');
    // The name must be one of the accepted kinds; the bytes decide which.
    expect(spreadsheetFormatOf(xlsx, 'x.xls', ['xls', 'xlsx'])).toBe('xlsx');
    expect(spreadsheetFormatOf(csv, 'x.csv', ['xls', 'xlsx'])).toBeNull();
    expect(spreadsheetFormatOf(csv, 'x.csv', ['xls', 'xlsx', 'csv'])).toBe('csv');
    expect(spreadsheetFormatOf(csv, 'x.xls', ['xls', 'xlsx', 'csv'])).toBeNull();
    expect(spreadsheetFormatOf(xls, 'x.pdf', ['xls', 'xlsx'])).toBeNull();
    await expect(readSpreadsheet(Buffer.concat([xls.subarray(0, 8), Buffer.alloc(600, 7)]), 'xls')).rejects.toBeInstanceOf(NotASpreadsheet);
  });

  it('reads date and time cells of a legacy .xls as text, from their serial numbers', async () => {
    const bytes = legacyWorkbook([
      {
        name: 'Sheet',
        rows: [
          ['Pay ID', 'Date', 'Time', 'Both', 'Figure'],
          ['007', { serial: excelSerial('2026-03-02'), format: 'yyyy-mm-dd' }, { serial: excelSerial(null, '08:30'), format: 'hh:mm' }, { serial: excelSerial('2026-03-02', '22:15'), format: 'yyyy-mm-dd hh:mm' }, 7.5],
          [null, { serial: excelSerial(null, '00:00'), format: 'hh:mm' }],
        ],
      },
    ]);
    expect(await readSpreadsheet(bytes, 'xls')).toEqual([
      ['Pay ID', 'Date', 'Time', 'Both', 'Figure'],
      ['007', '2026-03-02', '08:30', '2026-03-02 22:15', 7.5],
      [null, '00:00'],
    ]);
  });

  it('reads the dates and times of an .xlsx the same way', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sheet');
    sheet.addRow(['007', new Date(Date.UTC(2026, 2, 2)), new Date(Date.UTC(1899, 11, 30, 8, 30)), new Date(Date.UTC(2026, 2, 2, 22, 15))]);
    sheet.getCell('B1').numFmt = 'yyyy-mm-dd';
    sheet.getCell('C1').numFmt = 'hh:mm';
    sheet.getCell('D1').numFmt = 'yyyy-mm-dd hh:mm';
    expect(await readSpreadsheet(Buffer.from(await workbook.xlsx.writeBuffer()), 'xlsx')).toEqual([['007', '2026-03-02', '08:30', '2026-03-02 22:15']]);
  });

  it('writes a legacy workbook that reads back with its sheets and formats', () => {
    const bytes = legacyWorkbook([
      { name: 'One', rows: [['a', 1]], widths: [10, 5] },
      { name: 'Two', rows: [['b']] },
    ]);
    expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]));
    const read = XLSX.read(bytes, { type: 'buffer' });
    expect(read.SheetNames).toEqual(['One', 'Two']);
    expect(XLSX.utils.sheet_to_json(read.Sheets.One, { header: 1 })).toEqual([['a', 1]]);
  });

  it('writes what looks like a formula as a text cell, never a formula, in a legacy .xls (the schedule template)', () => {
    expectTextCells(legacyWorkbook([{ name: 'Sheet', rows: [FORMULAS] }]));
  });

  it('writes what looks like a formula as a text cell, never a formula, in an .xlsx (the jobs template)', async () => {
    expectTextCells(await xlsxWorkbook({ name: 'Jobs', header: ['Name'], rows: FORMULAS.map((v) => [v]) }));
  });
});
