import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Action, Resource, TIME_APPROVAL_TEXTS } from '@timekeep/contracts';
import { StaleForm } from '@timekeep/domain-kernel';
import { can } from '@timekeep/domain-identity';
import { decideApprovals, PairToDecide, pairVersion, STALE_PAIR, TimekeepingError, timesheetFold, timesheetStreamId } from '@timekeep/domain-timekeeping';
import { dateOf, dayOf } from '@timekeep/domain-time-engine';
import { ConcurrencyError } from '@timekeep/event-store';
import { ManagementScope } from '@timekeep/server-organisation';
import { EmployeeEntity, mustHave } from '@timekeep/server-people';
import { CommandContext, OrmTx, Streams } from '@timekeep/server-platform';
import { reachableEmployee } from '@timekeep/server-scheduling';
import { In } from 'typeorm';
import { assertDatesOpen } from '../pay-periods/pay-periods';
import { PunchEntity } from '../core/punch.entity';
import { TimesheetCalculator } from '../core/timesheet-calculator';
import { CompanyFacts } from '../core/timesheet-inputs';
import { lockForEmployeeWrite } from '../core/timesheet-locks';
import { TimePairEntity } from '../core/time-pair.entity';

/** Refuses unless the company has time approvals on (document 3 §1 "isTimeApprovalEnabled"). */
export function assertApprovalsEnabled(facts: Pick<CompanyFacts, 'settings'>): void {
  if (!facts.settings.isTimeApprovalEnabled) throw new TimekeepingError('forbidden', TIME_APPROVAL_TEXTS.disabled);
}

/** POST /time-approvals/approveAllSelected and /unapproveAllSelected: punchPairIds, and optionally each pair's token as listed. */
export class ApproveTimeCommand {
  constructor(
    readonly context: CommandContext,
    readonly punchPairIds: readonly string[],
    readonly approve: boolean,
    /** The tokens the list gave, by pair id; a pair without one is approved as it is now. */
    readonly versions: ReadonlyMap<string, string> = new Map(),
  ) {}
}

/**
 * Approves or unapproves pairs of many employees in ONE transaction: every pair must be the
 * company's and within the user's scope, or nothing is written. Each employee's write takes the
 * locks a timesheet write takes (employees in id order, so two requests cannot deadlock), decides
 * against the pairs as the timesheet computes them now, refuses a closed period, appends, and
 * recomputes the pairs' periods so the pay changes with the reply.
 */
@CommandHandler(ApproveTimeCommand)
export class ApproveTimeHandler implements ICommandHandler<ApproveTimeCommand, { approvedPairs: number }> {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
    private readonly calculator: TimesheetCalculator,
  ) {}

  async execute({ context, punchPairIds, approve, versions }: ApproveTimeCommand): Promise<{ approvedPairs: number }> {
    const p = context.principal;
    mustHave(p.kind === 'system' || can(p, Resource.TimeApproval, Action.Approve));
    const ids = [...new Set(punchPairIds)];
    try {
      return await this.streams.transaction(async (tx) => {
        const facts = await CompanyFacts.load(tx, p.companyId);
        assertApprovalsEnabled(facts);
        const listed = await tx.manager.findBy(TimePairEntity, { companyId: p.companyId, pairId: In(ids) });
        if (listed.length !== ids.length) throw new TimekeepingError('notFound', 'This punch pair does not exist.');
        const byEmployee = new Map<string, TimePairEntity[]>();
        for (const pair of listed) byEmployee.set(pair.employeeId, [...(byEmployee.get(pair.employeeId) ?? []), pair]);
        // Every employee is checked before anything is written: one pair out of scope refuses the whole request.
        const employees: EmployeeEntity[] = [];
        for (const id of [...byEmployee.keys()].sort()) employees.push(await reachableEmployee(tx, this.scope, p, id));
        let changed = 0;
        for (const employee of employees) changed += await this.approveOne(tx, context, facts, employee, byEmployee.get(employee.id) as TimePairEntity[], approve, versions);
        return { approvedPairs: changed };
      });
    } catch (error) {
      if (error instanceof ConcurrencyError) throw new StaleForm(STALE_PAIR);
      throw error;
    }
  }

  private async approveOne(tx: OrmTx, context: CommandContext, facts: CompanyFacts, employee: EmployeeEntity, listed: TimePairEntity[], approve: boolean, versions: ReadonlyMap<string, string>): Promise<number> {
    await lockForEmployeeWrite(tx, employee.companyId, employee.id);
    const stream = await this.streams.load(tx, context, timesheetStreamId(employee.id), timesheetFold);
    const days = listed.map((l) => dayOf(l.date));
    const from = dateOf(Math.min(...days) - 1);
    const to = dateOf(Math.max(...days) + 1);
    // The pairs as the timesheet computes them now (recomputed first where a change marked them stale): what is current is approved.
    const fresh = await this.calculator.fresh(tx, async () => facts, employee, from, to, context.now, async () => undefined);
    const current = new Map(fresh.flatMap((d) => [...d.data.workShifts.flatMap((s) => s.punchPairs), ...d.data.unScheduledPairs].map((pair) => [pair.id, { pair, date: d.date }] as const)));
    const punchIds = [...current.values()].flatMap(({ pair }) => [pair.inPunchId, pair.outPunchId]).filter((id): id is string => !!id);
    const punchVersions = new Map((await tx.manager.find(PunchEntity, { select: { id: true, version: true }, where: { id: In(punchIds) } })).map((r) => [r.id, r.version]));
    const version = (id: string | null) => (id ? (punchVersions.get(id) ?? null) : null);
    const toDecide: PairToDecide[] = listed.map((l) => {
      const now = current.get(l.pairId);
      // Listed, but the timesheet pairs its punches otherwise now.
      if (!now) throw new StaleForm(STALE_PAIR);
      return { pairId: l.pairId, inPunchId: now.pair.inPunchId, outPunchId: now.pair.outPunchId, date: now.date, version: pairVersion(version(now.pair.inPunchId), version(now.pair.outPunchId)), expected: versions.get(l.pairId) };
    });
    const events = decideApprovals(stream.state, employee.id, toDecide, approve);
    if (!events.length) return 0;
    await assertDatesOpen(tx, employee.id, events.map((e) => e.data.date));
    await this.streams.append(tx, context, { id: timesheetStreamId(employee.id), type: 'timesheet', expected: stream.version === 0 ? 'no_stream' : stream.version }, events);
    await this.calculator.recompute(tx, facts, employee, from, to, context.now);
    return events.length;
  }
}
