import { Injectable } from '@nestjs/common';
import { AVAILABILITY_NOTICE_DAYS, type AvailabilityReply } from '@timekeep/contracts';
import { availabilityStreamId } from '@timekeep/domain-scheduling';
import { ManagementScope } from '@timekeep/server-organisation';
import type { EmployeeEntity } from '@timekeep/server-people';
import { type OrmTx, Principal, Streams } from '@timekeep/server-platform';
import { reachableEmployee } from '../employee-schedules/employee-schedule.stream';
import { EmployeeAvailabilityEntity } from './availability.entity';
import { ownEmployee } from './availability';

/** An employee's availability: hers to read, and her planners' (issue 33 §2). */
@Injectable()
export class AvailabilityQueries {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
  ) {}

  /** GET /api/me/availability. */
  mine(principal: Principal): Promise<AvailabilityReply> {
    return this.streams.transaction(async (tx) => this.of(tx, await ownEmployee(tx, principal)));
  }

  /** GET /api/employees/{id}/availability: for whoever may see her (a planner of her department); another company's reads as absent. */
  ofEmployee(principal: Principal, employeeId: string): Promise<AvailabilityReply> {
    return this.streams.transaction(async (tx) => this.of(tx, await reachableEmployee(tx, this.scope, principal, employeeId)));
  }

  private async of(tx: OrmTx, employee: EmployeeEntity): Promise<AvailabilityReply> {
    const row = await tx.manager.findOneBy(EmployeeAvailabilityEntity, { employeeId: employee.id, companyId: employee.companyId });
    return {
      availability: { patterns: row?.patterns ?? [], dates: row?.dates ?? [] },
      noticeDays: AVAILABILITY_NOTICE_DAYS,
      version: await this.streams.version(tx, employee.companyId, availabilityStreamId(employee.id)),
    };
  }
}
