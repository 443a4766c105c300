import { EventType } from '@timekeep/contracts';
import type { RosterDrafted, RosterPublished, RosterSettingsChanged } from '@timekeep/domain-scheduling';
import type { Projection, RecordedEvent } from '@timekeep/event-store';
import type { OrmTx } from '@timekeep/server-platform';
import { In } from 'typeorm';
import { RosterDraftDayEntity, RosterSettingsEntity } from './roster-publishing.entities';

/** Inline: the roster shows a drop as soon as it is made, and a publish empties the drafts it published. */
export class RosterPublishingProjection implements Projection<OrmTx> {
  readonly name = 'roster-publishing';
  readonly version = 1;
  readonly tables = ['roster_settings', 'roster_draft_day'] as const;

  async handle(events: readonly RecordedEvent[], tx: OrmTx): Promise<void> {
    for (const recorded of events) {
      if (recorded.type === EventType.RosterSettingsChanged) {
        // An event from before availability holds publishRosters alone: the others keep their column's default.
        await tx.manager.upsert(RosterSettingsEntity, { companyId: recorded.companyId, ...(recorded.data as RosterSettingsChanged['data']) }, ['companyId']);
      } else if (recorded.type === EventType.RosterDrafted) {
        const { employeeId, days, withdrawn } = recorded.data as RosterDrafted['data'];
        for (const { date, rule } of days) await tx.manager.upsert(RosterDraftDayEntity, { employeeId, date, companyId: recorded.companyId, rule }, ['employeeId', 'date']);
        if (withdrawn.length) await tx.manager.delete(RosterDraftDayEntity, { employeeId, date: In(withdrawn) });
      } else if (recorded.type === EventType.RosterPublished) {
        const { employeeId, dates } = recorded.data as RosterPublished['data'];
        if (dates.length) await tx.manager.delete(RosterDraftDayEntity, { employeeId, date: In(dates) });
      }
    }
  }
}
