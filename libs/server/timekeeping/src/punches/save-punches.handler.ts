import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { TIMESHEET_TEXTS } from '@timekeep/contracts';
import { StaleForm } from '@timekeep/domain-kernel';
import { decideChangePunch, decideRecordPunches, knownPunch, NewPunch, PunchFacts, PunchTime } from '@timekeep/domain-timekeeping';
import { PayRuleLookup } from '@timekeep/server-pay-rules';
import { CommandContext } from '@timekeep/server-platform';
import { randomUUID } from 'node:crypto';
import { PunchEntity } from '../core/punch.entity';
import { TimesheetWriter } from '../core/timesheet-writer';
import { checkRefs, PunchWriteResult } from './punch-writes';

const sourceRefusesSameMinute = (context: CommandContext) => context.source === 'console' || context.source === 'api';

/** POST /api/punches/save (a new punch, or a punch modified when it has an id) and POST /timesheet/saveSinglePunch (one punch, or an in and out as a pair). */
export class SavePunchesCommand {
  constructor(
    readonly context: CommandContext,
    readonly employeeId: string,
    readonly punches: ReadonlyArray<PunchTime & PunchFacts & { id?: string | null }>,
    readonly version?: number,
  ) {}
}

@CommandHandler(SavePunchesCommand)
export class SavePunchesHandler implements ICommandHandler<SavePunchesCommand, PunchWriteResult> {
  constructor(
    private readonly writer: TimesheetWriter,
    private readonly payRules: PayRuleLookup,
  ) {}

  async execute({ context, employeeId, punches, version }: SavePunchesCommand): Promise<PunchWriteResult> {
    const existing = punches.length === 1 && punches[0].id ? punches[0] : null;
    // A modified punch is checked against its own version: other punches of the employee may have come in meanwhile.
    const { result, days, version: after } = await this.writer.write(context, employeeId, existing ? undefined : version, async ({ state, employee, companyFacts, tx }) => {
      for (const p of punches) await checkRefs(tx, this.payRules, employee.companyId, p);
      if (existing) {
        const id = existing.id as string;
        const before = knownPunch(state, id);
        const row = await tx.manager.findOneBy(PunchEntity, { id });
        if (version !== undefined && row?.version !== version) throw new StaleForm(TIMESHEET_TEXTS.staleTimesheet);
        const events = decideChangePunch(state, employee.id, id, existing, { workCodeEditable: companyFacts.settings.allowEditWorkCode });
        return { events, dates: [before.day, existing.day], result: [id] };
      }
      const fresh: NewPunch[] = punches.map((p) => ({ ...p, id: randomUUID(), entry: 'Man' }));
      const events = decideRecordPunches(state, employee.id, fresh, { refuseSameMinute: sourceRefusesSameMinute(context), asPair: fresh.length === 2 });
      return { events, dates: fresh.map((p) => p.day), result: fresh.map((p) => p.id) };
    });
    return { punchIds: result, days, version: after };
  }
}
