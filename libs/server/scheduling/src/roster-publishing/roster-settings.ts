import { Injectable } from '@nestjs/common';
import type { RosterSettingsReply } from '@timekeep/contracts';
import { type OrmTx, Streams } from '@timekeep/server-platform';
import { RosterSettingsEntity } from './roster-publishing.entities';

export const rosterSettingsStreamId = (companyId: string) => `roster-settings-${companyId}`;

/** The company's roster settings (ADR 0075): without a saved row, the spec's live roster. */
@Injectable()
export class RosterSettingsLookup {
  constructor(private readonly streams: Streams) {}

  async of(tx: OrmTx, companyId: string): Promise<RosterSettingsReply> {
    const row = await tx.manager.findOneBy(RosterSettingsEntity, { companyId });
    return { publishRosters: row?.publishRosters ?? false, version: await this.streams.version(tx, companyId, rosterSettingsStreamId(companyId)) };
  }

  /** Whether the roster planner's changes are drafts until published. */
  async publishes(tx: OrmTx, companyId: string): Promise<boolean> {
    return (await tx.manager.findOneBy(RosterSettingsEntity, { companyId }))?.publishRosters ?? false;
  }
}
