import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { Action, REPORT_NAMES, Resource } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { Principal, Streams } from '@timekeep/server-platform';
import { PayPeriodEntity, PayPeriods, timesheetTotals } from '@timekeep/server-timekeeping';
import { baseReportForm, choice, tableReportForm } from '../conditions/report-form';
import { grouped, ReportColumn, ReportRow, ReportTable, totalsOf } from '../table/report-table';
import { ReportPopulation } from './report-population';
import { ReportRun, selectCondition, TableReportType } from './report-type';

const form = tableReportForm(baseReportForm.extend({ grouping: choice(['PayPeriod', 'Department'] as const) }));
type Form = z.infer<typeof form>;

const COLUMNS: ReportColumn[] = [
  { key: 'period', label: 'Pay Period', kind: 'text', width: 3 },
  { key: 'status', label: 'Status', kind: 'text' },
  { key: 'department', label: 'Department', kind: 'text', width: 2 },
  { key: 'payType', label: 'Pay Type', kind: 'text', width: 2 },
  { key: 'employees', label: 'Employees', kind: 'number' },
  { key: 'hours', label: 'Hours', kind: 'hours' },
  { key: 'units', label: 'Units', kind: 'number' },
];

/**
 * The pay periods of the chosen pay groups that touch the range, whole: each with its state
 * (Open, Closed, Exported) and its pay-type totals per department, summed from the same days as
 * the timesheet screen (a closed period's as paid). A closed period counts the people its close
 * froze; an open one its pay group's members now, as the payroll export does.
 */
@Injectable()
export class PayrollPeriodSummaryReport implements TableReportType<Form> {
  readonly id = REPORT_NAMES.PayrollPeriodSummary;
  readonly name = 'Payroll Period Summary';
  readonly conditionOptionTypes = ['payGroup' as const, 'department' as const];
  readonly ownConditions = [
    selectCondition('grouping', 'Group By', [
      { value: 'PayPeriod', label: 'Pay Period' },
      { value: 'Department', label: 'Department' },
    ], 'PayPeriod'),
  ];
  readonly form = form;

  constructor(
    private readonly streams: Streams,
    private readonly population: ReportPopulation,
    private readonly payPeriods: PayPeriods,
  ) {}

  allowed(principal: Principal): boolean {
    return can(principal, Resource.Report, Action.Visible) && can(principal, Resource.PayrollTransfer, Action.Visible);
  }

  async size(run: Omit<ReportRun, 'progress'>, f: Form): Promise<number> {
    return (await this.population.employees(run.tx, run.principal, run.facts, { ...f, payGroupIds: [], employeeIds: [] }, 'LastName')).length;
  }

  async table(run: ReportRun, f: Form): Promise<ReportTable> {
    const { tx, facts } = run;
    const groups = [...facts.payGroups.values()].filter((g) => !f.payGroupIds.length || f.payGroupIds.includes(g.id));
    // The periods' rows are made in a transaction of their own: a timesheet read making the same row meanwhile need not wait for the report.
    await this.streams.transaction((own) => this.payPeriods.generate(own, facts.companyId, groups, f.startDate, f.endDate));
    const periods = groups.length
      ? await tx.manager
          .createQueryBuilder(PayPeriodEntity, 'p')
          .where('p.company_id = :companyId AND p.pay_group_id IN (:...ids) AND p.from_date <= :to AND p.to_date >= :from', { companyId: facts.companyId, ids: groups.map((g) => g.id), from: f.startDate, to: f.endDate })
          .orderBy('p.from_date')
          .getMany()
      : [];
    // Everyone within reach and the departments chosen; each period then counts its own members.
    const people = await this.population.employees(tx, run.principal, facts, { ...f, payGroupIds: [], employeeIds: [] }, 'LastName');
    const byId = new Map(people.map((e) => [e.id, e]));
    const rows: ReportRow[] = [];
    let done = 0;
    for (const period of periods) {
      const members = period.closed
        ? (await tx.sql.query<{ id: string }>('SELECT DISTINCT employee_id AS id FROM timesheet_day WHERE company_id = $1 AND frozen_by = $2', [facts.companyId, period.id])).rows.map((r) => byId.get(r.id)).filter((e) => !!e)
        : people.filter((e) => e.payGroupId === period.payGroupId);
      const days = await this.population.days(facts, members, period.fromDate, period.toDate, run.now);
      const sums = new Map<string, { department: string; payType: string; unit: 'hours' | 'units'; value: number; employees: Set<string> }>();
      for (const employee of members) {
        const department = facts.departmentNameOf(employee.departmentId) ?? '';
        for (const total of timesheetTotals(days.get(employee.id) ?? [])) {
          if (!total.value) continue;
          const key = `${department}|${total.payTypeId}`;
          const sum = sums.get(key) ?? { department, payType: total.name, unit: total.unit, value: 0, employees: new Set<string>() };
          // Hours are summed in minutes, as the timesheet's totals are.
          sum.value += total.unit === 'hours' ? Math.round(total.value * 60) : total.value;
          sum.employees.add(employee.id);
          sums.set(key, sum);
        }
      }
      const name = `${facts.payGroups.get(period.payGroupId)?.name ?? ''} ${period.fromDate} to ${period.toDate}`;
      const status = period.exported ? 'Exported' : period.closed ? 'Closed' : 'Open';
      for (const s of [...sums.values()].sort((a, b) => a.department.localeCompare(b.department) || a.payType.localeCompare(b.payType))) {
        rows.push({ period: name, status, department: s.department, payType: s.payType, employees: s.employees.size, hours: s.unit === 'hours' ? Math.round((s.value / 60) * 100) / 100 : null, units: s.unit === 'units' ? s.value : null });
      }
      done += members.length;
      await run.progress(done, people.length * Math.max(periods.length, 1));
    }
    const key = f.grouping === 'PayPeriod' ? (r: ReportRow) => String(r.period) : (r: ReportRow) => String(r.department);
    // The Employees column counts people per row; summed it would count someone once per pay type.
    const sumsOf = (rs: ReportRow[]) => ({ ...totalsOf(COLUMNS, rs, { period: 'Total' }), employees: null });
    const table = grouped(COLUMNS, rows, key, { period: 'Total' }).map((g) => ({ ...g, totals: sumsOf(g.rows) }));
    return { report: this.id, title: this.name, subtitle: [`Pay periods touching ${f.startDate} to ${f.endDate}`], columns: COLUMNS, groups: table, totals: sumsOf(rows), employees: people.length };
  }
}
