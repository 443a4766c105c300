import { Injectable } from '@nestjs/common';
import { departmentsBelow } from '@timekeep/domain-organisation';
import { ManagementScope } from '@timekeep/server-organisation';
import { EmployeeEntity } from '@timekeep/server-people';
import { OrmTx, Principal, Streams } from '@timekeep/server-platform';
import { CompanyFacts, lockForEmployeeWrite, type StoredTimesheetDay, TimesheetCalculator } from '@timekeep/server-timekeeping';
import { In } from 'typeorm';
import type { BaseReportForm } from '../conditions/report-form';

/** Employees whose days are brought up to date in one transaction. */
export const DAYS_BATCH = 25;

export type ReportSorting = 'LastName' | 'FirstName' | 'PayId';

/**
 * Whom a report covers and their days: the employees the conditions choose WITHIN the reader's
 * reach. Departments out of reach (or of another company) choose nobody rather than refuse the
 * report: a supervisor asking for the whole company gets their own departments' rows.
 */
@Injectable()
export class ReportPopulation {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
    private readonly calculator: TimesheetCalculator,
  ) {}

  async employees(tx: OrmTx, principal: Principal, facts: CompanyFacts, form: Pick<BaseReportForm, 'payGroupIds' | 'positionIds' | 'employeeIds'>, sorting: ReportSorting): Promise<EmployeeEntity[]> {
    const reach = await this.scope.reachOf(principal);
    const chosen = form.positionIds.length ? departmentsBelow(facts.departments, form.positionIds) : null;
    const where: Record<string, unknown> = { companyId: principal.companyId };
    if (form.payGroupIds.length) where.payGroupId = In(form.payGroupIds);
    if (form.employeeIds.length) where.id = In(form.employeeIds);
    const found = await tx.manager.findBy(EmployeeEntity, where);
    return found.filter((e) => (reach === 'all' || reach.has(e.departmentId)) && (!chosen || chosen.has(e.departmentId))).sort(byName(sorting));
  }

  /**
   * The employees' days of from..to exactly as the timesheet screen answers them: a day stale or
   * past its trust is recomputed first (under the employee's locks), a closed period's day as paid.
   * A batch of employees per transaction of its own: a report over hundreds holds no employee's
   * lock for longer than its batch, so their punches are not kept waiting for the whole report.
   */
  async days(facts: CompanyFacts, employees: readonly EmployeeEntity[], from: string, to: string, now: Date, progress?: (done: number) => Promise<void>): Promise<Map<string, StoredTimesheetDay[]>> {
    const byEmployee = new Map<string, StoredTimesheetDay[]>();
    // The total is known before the first employee: the console shows 0 of N, not 0 of an unknown.
    if (progress) await progress(0);
    // In id order, as every multi-employee writer takes the employees' locks: no deadlock with them.
    const ordered = [...employees].sort((a, b) => a.id.localeCompare(b.id));
    for (let i = 0; i < ordered.length; i += DAYS_BATCH) {
      await this.streams.transaction(async (tx) => {
        for (const employee of ordered.slice(i, i + DAYS_BATCH)) {
          const stored = await this.calculator.fresh(tx, async () => facts, employee, from, to, now, () => lockForEmployeeWrite(tx, employee.companyId, employee.id));
          byEmployee.set(employee.id, stored.map((d) => d.data));
        }
      });
      if (progress) await progress(Math.min(i + DAYS_BATCH, ordered.length));
    }
    return byEmployee;
  }
}

export const employeeName = (e: Pick<EmployeeEntity, 'firstName' | 'lastName'>) => `${e.firstName} ${e.lastName}`.trim();

export function byName(sorting: ReportSorting) {
  return (a: EmployeeEntity, b: EmployeeEntity): number => {
    if (sorting === 'PayId') return (a.payId ?? '').localeCompare(b.payId ?? '', undefined, { numeric: true }) || employeeName(a).localeCompare(employeeName(b));
    if (sorting === 'FirstName') return a.firstName.localeCompare(b.firstName) || a.lastName.localeCompare(b.lastName);
    return a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName);
  };
}
