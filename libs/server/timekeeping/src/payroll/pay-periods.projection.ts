import { EventType } from '@timekeep/contracts';
import type { PayPeriodEventData } from '@timekeep/domain-timekeeping';
import type { Projection, RecordedEvent } from '@timekeep/event-store';
import type { OrmTx } from '@timekeep/server-platform';

const actorName = (event: RecordedEvent) => event.metadata.actor.name ?? event.metadata.actor.id;

/** Inline: a period's closed and exported flags, with who closed it, in the transaction of the event. */
export class PayPeriodsProjection implements Projection<OrmTx> {
  readonly name = 'pay-periods';
  readonly version = 1;
  readonly tables = [] as const;

  async handle(events: readonly RecordedEvent[], tx: OrmTx): Promise<void> {
    for (const event of events) {
      const data = event.data as PayPeriodEventData & { draft?: boolean };
      switch (event.type) {
        case EventType.PayPeriodClosed:
          await tx.sql.query('UPDATE pay_period SET closed = true, closed_by = $2, closed_at = $3 WHERE id = $1', [data.payrollTransferId, actorName(event), event.recordedAt]);
          break;
        case EventType.PayPeriodReopened:
          await tx.sql.query('UPDATE pay_period SET closed = false WHERE id = $1', [data.payrollTransferId]);
          break;
        case EventType.PayPeriodExported:
          if (!data.draft) await tx.sql.query('UPDATE pay_period SET exported = true, exported_at = $2 WHERE id = $1', [data.payrollTransferId, event.recordedAt]);
          break;
      }
    }
  }
}
