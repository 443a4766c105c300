import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { decideReopen } from '@timekeep/domain-timekeeping';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { lockCompanyExclusive } from '../core/timesheet-locks';
import { appendToPayPeriod, mayChangePayPeriods, payPeriodFactsOf } from './pay-period-writes';
import { loadPeriods } from './payroll-transfers.queries';

/** POST /payrolltransfer/open: the selected pay periods, with the reason given. */
export class ReopenPayPeriodsCommand {
  constructor(
    readonly context: CommandContext,
    readonly ids: readonly string[],
    readonly reason: string | null,
  ) {}
}

/** Reopens the selected periods: their days may change again, and are recomputed when next read. */
@CommandHandler(ReopenPayPeriodsCommand)
export class ReopenPayPeriodsHandler implements ICommandHandler<ReopenPayPeriodsCommand, void> {
  constructor(private readonly streams: Streams) {}

  async execute({ context, ids, reason }: ReopenPayPeriodsCommand): Promise<void> {
    mayChangePayPeriods(context.principal);
    await this.streams.transaction(async (tx) => {
      await lockCompanyExclusive(tx, context.principal.companyId);
      for (const period of await loadPeriods(tx, context.principal.companyId, ids)) {
        const events = decideReopen(payPeriodFactsOf(period), reason);
        if (!events.length) continue;
        // Exactly the days this period's close froze, whichever pay group their employee is in now; what changed meanwhile shows.
        await tx.sql.query('UPDATE timesheet_day SET frozen_by = NULL, stale = true WHERE company_id = $1 AND frozen_by = $2', [period.companyId, period.id]);
        await appendToPayPeriod(this.streams, tx, context, period, events);
      }
    });
  }
}
