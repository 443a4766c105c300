import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { PunchPairDto, TimesheetDayDto, WorkShiftDto } from '@timekeep/contracts';

/** A pair as the engine's run stores it: its work code is named when it is read, with the names the codes have then (ADR 0065). */
export type StoredPunchPair = Omit<PunchPairDto, 'inWorkCode'>;

/**
 * A shift as stored: its pairs stored so; its own schedule's id is its employee's when read;
 * `apprvUnschWork` is absent on days stored before it (false).
 */
export type StoredWorkShift = Omit<WorkShiftDto, 'punchPairs' | 'customScheduleId' | 'apprvUnschWork'> & { punchPairs: StoredPunchPair[]; apprvUnschWork?: boolean };

/**
 * One employee-day as the time engine computed it; `punches` and the pairs' work codes are
 * attached when it is read (timesheet-view.ts). `unpairedPairs` is internal, never in a reply: the
 * punches a pay group that pairs only against a schedule left unpaired, kept so that a close holds
 * them (ADR 0031); absent when there are none.
 */
export type StoredTimesheetDay = Omit<TimesheetDayDto, 'punches' | 'workShifts' | 'unScheduledPairs'> & {
  workShifts: StoredWorkShift[];
  unScheduledPairs: StoredPunchPair[];
  unpairedPairs?: ReadonlyArray<{ inPunchId: string | null; outPunchId: string | null }>;
};

@Entity({ name: 'timesheet_day' })
export class TimesheetDayEntity {
  @PrimaryColumn('uuid', { name: 'employee_id' }) employeeId!: string;
  @PrimaryColumn('date') date!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('text') type!: string;
  @Column('jsonb') data!: StoredTimesheetDay;
  /** Set, in the same transaction, by any change to what the day is computed from. */
  @Column('boolean') stale!: boolean;
  /** When the passing of time may change the day (a day becomes Absent, an open shift a Missing Punch); null once it cannot. */
  @Column('timestamptz', { name: 'valid_until', nullable: true }) validUntil!: Date | null;
  @Column('timestamptz', { name: 'computed_at' }) computedAt!: Date;
  /** The closed pay period that froze the day: kept as it was paid, never recomputed or marked, until that period reopens. */
  @Column('uuid', { name: 'frozen_by', nullable: true }) frozenBy!: string | null;
}
