import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { Action, REPORT_NAMES, Resource } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import type { EmployeeEntity } from '@timekeep/server-people';
import type { Principal } from '@timekeep/server-platform';
import { CompanyFacts, type StoredTimesheetDay, timesheetTotals } from '@timekeep/server-timekeeping';
import { baseReportForm, choice, tableReportForm } from '../conditions/report-form';
import { grouped, ReportColumn, ReportRow, ReportTable, totalsOf } from '../table/report-table';
import { employeeName, ReportPopulation } from './report-population';
import { ReportRun, selectCondition, SORTING_VALUES, SORTINGS, TableReportType } from './report-type';

const GROUPINGS = [
  { value: 'Employee', label: 'Employee' },
  { value: 'Department', label: 'Department' },
  { value: 'PayType', label: 'Pay Type' },
  { value: 'None', label: 'None' },
] as const;

const form = tableReportForm(baseReportForm.extend({ sorting: choice(SORTING_VALUES), grouping: choice(['Employee', 'Department', 'PayType', 'None'] as const) }));
type Form = z.infer<typeof form>;

export const SUMMARY_COLUMNS: ReportColumn[] = [
  { key: 'employee', label: 'Employee', kind: 'text', width: 2 },
  { key: 'payId', label: 'Pay ID', kind: 'text' },
  { key: 'department', label: 'Department', kind: 'text', width: 2 },
  { key: 'payType', label: 'Pay Type', kind: 'text', width: 2 },
  { key: 'hours', label: 'Hours', kind: 'hours' },
  { key: 'units', label: 'Units', kind: 'number' },
];

/**
 * Each employee's pay-type totals for the period: the timesheet screen's Totals for the same
 * employee and dates (the same stored days, summed by the same function), one row per pay type.
 */
export function summaryRows(facts: CompanyFacts, employees: readonly EmployeeEntity[], days: ReadonlyMap<string, readonly StoredTimesheetDay[]>): ReportRow[] {
  const rows: ReportRow[] = [];
  for (const employee of employees) {
    for (const total of timesheetTotals(days.get(employee.id) ?? [])) {
      if (!total.value) continue;
      rows.push({
        employee: employeeName(employee),
        payId: employee.payId,
        department: facts.departmentNameOf(employee.departmentId),
        payType: total.name,
        hours: total.unit === 'hours' ? total.value : null,
        units: total.unit === 'units' ? total.value : null,
      });
    }
  }
  return rows;
}

export function summaryTable(rows: ReportRow[], grouping: Form['grouping'], subtitle: string[], employees: number): ReportTable {
  const key = { Employee: (r: ReportRow) => `${r.employee}${r.payId ? ` (${r.payId})` : ''}`, Department: (r: ReportRow) => String(r.department ?? ''), PayType: (r: ReportRow) => String(r.payType), None: null }[grouping];
  // Grouped by employee the groups keep the employees' order (the sorting chosen); otherwise by the group's name.
  const groups = grouped(SUMMARY_COLUMNS, rows, key, { employee: 'Total' }, grouping === 'Employee');
  return { report: REPORT_NAMES.TimesheetSummary, title: 'Timesheet Summary', subtitle, columns: SUMMARY_COLUMNS, groups, totals: totalsOf(SUMMARY_COLUMNS, rows, { employee: 'Total' }), employees };
}

export const periodLine = (f: { startDate: string; endDate: string }) => `Period ${f.startDate} to ${f.endDate}`;

@Injectable()
export class TimesheetSummaryReport implements TableReportType<Form> {
  readonly id = REPORT_NAMES.TimesheetSummary;
  readonly name = 'Timesheet Summary';
  readonly conditionOptionTypes = ['payGroup' as const, 'department' as const, 'employee' as const];
  readonly ownConditions = [selectCondition('sorting', 'Sort By', SORTINGS, 'LastName'), selectCondition('grouping', 'Group By', GROUPINGS, 'Employee')];
  readonly form = form;

  constructor(private readonly population: ReportPopulation) {}

  allowed(principal: Principal): boolean {
    return can(principal, Resource.Report, Action.Visible) && can(principal, Resource.Timesheet, Action.Visible);
  }

  async table(run: ReportRun, f: Form): Promise<ReportTable> {
    const employees = await this.population.employees(run.tx, run.principal, run.facts, f, f.sorting);
    const days = await this.population.days(run.facts, employees, f.startDate, f.endDate, run.now, (done) => run.progress(done, employees.length));
    return summaryTable(summaryRows(run.facts, employees, days), f.grouping, [periodLine(f)], employees.length);
  }
}
