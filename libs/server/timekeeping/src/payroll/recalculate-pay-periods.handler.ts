import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { JobKind, JobRunDto } from '@timekeep/contracts';
import { decideRecalculate } from '@timekeep/domain-timekeeping';
import { EmployeeEntity } from '@timekeep/server-people';
import { CommandContext, JobsService, Streams } from '@timekeep/server-platform';
import { In } from 'typeorm';
import { mayChangePayPeriods, payPeriodFactsOf } from './pay-period-writes';
import { loadPeriods } from './payroll-transfers.queries';

/** POST /payrolltransfer/relcalculate: the selected pay periods. */
export class RecalculatePayPeriodsCommand {
  constructor(
    readonly context: CommandContext,
    readonly ids: readonly string[],
  ) {}
}

/** Recalculates the selected periods' employees in the worker, a run per period with anyone in it; refused when any is closed (document 3 §5). */
@CommandHandler(RecalculatePayPeriodsCommand)
export class RecalculatePayPeriodsHandler implements ICommandHandler<RecalculatePayPeriodsCommand, JobRunDto[]> {
  constructor(
    private readonly streams: Streams,
    private readonly jobs: JobsService,
  ) {}

  async execute({ context, ids }: RecalculatePayPeriodsCommand): Promise<JobRunDto[]> {
    mayChangePayPeriods(context.principal);
    const work = await this.streams.transaction(async (tx) => {
      const periods = await loadPeriods(tx, context.principal.companyId, ids);
      decideRecalculate(periods.map(payPeriodFactsOf));
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
}
