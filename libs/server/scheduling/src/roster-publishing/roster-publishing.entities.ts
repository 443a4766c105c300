import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { OpenShiftClaimMode, ShiftTradeApproval, UnavailableShiftMode } from '@timekeep/contracts';
import type { CustomDay } from '@timekeep/domain-scheduling';

/** The company's roster settings (ADR 0075); no row: the spec's live roster. */
@Entity({ name: 'roster_settings' })
export class RosterSettingsEntity {
  @PrimaryColumn('uuid', { name: 'company_id' }) companyId!: string;
  @Column('boolean', { name: 'publish_rosters' }) publishRosters!: boolean;
  @Column('integer', { name: 'availability_notice_days' }) availabilityNoticeDays!: number;
  @Column('text', { name: 'unavailable_shifts' }) unavailableShifts!: UnavailableShiftMode;
  @Column('text', { name: 'open_shift_claims' }) openShiftClaims!: OpenShiftClaimMode;
  @Column('text', { name: 'shift_trades' }) shiftTrades!: ShiftTradeApproval;
}

/** A planner's draft of an employee's day, not yet published: the day she will have (null: her template's). */
@Entity({ name: 'roster_draft_day' })
export class RosterDraftDayEntity {
  @PrimaryColumn('uuid', { name: 'employee_id' }) employeeId!: string;
  @PrimaryColumn('date') date!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('jsonb', { nullable: true }) rule!: CustomDay | null;
}
