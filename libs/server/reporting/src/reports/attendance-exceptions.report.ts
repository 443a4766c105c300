import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { Action, EXCEPTION_NAMES, EXCEPTION_TYPES, REPORT_NAMES, Resource } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { sameTimes } from '@timekeep/domain-timekeeping';
import type { Principal } from '@timekeep/server-platform';
import { ExceptionReviewEntity, occurrencesOf } from '@timekeep/server-timekeeping';
import { In } from 'typeorm';
import { baseReportForm, choice, tableReportForm } from '../conditions/report-form';
import { grouped, ReportColumn, ReportRow, ReportTable } from '../table/report-table';
import { employeeName, ReportPopulation } from './report-population';
import { ReportRun, selectCondition, SORTING_VALUES, SORTINGS, TableReportType } from './report-type';
import { periodLine } from './timesheet-summary.report';


const CATEGORIES = [{ value: 'All', label: 'All Exceptions' }, ...EXCEPTION_TYPES.map((t) => ({ value: t, label: EXCEPTION_NAMES[t] }))];
const GROUPINGS = [
  { value: 'Employee', label: 'Employee' },
  { value: 'Category', label: 'Exception' },
  { value: 'Department', label: 'Department' },
  { value: 'None', label: 'None' },
] as const;

const form = tableReportForm(
  baseReportForm.extend({
    sorting: choice(SORTING_VALUES),
    grouping: choice(['Employee', 'Category', 'Department', 'None'] as const),
    category: choice(['All', ...EXCEPTION_TYPES] as const),
    status: choice(['All', 'Unreviewed', 'Reviewed'] as const),
  }),
);
type Form = z.infer<typeof form>;

const COLUMNS: ReportColumn[] = [
  { key: 'date', label: 'Date', kind: 'text' },
  { key: 'employee', label: 'Employee', kind: 'text', width: 2 },
  { key: 'department', label: 'Department', kind: 'text', width: 2 },
  { key: 'exception', label: 'Exception', kind: 'text', width: 2 },
  { key: 'scheduleIn', label: 'Sch In', kind: 'text' },
  { key: 'scheduleOut', label: 'Sch Out', kind: 'text' },
  { key: 'actualIn', label: 'Actual In', kind: 'text' },
  { key: 'actualOut', label: 'Actual Out', kind: 'text' },
  { key: 'reviewed', label: 'Reviewed', kind: 'text' },
  { key: 'count', label: 'Count', kind: 'number' },
];

/** 'yyyy-MM-ddTHH:mm' as 'dd/MM HH:mm' (the date matters for a night shift). */
const wall = (t: string | null) => (t ? `${t.slice(8, 10)}/${t.slice(5, 7)} ${t.slice(11, 16)}` : null);

/**
 * Every exception occurrence of the period: the time card exceptions list's rows (the same
 * occurrences of the same fresh days), reviewed or not, by the type chosen.
 */
@Injectable()
export class AttendanceExceptionsReport implements TableReportType<Form> {
  readonly id = REPORT_NAMES.AttendanceExceptions;
  readonly name = 'Attendance Exceptions';
  readonly conditionOptionTypes = ['payGroup' as const, 'department' as const, 'employee' as const];
  readonly ownConditions = [
    selectCondition('category', 'Exception', CATEGORIES, 'All'),
    selectCondition('status', 'Status', [
      { value: 'All', label: 'All' },
      { value: 'Unreviewed', label: 'Not Reviewed' },
      { value: 'Reviewed', label: 'Reviewed' },
    ], 'All'),
    selectCondition('sorting', 'Sort By', SORTINGS, 'LastName'),
    selectCondition('grouping', 'Group By', GROUPINGS, 'Employee'),
  ];
  readonly form = form;

  constructor(private readonly population: ReportPopulation) {}

  allowed(principal: Principal): boolean {
    return can(principal, Resource.Report, Action.Visible) && can(principal, Resource.Timesheet, Action.Visible);
  }

  async table(run: ReportRun, f: Form): Promise<ReportTable> {
    const employees = await this.population.employees(run.tx, run.principal, run.facts, f, f.sorting);
    const days = await this.population.days(run.facts, employees, f.startDate, f.endDate, run.now, (done) => run.progress(done, employees.length));
    const occurrences = employees.flatMap((e) => (days.get(e.id) ?? []).flatMap((d) => occurrencesOf(e.id, d as never)).map((o) => ({ o, e })));
    const reviews = occurrences.length ? await run.tx.manager.findBy(ExceptionReviewEntity, { exceptionId: In(occurrences.map(({ o }) => o.id)) }) : [];
    // A review counts while the schedule and punch times it saw are unchanged (ADR 0029), as on the exceptions list.
    const reviewOf = new Map(reviews.map((r) => [r.exceptionId, r]));
    const rows: ReportRow[] = [];
    for (const { o, e } of occurrences) {
      if (f.category !== 'All' && o.type !== f.category) continue;
      const review = reviewOf.get(o.id);
      const isReviewed = !!review && sameTimes(review, o);
      if ((f.status === 'Reviewed' && !isReviewed) || (f.status === 'Unreviewed' && isReviewed)) continue;
      rows.push({
        date: o.date,
        employee: employeeName(e),
        department: run.facts.departmentNameOf(e.departmentId),
        exception: EXCEPTION_NAMES[o.type],
        scheduleIn: wall(o.scheduleIn),
        scheduleOut: wall(o.scheduleOut),
        actualIn: wall(o.actualIn),
        actualOut: wall(o.actualOut),
        reviewed: isReviewed ? 'Yes' : 'No',
        count: 1,
      });
    }
    // Within an employee, by date; across employees, the sorting chosen (employees came sorted).
    const order = new Map(employees.map((e, i) => [employeeName(e), i]));
    rows.sort((a, b) => (order.get(String(a.employee)) ?? 0) - (order.get(String(b.employee)) ?? 0) || String(a.date).localeCompare(String(b.date)));
    const key = { Employee: (r: ReportRow) => String(r.employee), Category: (r: ReportRow) => String(r.exception), Department: (r: ReportRow) => String(r.department ?? ''), None: null }[f.grouping];
    const groups = grouped(COLUMNS, rows, key, { date: 'Total' }, f.grouping === 'Employee');
    const subtitle = [periodLine(f), `Exception: ${CATEGORIES.find((c) => c.value === f.category)?.label}`];
    return { report: this.id, title: this.name, subtitle, columns: COLUMNS, groups, totals: { date: 'Total', count: rows.length }, employees: employees.length };
  }
}
