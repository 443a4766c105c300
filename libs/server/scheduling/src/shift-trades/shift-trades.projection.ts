import { EventType } from '@timekeep/contracts';
import type { ShiftTradeEvent } from '@timekeep/domain-scheduling';
import type { Projection, RecordedEvent } from '@timekeep/event-store';
import type { OrmTx } from '@timekeep/server-platform';
import { ShiftTradeEntity } from './shift-trade.entity';

/** Inline: a trade's next step reads its row under its lock. */
export class ShiftTradesProjection implements Projection<OrmTx> {
  readonly name = 'shift-trades';
  readonly version = 1;
  readonly tables = ['shift_trade'] as const;

  async handle(events: readonly RecordedEvent[], tx: OrmTx): Promise<void> {
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as ShiftTradeEvent;
      switch (event.type) {
        case EventType.ShiftTradeProposed: {
          const { tradeId, kind, from, to, offeredTo, needsApproval } = event.data;
          await tx.manager.insert(ShiftTradeEntity, { id: tradeId, companyId: recorded.companyId, kind, status: 'offered', fromShift: from, toShift: to, offeredTo, needsApproval, takerId: null, createdAt: recorded.recordedAt });
          break;
        }
        case EventType.ShiftTradeAccepted:
          await tx.manager.update(ShiftTradeEntity, { id: event.data.tradeId }, { status: 'accepted', takerId: event.data.employeeId });
          break;
        case EventType.ShiftTradeApproved:
          await tx.manager.update(ShiftTradeEntity, { id: event.data.tradeId }, { status: 'approved' });
          break;
        case EventType.ShiftTradeDeclined: {
          // A colleague declining an offer leaves it open to the others (the fold's rule).
          const row = await tx.manager.findOneByOrFail(ShiftTradeEntity, { id: event.data.tradeId });
          if (event.data.by === 'colleague' && row.kind === 'offer') await tx.manager.update(ShiftTradeEntity, { id: row.id }, { offeredTo: row.offeredTo.filter((id) => id !== event.data.employeeId) });
          else await tx.manager.update(ShiftTradeEntity, { id: row.id }, { status: 'declined' });
          break;
        }
        case EventType.ShiftTradeWithdrawn:
          await tx.manager.update(ShiftTradeEntity, { id: event.data.tradeId }, { status: 'withdrawn' });
          break;
      }
    }
  }
}
