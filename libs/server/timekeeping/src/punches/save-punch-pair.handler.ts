import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Action, Resource } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { decidePairChange, pairChangeOf } from '@timekeep/domain-timekeeping';
import { mustHave } from '@timekeep/server-people';
import { PayRuleLookup } from '@timekeep/server-pay-rules';
import { CommandContext } from '@timekeep/server-platform';
import { TimesheetWriter } from '../core/timesheet-writer';
import { checkRefs, PunchWriteResult } from './punch-writes';

/**
 * PUT /punch-pairs/{id}: the site, position, job, task and approval of a pair's punches; what the
 * form leaves out stays as it is. Its work code (position, job, task) changes only where the
 * company allows editing work codes (ADR 0065).
 */
export class SavePunchPairCommand {
  constructor(
    readonly context: CommandContext,
    readonly pairId: string,
    readonly change: { siteId?: string | null; positionId?: string | null; jobId?: string | null; taskId?: string | null; approved?: boolean },
    readonly version?: number,
  ) {}
}

@CommandHandler(SavePunchPairCommand)
export class SavePunchPairHandler implements ICommandHandler<SavePunchPairCommand, PunchWriteResult> {
  constructor(
    private readonly writer: TimesheetWriter,
    private readonly payRules: PayRuleLookup,
  ) {}

  async execute({ context, pairId, change, version }: SavePunchPairCommand): Promise<PunchWriteResult> {
    const punch = await this.writer.findPunch(context, pairId);
    const { days, version: after } = await this.writer.write(context, punch.employeeId, version, async ({ state, employee, companyFacts, tx }) => {
      const pair = await this.writer.pairOf(tx, punch);
      const approvedNow = state.approvals.has((pair.inPunchId ?? pair.outPunchId) as string);
      const approved = change.approved ?? approvedNow;
      // The pair form's approval is the approvals list's (ADR 0028): changing it needs the right to approve (and, decided
      // with the change, a whole pair). It does not need the list's company flag: the timesheet's pair form (document 2) has it either way.
      if (approved !== approvedNow) {
        const p = context.principal;
        mustHave(p.kind === 'system' || can(p, Resource.TimeApproval, Action.Approve));
      }
      const resolved = pairChangeOf(state, employee.id, { inPunchId: pair.inPunchId, outPunchId: pair.outPunchId, ...change, approved });
      await checkRefs(tx, this.payRules, employee.companyId, { workPlaceId: resolved.siteId, positionId: resolved.positionId, jobId: resolved.jobId, taskId: resolved.taskId });
      const events = decidePairChange(state, employee.id, resolved, { workCodeEditable: companyFacts.settings.allowEditWorkCode });
      return { events, dates: [punch.day], result: null };
    });
    return { punchIds: [pairId], days, version: after };
  }
}
