import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { EmployeeStatus, Role, SupervisorFunction } from '@timekeep/contracts';

@Entity({ name: 'user_account' })
export class UserAccountEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('text') email!: string;
  /** Whether a PIN was ever set; its hash, like the password's, is in account_secret (ADR 0050). */
  @Column('boolean', { name: 'has_pin' }) hasPin!: boolean;
  @Column('text', { array: true }) roles!: Role[];
  @Column('text', { name: 'first_name' }) firstName!: string;
  @Column('text', { name: 'last_name' }) lastName!: string;
  @Column('text', { name: 'middle_name', nullable: true }) middleName!: string | null;
  @Column('text') status!: EmployeeStatus;
  @Column('uuid', { name: 'export_divisions', array: true }) exportDivisions!: string[];
  @Column('uuid', { name: 'leave_forward_to', nullable: true }) leaveForwardTo!: string | null;
  @Column('boolean', { name: 'mobile_app' }) mobileApp!: boolean;
  @Column('boolean') evacuator!: boolean;
  @Column('text', { nullable: true }) phone!: string | null;
  @Column('text', { nullable: true }) mobile!: string | null;
  /** The profile's contact card (document 1 §3 "Profile"), the person's own to edit. */
  @Column('text', { name: 'contact_name', nullable: true }) name!: string | null;
  @Column('text', { nullable: true }) title!: string | null;
  @Column('text', { nullable: true }) fax!: string | null;
  @Column('text', { name: 'physical_address', nullable: true }) physicalAddress!: string | null;
  @Column('text', { name: 'postal_address', nullable: true }) postalAddress!: string | null;
  @Column('uuid', { name: 'employee_id', nullable: true }) employeeId!: string | null;
  @Column('uuid', { name: 'department_ids', array: true }) departmentIds!: string[];
  @Column('text', { array: true }) functions!: SupervisorFunction[];
  @Column('text', { name: 'date_format' }) dateFormat!: string;
  @Column('text', { name: 'time_format' }) timeFormat!: string;
  @Column('text', { nullable: true }) avatar!: string | null;
  @Column('timestamptz', { name: 'last_login_at', nullable: true }) lastLoginAt!: Date | null;
  @Column('integer') version!: number;
  /** Bumped by every change that ends the account's access tokens (ADR 0047); tokens carry it. */
  @Column('integer', { name: 'session_version' }) sessionVersion!: number;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
}
