import { EXCEPTION_TEXTS } from '@timekeep/contracts';
import { StaleForm } from '@timekeep/domain-kernel';
import { decideReview, exceptionReviewsFold, exceptionReviewsStreamId, ShownException, TimekeepingError } from '@timekeep/domain-timekeeping';
import { ConcurrencyError, NewEvent } from '@timekeep/event-store';
import { ManagementScope } from '@timekeep/server-organisation';
import { CommandContext, OrmTx, Streams } from '@timekeep/server-platform';
import { reachableEmployee } from '@timekeep/server-scheduling';

/** An exception to review: its id, and what the list showed of it (checked, so a changed one is not reviewed unseen). */
export interface ReviewRequest extends ShownException {
  id: string;
}

/**
 * Reviews and reverts: who may (the timesheet's editors, never the Employee role), every one of
 * the company and within the user's scope (else notFound, as if absent), all or nothing in one
 * transaction, one stream per employee. Reviewing changes no pay, so closed periods do not refuse
 * it (docs/decisions/0029-time-card-exceptions.md).
 */
export abstract class ReviewWrites {
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

export const groupBy = <T>(items: readonly T[], key: (t: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};
