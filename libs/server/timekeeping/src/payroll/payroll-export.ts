import { Injectable } from '@nestjs/common';
import { PAYROLL_EXPORT_COLUMNS, PAYROLL_TEXTS, PayType } from '@timekeep/contracts';
import { departmentsBelow } from '@timekeep/domain-organisation';
import { decideExport, payPeriodStreamId, TimekeepingError } from '@timekeep/domain-timekeeping';
import { ManagementScope } from '@timekeep/server-organisation';
import { EmployeeEntity } from '@timekeep/server-people';
import { CommandContext, maySeePayRates, OrmTx, Principal, Streams } from '@timekeep/server-platform';
import { In } from 'typeorm';
import { PayCardLineEntity } from '../core/pay-card-line.entity';
import { payCardOf } from '../core/pay-card-view';
import { PayPeriodEntity } from '../pay-periods/pay-period.entity';
import { TimesheetCalculator } from '../core/timesheet-calculator';
import { CompanyFacts } from '../core/timesheet-inputs';
import { lockCompanyShared, lockEmployee } from '../core/timesheet-locks';
import { totalsOf } from '../core/timesheet-view';
import { loadPeriods } from './payroll-transfers.queries';

/** Employees per read: memory holds one batch's days, whatever the size of the company. */
export const EXPORT_BATCH = 500;

export type ExportKind = 'payroll' | 'allowance';

export interface PreparedExport {
  periods: PayPeriodEntity[];
  /** The departments whose employees are exported (with everything below them); null: all. */
  departments: ReadonlySet<string> | null;
  kind: ExportKind;
  /** Some period is still open: the file is a draft and no period is marked exported. */
  draft: boolean;
  fileName: string;
}

/** A day of the timesheet as the export reads it: the units of each pay type. */
export interface CardDay {
  date: string;
  payTypeTimes: ReturnType<typeof totalsOf>;
}

/** An employee's pay for a period: the pay card's exported lines with units, and the days behind them. */
export interface EmployeeCard {
  employee: EmployeeEntity;
  period: PayPeriodEntity;
  facts: CompanyFacts;
  details: Array<{ payType: PayType; unit: 'hours' | 'units'; effUnits: number }>;
  days: CardDay[];
}

export type ExportRow = Record<(typeof PAYROLL_EXPORT_COLUMNS)[number], string>;

const hours = (value: number) => value.toFixed(2);

/**
 * GET /payrolltransfer/exportCSV and /exportAllowance (document 3 §7, layout in
 * docs/payroll-export.md): one row per employee and pay type with the units payroll pays — the pay
 * card's Eff Units, which are the timesheet's totals unless someone set them — read a batch of
 * employees at a time so the file streams.
 */
