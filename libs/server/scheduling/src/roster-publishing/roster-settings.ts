import { Injectable } from '@nestjs/common';
import { AVAILABILITY_NOTICE_DAYS, type RosterSettings, type RosterSettingsReply } from '@timekeep/contracts';
import { type OrmTx, Streams } from '@timekeep/server-platform';
import { RosterSettingsEntity } from './roster-publishing.entities';

export const rosterSettingsStreamId = (companyId: string) => `roster-settings-${companyId}`;

/** Without a saved row: the spec's live roster, a week's notice for availability, a shift on an unavailable time warned of, an open shift's claim and a trade approved by a manager. */
export const DEFAULT_ROSTER_SETTINGS: RosterSettings = { publishRosters: false, availabilityNoticeDays: AVAILABILITY_NOTICE_DAYS, unavailableShifts: 'warn', openShiftClaims: 'approval', shiftTrades: 'approval' };

/** The company's roster settings (ADR 0075, 0077). */
@Injectable()
export class RosterSettingsLookup {
  constructor(private readonly streams: Streams) {}

  async of(tx: OrmTx, companyId: string): Promise<RosterSettingsReply> {
    return { ...(await this.settings(tx, companyId)), version: await this.streams.version(tx, companyId, rosterSettingsStreamId(companyId)) };
  }

  async settings(tx: OrmTx, companyId: string): Promise<RosterSettings> {
    const row = await tx.manager.findOneBy(RosterSettingsEntity, { companyId });
    return row ? { publishRosters: row.publishRosters, availabilityNoticeDays: row.availabilityNoticeDays, unavailableShifts: row.unavailableShifts, openShiftClaims: row.openShiftClaims, shiftTrades: row.shiftTrades } : DEFAULT_ROSTER_SETTINGS;
  }

  /** Whether the roster planner's changes are drafts until published. */
  async publishes(tx: OrmTx, companyId: string): Promise<boolean> {
    return (await tx.manager.findOneBy(RosterSettingsEntity, { companyId }))?.publishRosters ?? false;
  }
}
