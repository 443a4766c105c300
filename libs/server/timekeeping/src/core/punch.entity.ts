import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { PunchDayType, PunchEntry } from '@timekeep/contracts';

/** The read model of punches: every live punch of every employee, as last recorded or changed. */
@Entity({ name: 'punch' })
export class PunchEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('uuid', { name: 'employee_id' }) employeeId!: string;
  @Column('date') day!: string;
  @Column('text', { name: 'punch_time' }) punchTime!: string;
  @Column('text', { name: 'day_type' }) dayType!: PunchDayType;
  /** The wall time it names, yyyy-MM-ddTHH:mm: sorts as time does. */
  @Column('text') local!: string;
  @Column('text', { nullable: true }) reason!: string | null;
  @Column('uuid', { name: 'work_place_id', nullable: true }) workPlaceId!: string | null;
  @Column('uuid', { name: 'position_id', nullable: true }) positionId!: string | null;
  @Column('uuid', { name: 'job_id', nullable: true }) jobId!: string | null;
  @Column('uuid', { name: 'task_id', nullable: true }) taskId!: string | null;
  @Column('text') entry!: PunchEntry;
  @Column('text') source!: string;
  @Column('text', { nullable: true }) photo!: string | null;
  @Column('text', { nullable: true }) location!: string | null;
  /** The log file an imported clock read came from. */
  @Column('text', { name: 'file_name', nullable: true }) fileName!: string | null;
  @Column('boolean') approved!: boolean;
  /** The stream position of the punch's last change: a modify form sends it back. */
  @Column('integer') version!: number;
  @Column('timestamptz', { name: 'recorded_at' }) recordedAt!: Date;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
