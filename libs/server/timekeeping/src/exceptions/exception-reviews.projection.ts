import { EventType } from '@timekeep/contracts';
import type { ExceptionReviewEvent } from '@timekeep/domain-timekeeping';
import type { Projection, RecordedEvent } from '@timekeep/event-store';
import type { OrmTx } from '@timekeep/server-platform';
import { ExceptionReviewEntity } from './exception-review.entity';

/** Inline: the list read right after a review or revert shows it. */
export class ExceptionReviewsProjection implements Projection<OrmTx> {
  readonly name = 'exception-reviews';
  // 2: the review keeps the schedule it saw as well (migration 1764300640000 fills it in for the rows before).
  readonly version = 2;
  readonly tables = ['exception_review'] as const;

  async handle(events: readonly RecordedEvent[], tx: OrmTx): Promise<void> {
    for (const recorded of events) {
      const event = { type: recorded.type, v: recorded.v, data: recorded.data } as ExceptionReviewEvent;
      if (event.type === EventType.ExceptionReviewed) {
        const d = event.data;
        await tx.manager.upsert(
          ExceptionReviewEntity,
          {
            exceptionId: d.exceptionId,
            companyId: recorded.companyId,
            employeeId: d.employeeId,
            date: d.date,
            type: d.exceptionType,
            scheduleIn: d.scheduleIn,
            scheduleOut: d.scheduleOut,
            actualIn: d.actualIn,
            actualOut: d.actualOut,
            reviewedBy: recorded.metadata.actor.name ?? recorded.metadata.actor.id,
            reviewedAt: new Date(recorded.metadata.occurredAt),
          },
          ['exceptionId'],
        );
      } else if (event.type === EventType.ExceptionReviewReverted) {
        await tx.manager.delete(ExceptionReviewEntity, { exceptionId: event.data.exceptionId });
      }
    }
  }
}
