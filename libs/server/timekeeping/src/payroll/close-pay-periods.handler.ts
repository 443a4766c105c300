import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { dayOf } from '@timekeep/domain-time-engine';
import { decideClose } from '@timekeep/domain-timekeeping';
import { EmployeeEntity } from '@timekeep/server-people';
import { CommandContext, OrmTx, Streams } from '@timekeep/server-platform';
import { In } from 'typeorm';
import { TimesheetCalculator } from '../core/timesheet-calculator';
import { CompanyFacts } from '../core/timesheet-inputs';
import { lockCompanyExclusive } from '../core/timesheet-locks';
import { PayPeriodEntity } from '../pay-periods/pay-period.entity';
import { appendToPayPeriod, mayChangePayPeriods, payPeriodFactsOf } from './pay-period-writes';
import { loadPeriods } from './payroll-transfers.queries';

/** Employees recomputed per engine call when a close makes its period whole first. */
const CLOSE_BATCH = 200;

/** POST /payrolltransfer/close: the selected pay periods, with the reason given. */
export class ClosePayPeriodsCommand {
  constructor(
    readonly context: CommandContext,
    readonly ids: readonly string[],
    readonly reason: string | null,
  ) {}
}

/**
 * Closes the selected periods in one transaction. The company's lock held exclusively waits for
 * every write in flight (they hold it shared) and holds back the next until the close commits:
 * an edit lands before the close, or is refused after it. The period's days are made whole
 * (any missing, stale or expiring day recomputed) and then frozen as paid.
 */
@CommandHandler(ClosePayPeriodsCommand)
export class ClosePayPeriodsHandler implements ICommandHandler<ClosePayPeriodsCommand, void> {
  constructor(
    private readonly streams: Streams,
    private readonly calculator: TimesheetCalculator,
  ) {}

  async execute({ context, ids, reason }: ClosePayPeriodsCommand): Promise<void> {
    mayChangePayPeriods(context.principal);
    await this.streams.transaction(async (tx) => {
      await lockCompanyExclusive(tx, context.principal.companyId);
      const periods = await loadPeriods(tx, context.principal.companyId, ids);
      const facts = await CompanyFacts.load(tx, context.principal.companyId);
      for (const period of periods) {
        const events = decideClose(payPeriodFactsOf(period), reason);
        if (!events.length) continue;
        await this.makeWhole(tx, facts, period, context.now);
        // The members of this moment are the people this run pays: their days are its, until it reopens.
        await tx.sql.query(
          `UPDATE timesheet_day SET frozen_by = $5 WHERE company_id = $1 AND date BETWEEN $3 AND $4 AND frozen_by IS NULL
             AND employee_id IN (SELECT id FROM employee WHERE company_id = $1 AND pay_group_id = $2)`,
          [period.companyId, period.payGroupId, period.fromDate, period.toDate, period.id],
        );
        await appendToPayPeriod(this.streams, tx, context, period, events);
      }
    });
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
