import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { Action, REPORT_NAMES, Resource } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { balanceOn } from '@timekeep/domain-leave';
import { LeaveLedgerEntity, LeaveRequestEntity } from '@timekeep/server-leave';
import type { Principal } from '@timekeep/server-platform';
import { In } from 'typeorm';
import { baseReportForm, choice, tableReportForm } from '../conditions/report-form';
import { grouped, hours2, ReportColumn, ReportRow, ReportTable, totalsOf } from '../table/report-table';
import { employeeName, ReportPopulation } from './report-population';
import { ReportRun, selectCondition, SORTING_VALUES, SORTINGS, TableReportType } from './report-type';
import { periodLine } from './timesheet-summary.report';

const form = tableReportForm(baseReportForm.extend({ sorting: choice(SORTING_VALUES), grouping: choice(['Employee', 'LeaveType', 'None'] as const), leaveStatus: choice(['Approved', 'Pending', 'All'] as const) }));
type Form = z.infer<typeof form>;

const COLUMNS: ReportColumn[] = [
  { key: 'employee', label: 'Employee', kind: 'text', width: 2 },
  { key: 'payId', label: 'Pay ID', kind: 'text' },
  { key: 'leaveType', label: 'Leave Type', kind: 'text', width: 2 },
  { key: 'taken', label: 'Taken (hours)', kind: 'hours' },
  { key: 'balance', label: 'Balance at End (hours)', kind: 'hours' },
];

/**
 * Leave taken in the period (each request's days that fall in it, by the status chosen) and each
 * balance on the period's last day (the ledger's lines dated up to it: the leave balance screen's
 * figure). A type with a balance but nothing taken is listed too: a balance is what payroll asks.
 */
@Injectable()
export class LeaveTakenAndBalancesReport implements TableReportType<Form> {
  readonly id = REPORT_NAMES.LeaveTakenAndBalances;
  readonly name = 'Leave Taken and Balances';
  readonly conditionOptionTypes = ['payGroup' as const, 'department' as const, 'employee' as const];
  readonly ownConditions = [
    selectCondition('leaveStatus', 'Leave Status', [
      { value: 'Approved', label: 'Approved' },
      { value: 'Pending', label: 'Pending' },
      { value: 'All', label: 'Approved and Pending' },
    ], 'Approved'),
    selectCondition('sorting', 'Sort By', SORTINGS, 'LastName'),
    selectCondition('grouping', 'Group By', [
      { value: 'Employee', label: 'Employee' },
      { value: 'LeaveType', label: 'Leave Type' },
      { value: 'None', label: 'None' },
    ], 'Employee'),
  ];
  readonly form = form;

  constructor(private readonly population: ReportPopulation) {}

  allowed(principal: Principal): boolean {
    return can(principal, Resource.Report, Action.Visible) && can(principal, Resource.LeaveBalance, Action.Visible);
  }

  async table(run: ReportRun, f: Form): Promise<ReportTable> {
    const employees = await this.population.employees(run.tx, run.principal, run.facts, f, f.sorting);
    const ids = employees.map((e) => e.id);
    const statuses = f.leaveStatus === 'All' ? ['Approved', 'Pending'] : [f.leaveStatus];
    const requests = ids.length
      ? await run.tx.sql.query<Pick<LeaveRequestEntity, 'employeeId' | 'payTypeId' | 'days'>>(
          `SELECT employee_id AS "employeeId", pay_type_id AS "payTypeId", days FROM leave_request
            WHERE company_id = $1 AND employee_id = ANY($2::uuid[]) AND status = ANY($3::text[]) AND from_date <= $5 AND to_date >= $4`,
          [run.principal.companyId, ids, statuses, f.startDate, f.endDate],
        )
      : { rows: [] };
    const ledger = ids.length ? await run.tx.manager.findBy(LeaveLedgerEntity, { companyId: run.principal.companyId, employeeId: In(ids) }) : [];
    const taken = new Map<string, number>();
    for (const r of requests.rows) {
      const minutes = r.days.filter((d) => d.date >= f.startDate && d.date <= f.endDate).reduce((n, d) => n + d.minutes, 0);
      taken.set(`${r.employeeId}|${r.payTypeId}`, (taken.get(`${r.employeeId}|${r.payTypeId}`) ?? 0) + minutes);
    }
    const payTypes = new Map(run.facts.payTypes.map((t) => [t.id, t]));
    const rows: ReportRow[] = [];
    for (const employee of employees) {
      const types = new Set([...taken.keys()].filter((k) => k.startsWith(`${employee.id}|`)).map((k) => k.split('|')[1]));
      for (const line of ledger) if (line.employeeId === employee.id) types.add(line.payTypeId);
      for (const payTypeId of [...types].sort((a, b) => (payTypes.get(a)?.name ?? '').localeCompare(payTypes.get(b)?.name ?? ''))) {
        const lines = ledger.filter((l) => l.employeeId === employee.id && l.payTypeId === payTypeId);
        rows.push({
          employee: employeeName(employee),
          payId: employee.payId,
          leaveType: payTypes.get(payTypeId)?.name ?? payTypeId,
          taken: hours2((taken.get(`${employee.id}|${payTypeId}`) ?? 0) / 60),
          balance: lines.length ? balanceOn(lines, f.endDate) : null,
        });
      }
    }
    const key = { Employee: (r: ReportRow) => String(r.employee), LeaveType: (r: ReportRow) => String(r.leaveType), None: null }[f.grouping];
    // A sum of balances across types means nothing; the taken hours do add up.
    const totalsOnly = (rs: ReportRow[]) => ({ ...totalsOf(COLUMNS, rs, { employee: 'Total' }), balance: null });
    const groups = grouped(COLUMNS, rows, key, { employee: 'Total' }, f.grouping === 'Employee').map((g) => ({ ...g, totals: totalsOnly(g.rows) }));
    return { report: this.id, title: this.name, subtitle: [periodLine(f), `Leave status: ${f.leaveStatus === 'All' ? 'Approved and Pending' : f.leaveStatus}`], columns: COLUMNS, groups, totals: totalsOnly(rows), employees: employees.length };
  }
}
