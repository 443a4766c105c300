import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { Action, REPORT_NAMES, Resource } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import type { JobCodeFields } from '@timekeep/domain-pay-rules';
import { PayRuleEntity } from '@timekeep/server-pay-rules';
import type { StoredTimesheetDay } from '@timekeep/server-timekeeping';
import type { Principal } from '@timekeep/server-platform';
import { In } from 'typeorm';
import { baseReportForm, choice, tableReportForm } from '../conditions/report-form';
import { grouped, hours2, ReportColumn, ReportRow, ReportTable, totalsOf } from '../table/report-table';
import { employeeName, ReportPopulation } from './report-population';
import { ReportRun, selectCondition, SORTING_VALUES, SORTINGS, TableReportType } from './report-type';
import { periodLine } from './timesheet-summary.report';

const NO_JOB = 'No job';
const NO_TASK = 'No task';

const form = tableReportForm(baseReportForm.extend({ sorting: choice(SORTING_VALUES), grouping: choice(['Job', 'Employee', 'None'] as const) }));
type Form = z.infer<typeof form>;

const COLUMNS: ReportColumn[] = [
  { key: 'job', label: 'Job', kind: 'text', width: 2 },
  { key: 'task', label: 'Task', kind: 'text', width: 2 },
  { key: 'employee', label: 'Employee', kind: 'text', width: 2 },
  { key: 'payId', label: 'Pay ID', kind: 'text' },
  { key: 'hours', label: 'Hours', kind: 'hours' },
];

/** A worked pair's job and task: its punch's, else its shift's (the schedule named the work). */
export function workedPairs(day: Pick<StoredTimesheetDay, 'workShifts' | 'unScheduledPairs'>): Array<{ jobId: string | null; taskId: string | null; minutes: number }> {
  const pairs = [
    ...day.workShifts.flatMap((s) => s.punchPairs.map((p) => ({ jobId: p.jobId ?? s.jobId, taskId: p.jobId ? p.taskId : (p.taskId ?? s.taskId), worktime: p.worktime }))),
    ...day.unScheduledPairs.map((p) => ({ jobId: p.jobId, taskId: p.taskId, worktime: p.worktime })),
  ];
  return pairs.filter((p) => p.worktime > 0).map((p) => ({ jobId: p.jobId, taskId: p.taskId, minutes: Math.round(p.worktime * 60) }));
}

/** Worked hours (each pair's worked time, as the timesheet shows it) per job, task and employee. */
@Injectable()
export class HoursByJobTaskReport implements TableReportType<Form> {
  readonly id = REPORT_NAMES.HoursByJobTask;
  readonly name = 'Hours by Job and Task';
  readonly conditionOptionTypes = ['payGroup' as const, 'department' as const, 'job' as const, 'employee' as const];
  readonly ownConditions = [
    selectCondition('sorting', 'Sort By', SORTINGS, 'LastName'),
    selectCondition('grouping', 'Group By', [
      { value: 'Job', label: 'Job' },
      { value: 'Employee', label: 'Employee' },
      { value: 'None', label: 'None' },
    ], 'Job'),
  ];
  readonly form = form;

  constructor(private readonly population: ReportPopulation) {}

  allowed(principal: Principal): boolean {
    return can(principal, Resource.Report, Action.Visible) && can(principal, Resource.Timesheet, Action.Visible);
  }

  async table(run: ReportRun, f: Form): Promise<ReportTable> {
    const employees = await this.population.employees(run.tx, run.principal, run.facts, f, f.sorting);
    const days = await this.population.days(run.facts, employees, f.startDate, f.endDate, run.now, (done) => run.progress(done, employees.length));
    const sums = new Map<string, { jobId: string | null; taskId: string | null; employeeIndex: number; minutes: number }>();
    employees.forEach((e, employeeIndex) => {
      for (const day of days.get(e.id) ?? []) {
        for (const pair of workedPairs(day)) {
          if (f.jobIds.length && (!pair.jobId || !f.jobIds.includes(pair.jobId))) continue;
          const key = `${pair.jobId}|${pair.taskId}|${e.id}`;
          const sum = sums.get(key) ?? { jobId: pair.jobId, taskId: pair.taskId, employeeIndex, minutes: 0 };
          sum.minutes += pair.minutes;
          sums.set(key, sum);
        }
      }
    });
    const ids = [...new Set([...sums.values()].flatMap((s) => [s.jobId, s.taskId]).filter((id): id is string => !!id))];
    const codes = ids.length ? await run.tx.manager.findBy(PayRuleEntity, { companyId: run.principal.companyId, id: In(ids) }) : [];
    const label = new Map(codes.map((c) => [c.id, `${(c.fields as JobCodeFields).code} - ${c.name}`]));
    const rows: ReportRow[] = [...sums.values()]
      .map((s) => ({ s, job: s.jobId ? (label.get(s.jobId) ?? s.jobId) : NO_JOB, task: s.taskId ? (label.get(s.taskId) ?? s.taskId) : NO_TASK }))
      .sort((a, b) => a.job.localeCompare(b.job) || a.task.localeCompare(b.task) || a.s.employeeIndex - b.s.employeeIndex)
      .map(({ s, job, task }) => ({ job, task, employee: employeeName(employees[s.employeeIndex]), payId: employees[s.employeeIndex].payId, hours: hours2(s.minutes / 60) }));
    const key = { Job: (r: ReportRow) => String(r.job), Employee: (r: ReportRow) => String(r.employee), None: null }[f.grouping];
    return { report: this.id, title: this.name, subtitle: [periodLine(f)], columns: COLUMNS, groups: grouped(COLUMNS, rows, key, { job: 'Total' }), totals: totalsOf(COLUMNS, rows, { job: 'Total' }), employees: employees.length };
  }
}
