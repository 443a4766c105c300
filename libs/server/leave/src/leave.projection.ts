import { EventType } from '@timekeep/contracts';
import { ledgerLineOf, type LeaveEvent } from '@timekeep/domain-leave';
import type { Projection, RecordedEvent } from '@timekeep/event-store';
import type { OrmTx } from '@timekeep/server-platform';
import { LeaveLedgerEntity, LeaveRequestEntity } from './leave.entities';

const STATUS: Record<string, LeaveRequestEntity['status']> = {
  [EventType.LeaveApproved]: 'Approved',
  [EventType.LeaveDeclined]: 'Declined',
  [EventType.LeaveCancelled]: 'Cancelled',
  [EventType.LeaveReturnedToPending]: 'Pending',
};

/** A balance import's event (stream leave-balance-<employeeId>): the file's figure and the adjustment that reaches it. */
interface BalanceImported {
  employeeId: string;
  payTypeId: string;
  date: string;
  balance: number;
  hours: number;
  fileName: string;
}

/**
 * Inline, in the transaction of the request or decision: `leave_request` (the lists' rows) and the
 * balances' `leave_ledger` (an approval takes the hours, undoing one gives them back, an import
 * adjusts the balance to the file's figure), so an approval checked against the ledger under the
 * employee's lock sees every approval committed before it.
 */
export class LeaveProjection implements Projection<OrmTx> {
  readonly name = 'leave';
  readonly version = 1;
  readonly tables = ['leave_request', 'leave_ledger'] as const;

  async handle(events: readonly RecordedEvent[], tx: OrmTx): Promise<void> {
    for (const recorded of events) {
      const at = new Date(recorded.metadata.occurredAt);
      const actor = recorded.metadata.actor.name ?? recorded.metadata.actor.id;
      if (recorded.type === EventType.LeaveBalanceImported) {
        const d = recorded.data as BalanceImported;
        await tx.manager.insert(LeaveLedgerEntity, { id: recorded.eventId, companyId: recorded.companyId, employeeId: d.employeeId, payTypeId: d.payTypeId, date: d.date, hours: d.hours, cause: 'import', leaveId: null, fileName: d.fileName, actor, recordedAt: recorded.recordedAt });
        continue;
      }
      if (recorded.streamType !== 'leave') continue;
      const event = { type: recorded.type, v: recorded.v, data: recorded.data } as LeaveEvent;
      switch (event.type) {
        case EventType.LeaveRequested: {
          const { leaveId, days, hours, source, ...terms } = event.data;
          await tx.manager.insert(LeaveRequestEntity, {
            id: leaveId,
            companyId: recorded.companyId,
            employeeId: terms.employeeId,
            payTypeId: terms.payTypeId,
            fromDate: terms.fromDate,
            toDate: terms.toDate,
            status: 'Pending',
            terms,
            days,
            hours,
            reason: null,
            source,
            version: recorded.streamPosition,
            createdAt: at,
            updatedAt: at,
          });
          break;
        }
        case EventType.LeaveChanged: {
          const { leaveId, days, hours, previousFromDate: _from, previousToDate: _to, ...terms } = event.data;
          await tx.manager.update(LeaveRequestEntity, { id: leaveId }, { payTypeId: terms.payTypeId, fromDate: terms.fromDate, toDate: terms.toDate, terms, days, hours, version: recorded.streamPosition, updatedAt: at });
          break;
        }
        default:
          await tx.manager.update(LeaveRequestEntity, { id: event.data.leaveId }, { status: STATUS[event.type], reason: event.data.reason, version: recorded.streamPosition, updatedAt: at });
      }
      const line = ledgerLineOf(event);
      if (line) await tx.manager.insert(LeaveLedgerEntity, { ...line, id: recorded.eventId, companyId: recorded.companyId, fileName: null, actor, recordedAt: recorded.recordedAt });
    }
  }
}
