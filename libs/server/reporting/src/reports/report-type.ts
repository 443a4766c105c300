import type { ZodType, ZodTypeDef } from 'zod';
import type { ConditionOptionType, ReportCondition, ReportName, TableReportForm } from '@timekeep/contracts';
import type { OrmTx, Principal } from '@timekeep/server-platform';
import type { CompanyFacts } from '@timekeep/server-timekeeping';
import type { ReportTable } from '../table/report-table';

/** What a report's rows are computed from: the transaction, the reader, the company's facts and the clock. */
export interface ReportRun {
  tx: OrmTx;
  principal: Principal;
  facts: CompanyFacts;
  now: Date;
  progress: (processed: number, total: number) => Promise<void>;
}

/**
 * One report type: its definition (the conditions the form shows) and `table`, its conditions
 * turned into rows. Output (PDF, XLSX) is separate, so a scheduled send later runs the same
 * `table` with the conditions it stored and the dates its period names.
 */
export interface TableReportType<F extends TableReportForm = TableReportForm> {
  readonly id: ReportName;
  readonly name: string;
  readonly conditionOptionTypes: ConditionOptionType[];
  /** Conditions of this report besides the period, the option lists and the format (sorting, grouping, ...). */
  readonly ownConditions: Array<Omit<ReportCondition, 'options'> & { options: ReportCondition['options'] }>;
  readonly form: ZodType<F, ZodTypeDef, unknown>;
  /** Whether the reader may run it at all (each report as visible as what it shows). */
  allowed(principal: Principal): boolean;
  /**
   * How many employees the conditions cover: above the threshold, the report runs as a job. Without
   * it, the employees its pay groups, departments and employees select within the reader's reach.
   */
  size?(run: Omit<ReportRun, 'progress'>, form: F): Promise<number>;
  table(run: ReportRun, form: F): Promise<ReportTable>;
}

export const REPORT_TYPES = Symbol('REPORT_TYPES');

/** A select condition of fixed options. */
export function selectCondition(id: string, label: string, options: ReadonlyArray<{ value: string; label: string }>, defaultValue: string): TableReportType['ownConditions'][number] {
  return { id, type: 'select', label, defaultValue, multiple: false, options: [...options], conditionOptionType: null, hideFromSchedule: false, required: true };
}

export const SORTINGS = [
  { value: 'LastName', label: 'Last Name' },
  { value: 'FirstName', label: 'First Name' },
  { value: 'PayId', label: 'Pay ID' },
] as const;
export const SORTING_VALUES = ['LastName', 'FirstName', 'PayId'] as const;
