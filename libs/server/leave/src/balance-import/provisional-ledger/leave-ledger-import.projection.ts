import { EventType } from '@timekeep/contracts';
import type { Projection, RecordedEvent } from '@timekeep/event-store';
import type { OrmTx } from '@timekeep/server-platform';
import type { BalanceImportedData } from '../balance-import.events';

/**
 * PROVISIONAL (leave-import branch): writes the ledger line of an imported balance. At the merge,
 * move this case into the leave context's one ledger projection and drop this file.
 */
export class LeaveLedgerImportProjection implements Projection<OrmTx> {
  readonly name = 'leave-ledger-import';
  readonly version = 1;
  readonly tables = ['leave_ledger'] as const;

  async handle(events: readonly RecordedEvent[], tx: OrmTx): Promise<void> {
    for (const event of events) {
      if (event.type !== EventType.LeaveBalanceImported) continue;
      const data = event.data as BalanceImportedData;
      await tx.sql.query(
        `INSERT INTO leave_ledger (id, company_id, employee_id, pay_type_id, date, hours, cause, leave_id, file_name, actor, recorded_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'import', NULL, $7, $8, $9)`,
        [event.eventId, event.companyId, data.employeeId, data.payTypeId, data.date, data.hours, data.fileName, event.metadata.actor.name ?? event.metadata.actor.id, event.recordedAt],
      );
    }
  }
}
