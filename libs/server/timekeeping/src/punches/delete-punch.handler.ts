import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { decideDeletePunch, knownPunch, TimesheetStream, wallTimeOf } from '@timekeep/domain-timekeeping';
import { dateOf, dayOf } from '@timekeep/domain-time-engine';
import { EmployeeEntity } from '@timekeep/server-people';
import { CommandContext, OrmTx } from '@timekeep/server-platform';
import { CompanyFacts } from '../core/timesheet-inputs';
import { TimesheetCalculator } from '../core/timesheet-calculator';
import { TimesheetWriter } from '../core/timesheet-writer';
import { PunchWriteResult } from './punch-writes';

/** POST /timesheet/deleteSinglePunch (punchId, day, employeeId). */
export class DeletePunchCommand {
  constructor(
    readonly context: CommandContext,
    readonly employeeId: string,
    readonly punchId: string,
    readonly reason: string | null,
    readonly version?: number,
  ) {}
}

@CommandHandler(DeletePunchCommand)
export class DeletePunchHandler implements ICommandHandler<DeletePunchCommand, PunchWriteResult> {
  constructor(
    private readonly writer: TimesheetWriter,
    private readonly calculator: TimesheetCalculator,
  ) {}

  async execute({ context, employeeId, punchId, reason, version }: DeletePunchCommand): Promise<PunchWriteResult> {
    const { result, days, version: after } = await this.writer.write(context, employeeId, version, async ({ state, employee, companyFacts, tx }) => {
      const pair = await this.pairOf(tx, state, companyFacts, employee, punchId, context.now);
      const events = decideDeletePunch(state, employee.id, punchId, reason, pair);
      const deleted = events.map((e) => knownPunch(state, e.data.punchId));
      return { events, dates: [...new Set(deleted.flatMap((p) => [p.day, wallTimeOf(p).slice(0, 10)]))], result: deleted.map((p) => p.id) };
    });
    return { punchIds: result, days, version: after };
  }

  /**
   * The pair the punch is in, computed now under the write's locks: whether an auto-paired out
   * stays or goes with its in is decided on the pairs as they are, never on a stored day that may
   * be stale. Only an employee with auto-paired punches needs it.
   */
  private async pairOf(tx: OrmTx, state: TimesheetStream, facts: CompanyFacts, employee: EmployeeEntity, punchId: string, now: Date) {
    if (![...state.punches.values()].some((p) => p.entry === 'AutoPair')) return null;
    const day = dayOf(knownPunch(state, punchId).day);
    const computed = await this.calculator.recompute(tx, facts, employee, dateOf(day - 1), dateOf(day + 1), now);
    const pairs = computed.flatMap((d) => [...d.workShifts.flatMap((s) => s.punchPairs), ...d.unScheduledPairs]);
    return pairs.find((p) => p.inPunchId === punchId || p.outPunchId === punchId) ?? null;
  }
}
