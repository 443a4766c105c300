import { Injectable } from '@nestjs/common';
import { Action, JobKind, JobRunDto, PayrollTransferDto, Resource } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { dateOf, dayOf } from '@timekeep/domain-time-engine';
import { decideClose, decideRecalculate, decideReopen, PayPeriodEvent, PayPeriodFacts, payPeriodStreamId, TimekeepingError } from '@timekeep/domain-timekeeping';
import { EmployeeEntity, mustHave } from '@timekeep/server-people';
import { CommandContext, JobsService, OrmTx, Principal, Streams } from '@timekeep/server-platform';
import { In } from 'typeorm';
import { PayPeriodEntity } from '../pay-periods/pay-period.entity';
import { PayPeriods } from '../pay-periods/pay-periods';
import { TimesheetCalculator } from '../core/timesheet-calculator';
import { CompanyFacts } from '../core/timesheet-inputs';
import { lockCompanyExclusive } from '../core/timesheet-locks';
import { todayIn } from '../core/today';

/** Employees recomputed per engine call when a close makes its period whole first. */
const CLOSE_BATCH = 200;

const factsOf = (p: PayPeriodEntity): PayPeriodFacts => ({ id: p.id, payGroupId: p.payGroupId, fromDate: p.fromDate, toDate: p.toDate, closed: p.closed });

/**
 * Payroll transfers (document 3 §2 "Payroll transfers"): each pay group's periods, opened, closed,
 * recalculated and exported. Only a user who may change payroll transfers acts on them; they are
 * company-wide (a pay group's run), so a scope does not narrow them, but the export does.
 */
@Injectable()
export class PayrollTransfers {
  constructor(
    private readonly streams: Streams,
    private readonly periods: PayPeriods,
    private readonly calculator: TimesheetCalculator,
    private readonly jobs: JobsService,
  ) {}

  /** The periods of every pay group that touch the last `filterDays` days, up to the current one, newest first. */
  async search(principal: Principal, filterDays: number, now: Date): Promise<PayrollTransferDto[]> {
    return this.streams.transaction(async (tx) => {
      const facts = await CompanyFacts.load(tx, principal.companyId);
      const today = todayIn(facts.zone, now);
      const from = dateOf(dayOf(today) - filterDays);
      const groups = [...facts.payGroups.values()];
      await this.periods.generate(tx, principal.companyId, groups, from, today);
      const rows = await tx.sql.query<PayPeriodEntity & { pay_group_name: string }>(
        `SELECT p.id, p.pay_group_id AS "payGroupId", p.from_date::text AS "fromDate", p.to_date::text AS "toDate", p.closed, p.exported,
                p.closed_by AS "closedBy", p.closed_at AS "closedAt", p.exported_at AS "exportedAt", g.name AS pay_group_name
           FROM pay_period p JOIN pay_rule g ON g.id = p.pay_group_id
          WHERE p.company_id = $1 AND p.to_date >= $2 AND p.from_date <= $3
          ORDER BY p.from_date DESC, g.name`,
        [principal.companyId, from, today],
      );
      return rows.rows.map((p) => ({
        id: p.id,
        periodCode: `${p.pay_group_name} ${p.fromDate}`,
        fromDate: p.fromDate,
        toDate: p.toDate,
        isClosed: p.closed,
        isExported: p.exported,
        paygroupName: p.pay_group_name,
        paygroupId: p.payGroupId,
        closedBy: p.closedBy,
        closedAt: p.closedAt ? new Date(p.closedAt).toISOString() : null,
        exportedAt: p.exportedAt ? new Date(p.exportedAt).toISOString() : null,
      }));
    });
  }

  /**
   * Closes the selected periods in one transaction. The company's lock held exclusively waits for
   * every write in flight (they hold it shared) and holds back the next until the close commits:
   * an edit lands before the close, or is refused after it. The period's days are made whole
   * (any missing, stale or expiring day recomputed) and then frozen as paid.
   */
  async close(context: CommandContext, ids: readonly string[], reason: string | null): Promise<void> {
    this.mayChange(context.principal);
    await this.streams.transaction(async (tx) => {
      await lockCompanyExclusive(tx, context.principal.companyId);
      const periods = await this.load(tx, context.principal.companyId, ids);
      const facts = await CompanyFacts.load(tx, context.principal.companyId);
      for (const period of periods) {
        const events = decideClose(factsOf(period), reason);
        if (!events.length) continue;
        await this.makeWhole(tx, facts, period, context.now);
        // The members of this moment are the people this run pays: their days are its, until it reopens.
        await tx.sql.query(
          `UPDATE timesheet_day SET frozen_by = $5 WHERE company_id = $1 AND date BETWEEN $3 AND $4 AND frozen_by IS NULL
             AND employee_id IN (SELECT id FROM employee WHERE company_id = $1 AND pay_group_id = $2)`,
          [period.companyId, period.payGroupId, period.fromDate, period.toDate, period.id],
        );
        await this.append(tx, context, period, events);
      }
    });
  }

