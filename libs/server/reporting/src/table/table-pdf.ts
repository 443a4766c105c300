import type { PdfDocument, PdfSource } from '@timekeep/server-platform';
import type { ReportCell, ReportColumn, ReportRow, ReportTable } from './report-table';

/**
 * Any report table as an A4 PDF, laid out for pdfmake as the weekly schedule is (ADR 0034) and
 * drawn by the platform's PDF renderer. This module stays light: the renderer's worker thread
 * loads it on its own.
 */
const GREY = '#666666';
const GREEN = '#2ebb7c';

export interface PdfInput {
  table: ReportTable;
  companyName: string;
  /** When it was printed, on the company's clock. */
  printedAt: string;
}

/** A cell as the report shows it: hours to two decimals, blanks for nothing. */
export function cellText(column: ReportColumn, value: ReportCell | undefined): string {
  if (value === null || value === undefined) return '';
  if (column.kind === 'hours' && typeof value === 'number') return value.toFixed(2);
  return String(value);
}

/** The document: pure, so what the PDF says can be checked without drawing it. */
export function tableDocument({ table, companyName, printedAt }: PdfInput): PdfDocument {
  const wide = table.columns.length > 6;
  // Figures get a fixed column wide enough for their heading; text columns share the rest.
  const widths = table.columns.map((c) => (c.kind === 'text' ? '*' : 56));
  // A fresh heading per table: pdfmake writes its layout into the cells it is given.
  const head = () => table.columns.map((c) => ({ text: c.label, style: 'head', alignment: c.kind === 'text' ? 'left' : 'right' }));
  const line = (row: ReportRow, style?: string) => table.columns.map((c) => ({ text: cellText(c, row[c.key]), alignment: c.kind === 'text' ? 'left' : 'right', ...(style ? { style } : {}) }));
  const content: Record<string, unknown>[] = [];
  for (const line2 of table.subtitle) content.push({ text: line2, style: 'subtitle' });
  const any = table.groups.some((g) => g.rows.length);
  if (!any) content.push({ text: 'Nothing to report for these conditions.', margin: [0, 12, 0, 0] });
  for (const group of any ? table.groups : []) {
    if (group.label !== null) content.push({ text: group.label, style: 'group' });
    const body = [head(), ...group.rows.map((r) => line(r)), ...(group.label !== null || !table.totals ? [line(group.totals, 'total')] : [])];
    content.push({ table: { headerRows: 1, widths, body }, layout: 'lightHorizontalLines', margin: [0, 0, 0, 8] });
  }
  if (any && table.totals && table.groups.length > 1) {
    content.push({ table: { widths, body: [line(table.totals, 'total')] }, layout: 'lightHorizontalLines', margin: [0, 4, 0, 0] });
  } else if (any && table.totals && table.groups.length === 1 && table.groups[0].label === null) {
    content.push({ table: { widths, body: [line(table.totals, 'total')] }, layout: 'lightHorizontalLines' });
  }
  return {
    info: { title: `${companyName}: ${table.title}`, subject: table.report, creator: 'Timekeep' },
    pageSize: 'A4',
    pageOrientation: wide ? 'landscape' : 'portrait',
    pageMargins: [28, 56, 28, 36],
    header: () => ({ margin: [28, 20, 28, 0], columns: [{ text: `${companyName}: ${table.title}`, style: 'title' }] }),
    footer: (page: number, pages: number) => ({
      margin: [28, 10, 28, 0],
      columns: [
        { text: `Printed ${printedAt}`, style: 'footer' },
        { text: `Page ${page} of ${pages}`, style: 'footer', alignment: 'right' },
      ],
    }),
    content,
    defaultStyle: { font: 'Roboto', fontSize: 8 },
    styles: {
      title: { fontSize: 14, bold: true, color: GREEN },
      subtitle: { fontSize: 9, color: GREY, margin: [0, 0, 0, 2] },
      group: { fontSize: 10, bold: true, margin: [0, 8, 0, 4] },
      head: { bold: true, fillColor: '#eeeeee' },
      total: { bold: true },
      footer: { fontSize: 7, color: GREY },
    },
  };
}

/** A report table as the PDF worker builds it (renderPdfOffThread). */
export const TABLE_PDF: PdfSource<PdfInput> = { file: __filename, exportName: 'tableDocument' };
