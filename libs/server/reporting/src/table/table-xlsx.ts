import ExcelJS from 'exceljs';
import type { ReportRow, ReportTable } from './report-table';

/**
 * Any report table as an .xlsx workbook (exceljs): one sheet, the title and conditions on top,
 * then a header row, each group's heading, rows and total. Hours are numbers with two decimals
 * (not text), so a payroll clerk can sum them in the sheet.
 */
export async function tableXlsx(table: ReportTable, companyName: string, printedAt: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Timekeep';
  const sheet = book.addWorksheet(table.title.slice(0, 31));
  sheet.addRow([`${companyName}: ${table.title}`]).font = { bold: true, size: 14 };
  for (const line of table.subtitle) sheet.addRow([line]);
  sheet.addRow([`Printed ${printedAt}`]);
  sheet.addRow([]);
  const header = sheet.addRow(table.columns.map((c) => c.label));
  header.font = { bold: true };
  header.eachCell((cell) => (cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEEEEEE' } }));
  const values = (row: ReportRow) => table.columns.map((c) => row[c.key] ?? null);
  for (const group of table.groups) {
    if (group.label !== null) sheet.addRow([group.label]).font = { bold: true };
    for (const row of group.rows) sheet.addRow(values(row));
    if (group.label !== null || !table.totals) sheet.addRow(values(group.totals)).font = { bold: true };
  }
  if (table.totals) sheet.addRow(values(table.totals)).font = { bold: true };
  table.columns.forEach((c, i) => {
    const column = sheet.getColumn(i + 1);
    column.width = c.kind === 'text' ? Math.max(14, (c.width ?? 1) * 18) : 12;
    if (c.kind === 'hours') column.numFmt = '0.00';
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
