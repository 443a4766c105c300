import ExcelJS from 'exceljs';
import { deflatedRepeat, zipBombXlsx, zipOf } from '@timekeep/server-testing';
import { NotASpreadsheet, readSpreadsheet } from './spreadsheet-reader';
import { checkZipBounds, MAX_INFLATED_BYTES, SpreadsheetOutOfBounds, ZIP_BOUNDS_TEXT } from './zip-bounds';

describe('the zip bounds of an .xlsx upload', () => {
  afterEach(() => jest.restoreAllMocks());

  /** exceljs opens an .xlsx through workbook.xlsx: a zip past the bounds must never get there. */
  const parserOpened = () => jest.spyOn(ExcelJS.Workbook.prototype, 'xlsx', 'get');

  it('refuses a workbook whose sheet declares more than the bound, before any parser sees it', async () => {
    const opened = parserOpened();
    const bomb = await zipBombXlsx(MAX_INFLATED_BYTES / 1024 / 1024 + 1);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expect(readSpreadsheet(bomb, 'xlsx')).rejects.toThrow(new SpreadsheetOutOfBounds());
    expect(opened).not.toHaveBeenCalled();
  });

  it('refuses a workbook whose central directory lies about the sheet size, while inflating it', async () => {
    const opened = parserOpened();
    const liar = await zipBombXlsx(MAX_INFLATED_BYTES / 1024 / 1024 + 1, 1000);
    await expect(readSpreadsheet(liar, 'xlsx')).rejects.toThrow(ZIP_BOUNDS_TEXT);
    expect(opened).not.toHaveBeenCalled();
  });

  it('stops counting at the bound even when every entry tells the truth but together they pass it', async () => {
    const part = await deflatedRepeat(Buffer.alloc(1024, 0x30), 3);
    const parts = Array.from({ length: 4 }, (_, i) => ({ name: `xl/p${i}.xml`, deflated: part, declaredSize: 3 * 1024 }));
    await expect(checkZipBounds(zipOf(parts), { bytes: 10 * 1024, entries: 10 })).rejects.toBeInstanceOf(SpreadsheetOutOfBounds);
    await expect(checkZipBounds(zipOf(parts), { bytes: 12 * 1024, entries: 10 })).resolves.toBeUndefined();
  });

  it('refuses more entries than the bound', async () => {
    const part = await deflatedRepeat(Buffer.from('x'), 1);
    const parts = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}`, deflated: part, declaredSize: 1 }));
    await expect(checkZipBounds(zipOf(parts), { bytes: 1024, entries: 10 })).rejects.toBeInstanceOf(SpreadsheetOutOfBounds);
  });

  it('still reads an ordinary workbook, and calls a broken zip not a spreadsheet', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Sheet').addRow(['Pay ID', 'Hours']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await readSpreadsheet(bytes, 'xlsx')).toEqual([['Pay ID', 'Hours']]);
    await expect(readSpreadsheet(bytes.subarray(0, 200), 'xlsx')).rejects.toBeInstanceOf(NotASpreadsheet);
  });
});
