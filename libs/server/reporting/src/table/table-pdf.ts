import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import pdfMake, { type DocumentDefinition } from 'pdfmake';
import type { ReportCell, ReportColumn, ReportRow, ReportTable } from './report-table';

/**
 * Any report table as an A4 PDF with pdfmake, as the weekly schedule is drawn (ADR 0034): the
 * Roboto fonts pdfmake ships, no URL fetched, no file read outside that folder.
 */
const FONT_DIR = dirname(require.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'));
pdfMake.setFonts({
  Roboto: {
    normal: join(FONT_DIR, 'Roboto-Regular.ttf'),
    bold: join(FONT_DIR, 'Roboto-Medium.ttf'),
    italics: join(FONT_DIR, 'Roboto-Italic.ttf'),
    bolditalics: join(FONT_DIR, 'Roboto-MediumItalic.ttf'),
  },
});
pdfMake.setUrlAccessPolicy(() => false);
pdfMake.setLocalAccessPolicy((path) => dirname(path) === FONT_DIR);

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
export function tableDocument({ table, companyName, printedAt }: PdfInput): DocumentDefinition {
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

export async function tablePdf(input: PdfInput): Promise<Buffer> {
  return pdfMake.createPdf(tableDocument(input)).getBuffer();
}

/** Drawn in a worker thread: pdfmake lays out synchronously, which on the API's thread would hold every other request. */
export function tablePdfOffThread(input: PdfInput): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(join(__dirname, 'table-pdf.worker.js'), { workerData: input });
    worker.once('message', (pdf: Uint8Array) => resolve(Buffer.from(pdf)));
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`The PDF worker stopped with exit code ${code}.`))));
  });
}
