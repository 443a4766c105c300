import { formulaSafe, type ListQuery, type Page } from '@timekeep/contracts';
import { isValidElement, type ReactNode } from 'react';
import type { DataColumn } from './DataTable';
import { YesNoIcon } from './marks';
import { StatusTag } from './Status';

export type ListFileFormat = 'csv' | 'xlsx';

/** The largest page the lists' API serves; an export reads the whole list in pages of it. */
export const EXPORT_PAGE_SIZE = 100;

export const LIST_EXPORT_TEXTS = {
  changed: 'The list changed while it was being downloaded. Download it again.',
  reading: (read: number, total: number) => `Downloading: ${read} of ${total} rows read`,
  done: (total: number) => `${total} ${total === 1 ? 'row' : 'rows'} downloaded`,
};

/** Refused when the list's rows moved while it was read page by page: a file would miss or repeat rows. */
export class ListChangedError extends Error {
  constructor() {
    super(LIST_EXPORT_TEXTS.changed);
  }
}

export type Cell = string | number;

/** The kit's marks that show a value without text (a tag, a tick), and the words they stand for. */
const MARK_TEXTS = new Map<unknown, (props: Record<string, unknown>) => string>([
  [StatusTag, (props) => (props['active'] ? 'Active' : 'Inactive')],
  [YesNoIcon, (props) => (props['on'] ? 'Yes' : 'No')],
]);

/**
 * The text of what a cell shows: its strings and numbers, in order, through any elements around
 * them, and the words of the kit's marks. Several tags in a cell are read as a list ("Admin, Employee").
 */
export function textOfNode(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) {
    const parts = node.map(textOfNode).filter((part) => part !== '');
    return parts.join(node.every((part) => isValidElement(part) || !part) ? ', ' : '');
  }
  if (isValidElement<Record<string, unknown> & { children?: ReactNode }>(node)) {
    const mark = MARK_TEXTS.get(node.type);
    return mark ? mark(node.props) : textOfNode(node.props.children);
  }
  return '';
}

/**
 * What a column says in a file: its own `text` when it has one, else the text of what it shows
 * (a tag's words, a link's text), else the row's field. Numbers stay numbers.
 */
export function cellOf<T>(column: DataColumn<T>, row: T): Cell {
  if (column.text) return column.text(row) ?? '';
  if (column.render) {
    const shown = column.render(row);
    if (typeof shown === 'number') return shown;
    // A control that shows its value without text of its own (a status select) says the row's field.
    const text = textOfNode(shown);
    if (text !== '') return text;
  }
  const value = (row as Record<string, unknown>)[column.key];
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return '';
}

export interface Sheet {
  header: string[];
  body: Cell[][];
}

/** The columns shown (and meant for a file), over every row. */
export function sheetOf<T>(columns: readonly DataColumn<T>[], rows: readonly T[]): Sheet {
  const inFile = columns.filter((c) => c.inFile !== false);
  return { header: inFile.map((c) => c.title), body: rows.map((row) => inFile.map((c) => cellOf(c, row))) };
}

/**
 * Every row of the list as the table asks for it (its search, sort and filters), page by page.
 * The total is checked on every page: rows added or removed meanwhile would shift the pages, so
 * the export is refused rather than written with a row missing or twice.
 */
export async function allRows<T>(fetchPage: (query: ListQuery) => Promise<Page<T>>, query: ListQuery, onProgress?: (read: number, total: number) => void): Promise<T[]> {
  const at = (page: number) => fetchPage({ ...query, page, pageSize: EXPORT_PAGE_SIZE });
  const first = await at(1);
  const rows = [...first.items];
  onProgress?.(rows.length, first.total);
  for (let page = 2; rows.length < first.total; page++) {
    const next = await at(page);
    if (next.total !== first.total || next.items.length === 0) throw new ListChangedError();
    rows.push(...next.items);
    onProgress?.(rows.length, first.total);
  }
  if (rows.length !== first.total) throw new ListChangedError();
  return rows;
}

/**
 * A CSV a spreadsheet opens safely: RFC 4180 quoting, CRLF, a byte-order mark so Excel reads
 * UTF-8 (Māori and accented names), and every text cell formula-safe (ADR 0048).
 */
export async function csvOf(sheet: Sheet): Promise<string> {
  const { stringify } = await import('csv-stringify/browser/esm/sync');
  return `\uFEFF${stringify([sheet.header, ...sheet.body], {
    record_delimiter: '\r\n',
    eof: false,
    cast: {
      // Quoted as well as prefixed, as OWASP advises and the server's writer does.
      string: (value) => {
        const safe = formulaSafe(value);
        return safe === value ? value : { value: safe, quoted: true };
      },
    },
  })}`;
}

/** An XLSX workbook of one sheet: text stored as text (never a formula, so nothing to neutralise), numbers as numbers. */
export async function xlsxOf(sheet: Sheet, name: string): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  // A sheet's name: at most 31 characters, none of : \ / ? * [ ] (Excel's rule).
  const worksheet = workbook.addWorksheet(name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'List');
  worksheet.addRow(sheet.header).font = { bold: true };
  for (const row of sheet.body) worksheet.addRow(row);
  worksheet.views = [{ state: 'frozen', ySplit: 1 }];
  worksheet.columns.forEach((column, index) => {
    const widest = Math.max(sheet.header[index]?.length ?? 0, ...sheet.body.map((row) => String(row[index] ?? '').length));
    column.width = Math.min(60, Math.max(8, widest + 2));
  });
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

/** A file name for the list as of today: "Employees 2026-11-30.csv". */
export const listFileName = (title: string, format: ListFileFormat, today: string) => `${title.replace(/[\\/:*?"<>|\s]+/g, ' ').trim() || 'List'} ${today}.${format}`;

/** Reads the whole list and writes it in the format asked: the file to save, and how many rows it holds. */
export async function listFile<T>(args: {
  title: string;
  format: ListFileFormat;
  today: string;
  columns: readonly DataColumn<T>[];
  fetchPage: (query: ListQuery) => Promise<Page<T>>;
  query: ListQuery;
  onProgress?: (read: number, total: number) => void;
}): Promise<{ blob: Blob; fileName: string; rows: number }> {
  const rows = await allRows(args.fetchPage, args.query, args.onProgress);
  const sheet = sheetOf(args.columns, rows);
  const fileName = listFileName(args.title, args.format, args.today);
  const blob =
    args.format === 'csv'
      ? new Blob([await csvOf(sheet)], { type: 'text/csv;charset=utf-8' })
      : new Blob([await xlsxOf(sheet, args.title)], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  return { blob, fileName, rows: rows.length };
}
