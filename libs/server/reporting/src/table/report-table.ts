/**
 * What a report shows, independent of how it is drawn: a report type turns its conditions into
 * this (pure, serialisable: it crosses into a worker thread and could be kept for a schedule), and
 * the PDF and XLSX writers draw any of them the same way.
 */
export type ColumnKind = 'text' | 'hours' | 'number';

export interface ReportColumn {
  key: string;
  label: string;
  kind: ColumnKind;
  /** A text column's relative width in the XLSX sheet (1: a standard column). */
  width?: number;
}

export type ReportCell = string | number | null;
export type ReportRow = Record<string, ReportCell>;

export interface ReportGroup {
  /** Null: the report is not grouped (one group, no heading). */
  label: string | null;
  rows: ReportRow[];
  /** The group's sums of its hours and number columns. */
  totals: ReportRow;
}

export interface ReportTable {
  report: string;
  title: string;
  /** Lines under the title: the period, the conditions chosen. */
  subtitle: string[];
  columns: ReportColumn[];
  groups: ReportGroup[];
  /** The whole report's sums; null where a sum would mean nothing. */
  totals: ReportRow | null;
  /** Employees the report covers (how big it is). */
  employees: number;
}

/** Hours to two decimals, as the timesheet shows them. */
export const hours2 = (value: number): number => Math.round(value * 100) / 100;

/** Sums of the numeric columns over the rows, summed in minutes for hours so the sum is the timesheet's. */
export function totalsOf(columns: readonly ReportColumn[], rows: readonly ReportRow[], label: ReportRow = {}): ReportRow {
  const sums: ReportRow = { ...label };
  for (const column of columns) {
    if (column.kind === 'text') continue;
    let sum = 0;
    for (const row of rows) {
      const value = row[column.key];
      if (typeof value === 'number') sum += column.kind === 'hours' ? Math.round(value * 60) : value;
    }
    sums[column.key] = column.kind === 'hours' ? hours2(sum / 60) : sum;
  }
  return sums;
}

/**
 * Rows into groups by a key, each with its totals: in the order the groups first appear when
 * `ordered` (employees, already in the sorting chosen), else by the groups' names.
 */
export function grouped(columns: readonly ReportColumn[], rows: readonly ReportRow[], keyOf: ((row: ReportRow) => string) | null, totalLabel: ReportRow, ordered = false): ReportGroup[] {
  if (!keyOf) return [{ label: null, rows: [...rows], totals: totalsOf(columns, rows, totalLabel) }];
  const groups = new Map<string, ReportRow[]>();
  for (const row of rows) {
    const key = keyOf(row);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const entries = [...groups.entries()];
  if (!ordered) entries.sort(([a], [b]) => a.localeCompare(b));
  return entries.map(([label, members]) => ({ label, rows: members, totals: totalsOf(columns, members, totalLabel) }));
}
