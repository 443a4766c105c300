import { Injectable } from '@nestjs/common';
import { type AvailabilityReply } from '@timekeep/contracts';
import { availabilityStreamId } from '@timekeep/domain-scheduling';
import { dateOf, dayOf } from '@timekeep/domain-time-engine';
import { ManagementScope } from '@timekeep/server-organisation';
import type { EmployeeEntity } from '@timekeep/server-people';
import { type OrmTx, Principal, Streams } from '@timekeep/server-platform';
import { reachableEmployee } from '../employee-schedules/employee-schedule.stream';
import { EmployeeAvailabilityEntity } from './availability.entity';
import { RosterSettingsLookup } from '../roster-publishing/roster-settings';
import { noticeOf, ownEmployee } from './availability';

/** An employee's availability: hers to read, and her planners' (issue 33 §2). */
@Injectable()
export class AvailabilityQueries {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
    private readonly settings: RosterSettingsLookup,
  ) {}

  /** GET /api/me/availability. */
  mine(principal: Principal, now: Date): Promise<AvailabilityReply> {
    return this.streams.transaction(async (tx) => this.of(tx, await ownEmployee(tx, principal), now));
  }

  /** GET /api/employees/{id}/availability: for whoever may see her (a planner of her department); another company's reads as absent. */
  ofEmployee(principal: Principal, employeeId: string, now: Date): Promise<AvailabilityReply> {
    return this.streams.transaction(async (tx) => this.of(tx, await reachableEmployee(tx, this.scope, principal, employeeId), now));
  }

  private async of(tx: OrmTx, employee: EmployeeEntity, now: Date): Promise<AvailabilityReply> {
    const row = await tx.manager.findOneBy(EmployeeAvailabilityEntity, { employeeId: employee.id, companyId: employee.companyId });
    const { today, noticeDays } = await noticeOf(tx, this.settings, employee.companyId, now);
    return {
      availability: { patterns: row?.patterns ?? [], dates: row?.dates ?? [] },
      noticeDays,
      changeableFrom: dateOf(dayOf(today) + noticeDays),
      version: await this.streams.version(tx, employee.companyId, availabilityStreamId(employee.id)),
    };
  }
}