@Injectable()
export class PayrollExport {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
    private readonly calculator: TimesheetCalculator,
  ) {}

  /** The periods and departments asked for, all the principal's to see, or not found: nothing is read otherwise. */
  async prepare(principal: Principal, ids: readonly string[], departmentIds: readonly string[], kind: ExportKind): Promise<PreparedExport> {
    return this.streams.transaction(async (tx) => {
      const periods = await loadPeriods(tx, principal.companyId, ids);
      const facts = await CompanyFacts.load(tx, principal.companyId);
      if (kind === 'allowance' && !facts.settings.specialCustomer) throw new TimekeepingError('forbidden', PAYROLL_TEXTS.allowanceOnly);
      if (!(await this.scope.canSee(principal, ...departmentIds))) throw new TimekeepingError('notFound', 'This department does not exist.');
      const reach = await this.scope.reachOf(principal);
      const chosen = departmentIds.length ? departmentsBelow(facts.departments, departmentIds) : null;
      const departments = reach === 'all' ? chosen : new Set([...(chosen ?? reach)].filter((id) => reach.has(id)));
      const draft = periods.some((p) => !p.closed);
      const span = `${periods[0].fromDate}_${periods.reduce((m, p) => (p.toDate > m ? p.toDate : m), periods[0].toDate)}`;
      return { periods, departments, kind, draft, fileName: `${kind === 'allowance' ? 'allowances' : 'payroll'}-${span}${draft ? '-DRAFT' : ''}.csv` };
    });
  }

  /** The file's rows, period by period and a batch of employees at a time (ordered by pay ID, then name). */
  async *rows(principal: Principal, prepared: PreparedExport, now: Date): AsyncGenerator<ExportRow> {
    // Exporting payroll is an Admin's right today; the Rate column still follows the pay rate right (ADR 0048).
    const rates = maySeePayRates(principal);
    for await (const card of this.cards(principal, prepared, now)) {
      for (const detail of card.details) {
        if (prepared.kind === 'allowance' && !detail.payType.isAllowance) continue;
        yield rowOf(card.employee, card.facts, detail.payType, detail.unit, detail.effUnits, card.period, rates);
      }
    }
  }

  /**
   * What payroll pays each employee for each period, employee by employee (ordered by pay ID, then
   * name): the pay card's exported lines with units, and the days' units behind them. The CSV and
   * Xero's timesheets are both made from it.
   */
  async *cards(principal: Principal, prepared: PreparedExport, now: Date): AsyncGenerator<EmployeeCard> {
    for (const period of prepared.periods) {
      let after = '';
      for (;;) {
        const batch = await this.streams.transaction((tx) => this.batch(tx, principal, prepared, period, after, now));
        for (const card of batch.cards) yield card;
        if (!batch.last) break;
        after = batch.last;
      }
    }
  }

  /**
   * Records that payroll was given the periods (a draft of an open one is recorded, not marked). A
   * period reopened while its file streamed was not exported closed: it is recorded as a draft.
   */
  async record(context: CommandContext, prepared: PreparedExport): Promise<void> {
    await this.streams.transaction(async (tx) => {
      await lockCompanyShared(tx, context.principal.companyId);
      for (const period of prepared.periods) {
        const now = await tx.manager.findOneByOrFail(PayPeriodEntity, { id: period.id });
        const closedThroughout = period.closed && now.closed && (now.closedAt?.getTime() ?? 0) === (period.closedAt?.getTime() ?? 0);
        const event = decideExport({ id: period.id, payGroupId: period.payGroupId, fromDate: period.fromDate, toDate: period.toDate, closed: closedThroughout }, prepared.departments ? [...prepared.departments] : []);
        await this.streams.append(tx, context, { id: payPeriodStreamId(period.id), type: 'pay-period', expected: 'any' }, [event]);
      }
    });
  }

  private async batch(tx: OrmTx, principal: Principal, prepared: PreparedExport, period: PayPeriodEntity, after: string, now: Date): Promise<{ cards: EmployeeCard[]; last: string | null }> {
    // A closed period pays the people its close froze, whichever pay group they are in now; an open one its group's members.
    const { rows: ids } = await tx.sql.query<{ id: string }>(
      period.closed
        ? `SELECT DISTINCT employee_id AS id FROM timesheet_day WHERE company_id = $1 AND frozen_by = $2 AND employee_id > $3 ORDER BY 1 LIMIT $4`
        : `SELECT id FROM employee WHERE company_id = $1 AND pay_group_id = $2 AND id > $3 ORDER BY 1 LIMIT $4`,
      [principal.companyId, period.closed ? period.id : period.payGroupId, after || '00000000-0000-0000-0000-000000000000', EXPORT_BATCH],
    );
    const employees = ids.length ? await tx.manager.find(EmployeeEntity, { where: { companyId: principal.companyId, id: In(ids.map((r) => r.id)) }, order: { id: 'ASC' } }) : [];
    if (!employees.length) return { cards: [], last: null };
    const last = ids.length === EXPORT_BATCH ? ids[ids.length - 1].id : null;
    const chosen = employees.filter((e) => e.record.isExport && (!prepared.departments || prepared.departments.has(e.departmentId)));
    if (!chosen.length) return { cards: [], last };
    const facts = await CompanyFacts.load(tx, principal.companyId);
    // An open period's days may be stale: bring them up to date under the locks a recalculation takes, as the timesheet screen would.
    const days = await this.days(tx, facts, chosen, period, now);
    const lines = await tx.manager.findBy(PayCardLineEntity, { employeeId: In(chosen.map((e) => e.id)), fromDate: period.fromDate });
    const payTypes = new Map(facts.payTypes.map((t) => [t.id, t]));
    const cards: EmployeeCard[] = [];
    const sorted = [...chosen].sort((a, b) => (a.payId ?? '').localeCompare(b.payId ?? '') || `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`));
    for (const employee of sorted) {
      const employeeDays = days.get(employee.id) ?? [];
      const totals = totalsOf(employeeDays);
      const card = payCardOf(employee, period, totals, lines.filter((l) => l.employeeId === employee.id), [], facts, 0);
      const details: EmployeeCard['details'] = [];
      for (const detail of card.details) {
        const payType = payTypes.get(detail.payTypeId);
        if (!payType || !payType.shouldExport || !detail.effUnits) continue;
        // The unit the timesheet paid it in; a row added by hand counts allowances in units, the rest in hours.
        const unit = totals.find((t) => t.payTypeId === payType.id)?.unit ?? (payType.isAllowance ? 'units' : 'hours');
        details.push({ payType, unit, effUnits: detail.effUnits });
      }
      cards.push({ employee, period, facts, details, days: employeeDays });
    }
    return { cards, last };
  }

  private async days(tx: OrmTx, facts: CompanyFacts, employees: EmployeeEntity[], period: PayPeriodEntity, now: Date): Promise<Map<string, CardDay[]>> {
    if (!period.closed) {
      await lockCompanyShared(tx, facts.companyId);
      for (const e of [...employees].sort((a, b) => a.id.localeCompare(b.id))) await lockEmployee(tx, e.id);
      const { rows } = await tx.sql.query<{ id: string }>(
        `SELECT e.id FROM unnest($1::uuid[]) AS e(id)
          WHERE (SELECT count(*) FROM timesheet_day t WHERE t.employee_id = e.id AND t.date BETWEEN $2 AND $3
                   AND (t.frozen_by IS NOT NULL OR (NOT t.stale AND (t.valid_until IS NULL OR t.valid_until > $4)))) < ($3::date - $2::date + 1)`,
        [employees.map((e) => e.id), period.fromDate, period.toDate, now],
      );
      const untrusted = new Set(rows.map((r) => r.id));
      if (untrusted.size) await this.calculator.recomputeMany(tx, facts, employees.filter((e) => untrusted.has(e.id)), period.fromDate, period.toDate, now);
    }
    const { rows } = await tx.sql.query<{ employee_id: string; date: string; pay: ReturnType<typeof totalsOf> }>(
      period.closed
        ? `SELECT employee_id, date::text AS date, data->'payTypeTimes' AS pay FROM timesheet_day WHERE employee_id = ANY($1::uuid[]) AND frozen_by = $2`
        : `SELECT employee_id, date::text AS date, data->'payTypeTimes' AS pay FROM timesheet_day WHERE employee_id = ANY($1::uuid[]) AND date BETWEEN $2 AND $3`,
      period.closed ? [employees.map((e) => e.id), period.id] : [employees.map((e) => e.id), period.fromDate, period.toDate],
    );
    const byEmployee = new Map<string, CardDay[]>();
    for (const r of rows) byEmployee.set(r.employee_id, [...(byEmployee.get(r.employee_id) ?? []), { date: r.date, payTypeTimes: r.pay }]);
    return byEmployee;
  }
}

function rowOf(employee: EmployeeEntity, facts: CompanyFacts, payType: PayType, unit: 'hours' | 'units', units: number, period: PayPeriodEntity, rates: boolean): ExportRow {
  const payRate = rates ? employee.record.payRate : null;
  return {
    'Pay ID': employee.payId ?? '',
    'Clock ID': employee.clockId === null ? '' : String(employee.clockId),
    Employee: `${employee.firstName} ${employee.lastName}`,
    Department: facts.departmentNameOf(employee.departmentId) ?? '',
    'Pay Type Code': payType.exportCode ?? payType.code,
    'Pay Type': payType.name,
    Unit: unit,
    Units: unit === 'hours' ? hours(units) : String(units),
    // An hourly rate is known for hours: the employee's rate times the pay type's factor.
    Rate: unit === 'hours' && payRate !== null ? (payRate * (payType.payRateFactor || 1)).toFixed(2) : '',
    'Period Start': period.fromDate,
    'Period End': period.toDate,
    'Pay Period': period.id,
    Status: period.closed ? 'Closed' : 'Open (draft)',
  };
}
