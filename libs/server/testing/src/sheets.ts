import ExcelJS from 'exceljs';

export type SheetRow = Record<string, string | number | null>;

/** The first sheet's rows under its header row (the row whose first cell is `first`), as objects keyed by the header; `lines` is every row as text. */
export async function sheetRows(xlsx: Buffer, first: string): Promise<{ rows: SheetRow[]; lines: string[][] }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xlsx as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const lines: Array<Array<string | number | null>> = [];
  sheet.eachRow({ includeEmpty: false }, (row) => lines.push((row.values as Array<string | number | null>).slice(1)));
  const at = lines.findIndex((l) => l[0] === first);
  const header = lines[at] as string[];
  const rows = lines.slice(at + 1).map((l) => Object.fromEntries(header.map((h, i) => [h, l[i] ?? null])));
  return { rows, lines: lines.map((l) => l.map((c) => (c === null || c === undefined ? '' : String(c)))) };
}
