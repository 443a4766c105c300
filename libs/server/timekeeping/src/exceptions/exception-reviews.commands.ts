import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EXCEPTION_TEXTS, ExceptionType } from '@timekeep/contracts';
import { StaleForm } from '@timekeep/domain-kernel';
import { decideReview, decideRevert, exceptionReviewsFold, exceptionReviewsStreamId, SeenException, ShownException, shownDiffers, TimekeepingError } from '@timekeep/domain-timekeeping';
import { ConcurrencyError, NewEvent } from '@timekeep/event-store';
import { ManagementScope } from '@timekeep/server-organisation';
import { mustHave } from '@timekeep/server-people';
import { CommandContext, OrmTx, Streams } from '@timekeep/server-platform';
import { reachableEmployee } from '@timekeep/server-scheduling';
import { In } from 'typeorm';
import { TimesheetWriter } from '../core/timesheet-writer';
import { TimeCardExceptionEntity } from '../core/time-card-exception.entity';
import { ExceptionReviewEntity } from './exception-review.entity';

/** An exception to review: its id, and what the list showed of it (checked, so a changed one is not reviewed unseen). */
export interface ReviewRequest extends ShownException {
  id: string;
}

/** POST /timesheet/hideException: review (hide) one or many. */
export class ReviewExceptionsCommand {
  constructor(
    readonly context: CommandContext,
    readonly requests: readonly ReviewRequest[],
  ) {}
}

/** POST /timesheet/showException: revert (show again) one or many. */
export class RevertExceptionsCommand {
  constructor(
    readonly context: CommandContext,
    readonly ids: readonly string[],
  ) {}
}

/**
 * Reviews and reverts: who may (the timesheet's editors, never the Employee role), every one of
 * the company and within the user's scope (else notFound, as if absent), all or nothing in one
 * transaction, one stream per employee. Reviewing changes no pay, so closed periods do not refuse
 * it (docs/decisions/0029-time-card-exceptions.md).
 */
abstract class ReviewWrites {
  constructor(
    protected readonly streams: Streams,
    private readonly scope: ManagementScope,
  ) {}

  protected async inScope(tx: OrmTx, context: CommandContext, employeeIds: Iterable<string>): Promise<void> {
    for (const id of new Set(employeeIds)) {
      try {
        await reachableEmployee(tx, this.scope, context.principal, id);
      } catch {
        throw new TimekeepingError('notFound', EXCEPTION_TEXTS.notFound);
      }
    }
  }

  /** Per employee: load their reviews, decide, append at the version read. */
  protected async perEmployee<T>(context: CommandContext, tx: OrmTx, groups: Map<string, T[]>, decide: (state: Parameters<typeof decideReview>[0], items: T[]) => NewEvent[]): Promise<number> {
    let changed = 0;
    for (const [employeeId, items] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
      const streamId = exceptionReviewsStreamId(employeeId);
      const { state, version } = await this.streams.load(tx, context, streamId, exceptionReviewsFold);
      const events = decide(state, items);
      if (!events.length) continue;
      await this.streams.append(tx, context, { id: streamId, type: 'exception-reviews', expected: version === 0 ? 'no_stream' : version }, events);
      changed += events.length;
    }
    return changed;
  }

  protected async run(work: (tx: OrmTx) => Promise<number>): Promise<number> {
    try {
      return await this.streams.transaction(work);
    } catch (error) {
      if (error instanceof ConcurrencyError) throw new StaleForm(EXCEPTION_TEXTS.changed);
      throw error;
    }
  }
}

const groupBy = <T>(items: readonly T[], key: (t: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};

@CommandHandler(ReviewExceptionsCommand)
export class ReviewExceptionsHandler extends ReviewWrites implements ICommandHandler<ReviewExceptionsCommand, number> {
  constructor(streams: Streams, scope: ManagementScope) {
    super(streams, scope);
  }

  async execute({ context, requests }: ReviewExceptionsCommand): Promise<number> {
    mustHave(TimesheetWriter.mayEdit(context));
    return this.run(async (tx) => {
      const ids = [...new Set(requests.map((r) => r.id))];
      const rows = await tx.manager.findBy(TimeCardExceptionEntity, { id: In(ids), companyId: context.principal.companyId });
      if (rows.length !== ids.length) throw new TimekeepingError('notFound', EXCEPTION_TEXTS.notFound);
      await this.inScope(tx, context, rows.map((r) => r.employeeId));
      const seen: SeenException[] = rows.map((r) => ({
        exceptionId: r.id,
        employeeId: r.employeeId,
        date: r.date,
        exceptionType: r.type as ExceptionType,
        shiftId: r.shiftId,
        scheduleIn: r.scheduleIn,
        scheduleOut: r.scheduleOut,
        actualIn: r.actualIn,
        actualOut: r.actualOut,
      }));
      const byId = new Map(seen.map((s) => [s.exceptionId, s]));
      if (requests.some((r) => shownDiffers(r, byId.get(r.id) as SeenException))) throw new StaleForm(EXCEPTION_TEXTS.changed);
      return this.perEmployee(context, tx, groupBy(seen, (s) => s.employeeId), decideReview);
    });
  }
}

@CommandHandler(RevertExceptionsCommand)
export class RevertExceptionsHandler extends ReviewWrites implements ICommandHandler<RevertExceptionsCommand, number> {
  constructor(streams: Streams, scope: ManagementScope) {
    super(streams, scope);
  }

  async execute({ context, ids }: RevertExceptionsCommand): Promise<number> {
    mustHave(TimesheetWriter.mayEdit(context));
    return this.run(async (tx) => {
      const unique = [...new Set(ids)];
      const reviews = await tx.manager.findBy(ExceptionReviewEntity, { exceptionId: In(unique), companyId: context.principal.companyId });
      if (reviews.length !== unique.length) throw new TimekeepingError('notFound', EXCEPTION_TEXTS.notFound);
      await this.inScope(tx, context, reviews.map((r) => r.employeeId));
      const reverts = reviews.map((r) => ({ exceptionId: r.exceptionId, employeeId: r.employeeId, date: r.date, exceptionType: r.type as ExceptionType }));
      return this.perEmployee(context, tx, groupBy(reverts, (r) => r.employeeId), decideRevert);
    });
  }
}
