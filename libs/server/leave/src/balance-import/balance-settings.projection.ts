import { EventType } from '@timekeep/contracts';
import type { Projection, RecordedEvent } from '@timekeep/event-store';
import type { OrmTx } from '@timekeep/server-platform';
import type { BalanceSettingsSavedData } from './balance-import.events';

/** Inline: the company's current leave balance settings, with the stream's version for the stale-form check. */
export class BalanceSettingsProjection implements Projection<OrmTx> {
  readonly name = 'leave-balance-settings';
  readonly version = 1;
  readonly tables = ['leave_balance_settings'] as const;

  async handle(events: readonly RecordedEvent[], tx: OrmTx): Promise<void> {
    for (const event of events) {
      if (event.type !== EventType.LeaveBalanceSettingsSaved) continue;
      await tx.sql.query(
        `INSERT INTO leave_balance_settings (company_id, settings, version, updated_by, updated_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (company_id) DO UPDATE SET settings = EXCLUDED.settings, version = EXCLUDED.version, updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
        [event.companyId, JSON.stringify(event.data as BalanceSettingsSavedData), event.streamPosition, event.metadata.actor.name ?? event.metadata.actor.id, event.recordedAt],
      );
    }
  }
}