  /** Reopens the selected periods: their days may change again, and are recomputed when next read. */
  async open(context: CommandContext, ids: readonly string[], reason: string | null): Promise<void> {
    this.mayChange(context.principal);
    await this.streams.transaction(async (tx) => {
      await lockCompanyExclusive(tx, context.principal.companyId);
      for (const period of await this.load(tx, context.principal.companyId, ids)) {
        const events = decideReopen(factsOf(period), reason);
        if (!events.length) continue;
        // Exactly the days this period's close froze, whichever pay group their employee is in now; what changed meanwhile shows.
        await tx.sql.query('UPDATE timesheet_day SET frozen_by = NULL, stale = true WHERE company_id = $1 AND frozen_by = $2', [period.companyId, period.id]);
        await this.append(tx, context, period, events);
      }
    });
  }

  /** Recalculates the selected periods' employees in the worker; refused when any is closed (document 3 §5). */
  async recalculate(context: CommandContext, ids: readonly string[]): Promise<JobRunDto[]> {
    this.mayChange(context.principal);
    const work = await this.streams.transaction(async (tx) => {
      const periods = await this.load(tx, context.principal.companyId, ids);
      decideRecalculate(periods.map(factsOf));
      const employees = await tx.manager.findBy(EmployeeEntity, { companyId: context.principal.companyId, payGroupId: In([...new Set(periods.map((p) => p.payGroupId))]) });
      return periods.map((p) => ({ period: p, employeeIds: employees.filter((e) => e.payGroupId === p.payGroupId).map((e) => e.id) }));
    });
    const runs: JobRunDto[] = [];
    for (const { period, employeeIds } of work) {
      if (!employeeIds.length) continue;
      runs.push(await this.jobs.enqueue(context.principal, JobKind.RecalculateTimesheets, { employeeIds, from: period.fromDate, to: period.toDate, reason: 'pay period recalculation' }));
    }
    return runs;
  }

  /** The selected periods of the principal's company; any other id is not found (nothing acted on). */
  load(tx: OrmTx, companyId: string, ids: readonly string[]): Promise<PayPeriodEntity[]> {
    return loadPeriods(tx, companyId, ids);
  }

  private mayChange(principal: Principal): void {
    mustHave(principal.kind === 'system' || can(principal, Resource.PayrollTransfer, Action.Create));
  }

  private async append(tx: OrmTx, context: CommandContext, period: PayPeriodEntity, events: PayPeriodEvent[]): Promise<void> {
    await this.streams.append(tx, context, { id: payPeriodStreamId(period.id), type: 'pay-period', expected: 'any' }, events);
  }

  /** Recomputes, in batches, the pay group's employees whose days of the period are not all stored and trusted. */
  private async makeWhole(tx: OrmTx, facts: CompanyFacts, period: PayPeriodEntity, now: Date): Promise<void> {
    const length = dayOf(period.toDate) - dayOf(period.fromDate) + 1;
    const { rows } = await tx.sql.query<{ id: string }>(
      `SELECT e.id FROM employee e
        WHERE e.company_id = $1 AND e.pay_group_id = $2
          AND (SELECT count(*) FROM timesheet_day t WHERE t.employee_id = e.id AND t.date BETWEEN $3 AND $4
                 AND (t.frozen_by IS NOT NULL OR (NOT t.stale AND (t.valid_until IS NULL OR t.valid_until > $5)))) < $6
        ORDER BY e.id`,
      [period.companyId, period.payGroupId, period.fromDate, period.toDate, now, length],
    );
    for (let i = 0; i < rows.length; i += CLOSE_BATCH) {
      const employees = await tx.manager.findBy(EmployeeEntity, { id: In(rows.slice(i, i + CLOSE_BATCH).map((r) => r.id)) });
      await this.calculator.recomputeMany(tx, facts, employees, period.fromDate, period.toDate, now);
    }
  }
}

/** The selected periods of the company, oldest first; any other id is not found (nothing acted on). */
export async function loadPeriods(tx: OrmTx, companyId: string, ids: readonly string[]): Promise<PayPeriodEntity[]> {
  const unique = [...new Set(ids)];
  const valid = unique.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  const periods = valid.length ? await tx.manager.find(PayPeriodEntity, { where: { id: In(valid), companyId }, order: { fromDate: 'ASC' } }) : [];
  if (periods.length !== unique.length) throw new TimekeepingError('notFound', 'This pay period does not exist.');
  return periods;
}
