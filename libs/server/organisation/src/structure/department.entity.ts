import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Level } from '@timekeep/contracts';

@Entity({ name: 'department' })
export class DepartmentEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('uuid', { name: 'parent_id', nullable: true }) parentId!: string | null;
  @Column('text') level!: Level;
  @Column('text') name!: string;
  @Column('text', { nullable: true }) code!: string | null;
  @Column('text', { name: 'punch_code', nullable: true }) punchCode!: string | null;
  @Column('text', { name: 'time_zone_id', nullable: true }) timeZoneId!: string | null;
  @Column('uuid', { name: 'supervisor_ids', array: true }) supervisorIds!: string[];
  @Column('text', { name: 'pay_export_code', nullable: true }) payExportCode!: string | null;
  @Column('text', { name: 'rate_export_code', nullable: true }) rateExportCode!: string | null;
  @Column('uuid', { name: 'approver_id', nullable: true }) approverId!: string | null;
  @Column('uuid', { name: 'default_position_id', nullable: true }) defaultPositionId!: string | null;
  @Column('uuid', { name: 'holiday_ids', array: true }) holidayIds!: string[];
  @Column('uuid', { name: 'rounding_id', nullable: true }) roundingId!: string | null;
  @Column('uuid', { name: 'schedule_id', nullable: true }) scheduleId!: string | null;
  @Column('uuid', { name: 'job_ids', array: true }) jobIds!: string[];
  @Column('uuid', { name: 'work_place_ids', array: true }) workPlaceId!: string[];
  @Column('boolean', { name: 'greentree_weekly' }) greentreeWeekly!: boolean;
  @Column('boolean') active!: boolean;
  @Column('uuid', { array: true }) path!: string[];
  @Column('integer') version!: number;
}
