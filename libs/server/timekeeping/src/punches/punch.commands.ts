import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Action, PunchDayType, Resource, TIMESHEET_TEXTS } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { StaleForm } from '@timekeep/domain-kernel';
import {
  decideChangePunch,
  decideDeletePunch,
  decidePairChange,
  decideRecordPunches,
  knownPunch,
  NewPunch,
  PunchFacts,
  PunchTime,
  TimekeepingError,
  wallTimeOf,
} from '@timekeep/domain-timekeeping';
import { mustHave } from '@timekeep/server-people';
import { PayRuleLookup } from '@timekeep/server-pay-rules';
import { CommandContext, OrmTx } from '@timekeep/server-platform';
import { randomUUID } from 'node:crypto';
import type { TimesheetDayDto } from '@timekeep/contracts';
import { TimesheetWriter } from '../core/timesheet-writer';
import { PunchEntity } from '../core/punch.entity';

export interface PunchWriteResult {
  punchIds: string[];
  days: TimesheetDayDto[];
  version: number;
}

/** What a punch may be punched to: the company's workplace, position, job and the job's task. */
export async function checkRefs(tx: OrmTx, payRules: PayRuleLookup, companyId: string, facts: Partial<PunchFacts>): Promise<void> {
  if (facts.workPlaceId && !(await payRules.exists(tx, companyId, 'workplace', facts.workPlaceId))) throw new TimekeepingError('invalid', 'The chosen site does not exist.');
  const problem = await payRules.sectionsProblem(tx, companyId, [{ departmentId: facts.positionId ?? null, jobId: facts.jobId ?? null, taskId: facts.taskId ?? null, skills: [] } as never]);
  if (problem) throw new TimekeepingError('invalid', problem);
}

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
    const { result, days, version: after } = await this.writer.write(context, employeeId, existing ? undefined : version, async ({ state, employee, tx }) => {
      for (const p of punches) await checkRefs(tx, this.payRules, employee.companyId, p);
      if (existing) {
        const id = existing.id as string;
        const before = knownPunch(state, id);
        const row = await tx.manager.findOneBy(PunchEntity, { id });
        if (version !== undefined && row?.version !== version) throw new StaleForm(TIMESHEET_TEXTS.staleTimesheet);
        const events = decideChangePunch(state, employee.id, id, existing);
        return { events, dates: [before.day, existing.day], result: [id] };
      }
      const fresh: NewPunch[] = punches.map((p) => ({ ...p, id: randomUUID(), entry: 'Man' }));
      const events = decideRecordPunches(state, employee.id, fresh, { refuseSameMinute: sourceRefusesSameMinute(context), asPair: fresh.length === 2 });
      return { events, dates: fresh.map((p) => p.day), result: fresh.map((p) => p.id) };
    });
    return { punchIds: result, days, version: after };
  }
}

/** Punches from a clock, a kiosk or a file: every read kept, double reads included (the engine sets them aside). */
export class RecordClockPunchesCommand {
  constructor(
    readonly context: CommandContext,
    readonly employeeId: string,
    readonly punches: ReadonlyArray<{ local: string; jobId?: string | null; photo?: string | null; location?: string | null }>,
  ) {}
}

@CommandHandler(RecordClockPunchesCommand)
export class RecordClockPunchesHandler implements ICommandHandler<RecordClockPunchesCommand, PunchWriteResult> {
  constructor(private readonly writer: TimesheetWriter) {}

  async execute({ context, employeeId, punches }: RecordClockPunchesCommand): Promise<PunchWriteResult> {
    const { result, days, version } = await this.writer.write(context, employeeId, undefined, ({ state, employee }) => {
      // A clock knows wall times only: the pay date is the wall date until the engine pairs it.
      const fresh: NewPunch[] = punches.map((p) => ({
        id: randomUUID(),
        day: p.local.slice(0, 10),
        punchTime: p.local.slice(11, 16),
        dayType: 'Today' as PunchDayType,
        reason: null,
        workPlaceId: null,
        positionId: null,
        jobId: p.jobId ?? null,
        taskId: null,
        entry: 'Clock',
        photo: p.photo ?? null,
        location: p.location ?? null,
      }));
      const events = decideRecordPunches(state, employee.id, fresh, { refuseSameMinute: false });
      return { events, dates: fresh.map((p) => p.day), result: fresh.map((p) => p.id) };
    });
    return { punchIds: result, days, version };
  }
}

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
  constructor(private readonly writer: TimesheetWriter) {}

  async execute({ context, employeeId, punchId, reason, version }: DeletePunchCommand): Promise<PunchWriteResult> {
    const { days, version: after } = await this.writer.write(context, employeeId, version, ({ state, employee }) => {
      const punch = knownPunch(state, punchId);
      return { events: decideDeletePunch(state, employee.id, punchId, reason), dates: [punch.day, wallTimeOf(punch).slice(0, 10)], result: null };
    });
    return { punchIds: [punchId], days, version: after };
  }
}

/** PUT /punch-pairs/{id}: the site, position, job, task and approval of a pair's punches (no `approved`: the approval stays as it is). */
export class SavePunchPairCommand {
  constructor(
    readonly context: CommandContext,
    readonly pairId: string,
    readonly change: { siteId: string | null; positionId: string | null; jobId: string | null; taskId: string | null; approved?: boolean },
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
    const { days, version: after } = await this.writer.write(context, punch.employeeId, version, async ({ state, employee, tx }) => {
      await checkRefs(tx, this.payRules, employee.companyId, { workPlaceId: change.siteId, positionId: change.positionId, jobId: change.jobId, taskId: change.taskId });
      const pair = await this.writer.pairOf(tx, punch);
      const approvedNow = state.approvals.has((pair.inPunchId ?? pair.outPunchId) as string);
      const approved = change.approved ?? approvedNow;
      // The pair form's approval is the approvals list's (ADR 0028): changing it needs the right to approve (and, decided
      // with the change, a whole pair). It does not need the list's company flag: the timesheet's pair form (document 2) has it either way.
      if (approved !== approvedNow) {
        const p = context.principal;
        mustHave(p.kind === 'system' || can(p, Resource.TimeApproval, Action.Approve));
      }
      const events = decidePairChange(state, employee.id, { employeeId: employee.id, inPunchId: pair.inPunchId, outPunchId: pair.outPunchId, ...change, approved });
      return { events, dates: [punch.day], result: null };
    });
    return { punchIds: [pairId], days, version: after };
  }
}

export type { PunchEntity };
