import { Injectable } from '@nestjs/common';
import type { ClockMe } from '@timekeep/contracts';
import { Principal } from '@timekeep/server-platform';
import { ClockIdentity } from './clock-identity';

/** The web clock's reads for the signed-in employee (docs/decisions/0044-web-time-clock.md). */
@Injectable()
export class ClockQueries {
  constructor(private readonly identity: ClockIdentity) {}

  /** GET /api/clock/me: an employee with No GPS is not asked for a location (ADR 0061); an account that is no employee is refused as the punch is. */
  async me(principal: Principal): Promise<ClockMe> {
    const { employee } = await this.identity.bySession(principal);
    return { employeeName: `${employee.firstName} ${employee.lastName}`, askForLocation: !employee.record.noGPS };
  }
}
