import { Injectable } from '@nestjs/common';
import type { ClockMe } from '@timekeep/contracts';
import { Principal, Streams } from '@timekeep/server-platform';
import { CompanyFacts } from '../core/timesheet-inputs';
import { punchStatesOf } from '../punches/punch-status';
import { ClockIdentity } from './clock-identity';

/** The web clock's reads for the signed-in employee (docs/decisions/0044-web-time-clock.md). */
@Injectable()
export class ClockQueries {
  constructor(
    private readonly identity: ClockIdentity,
    private readonly streams: Streams,
  ) {}

  /**
   * GET /api/clock/me: an employee with No GPS is not asked for a location (ADR 0061); whether she
   * is in or out, as the dashboard reads it; the time in her department's zone. An account that is
   * no employee is refused as the punch is.
   */
  async me(principal: Principal, now: Date): Promise<ClockMe> {
    const { employee } = await this.identity.bySession(principal);
    return this.streams.transaction(async (tx) => {
      const facts = await CompanyFacts.load(tx, employee.companyId);
      const state = (await punchStatesOf(tx, facts, [employee], now)).get(employee.id);
      return {
        employeeName: `${employee.firstName} ${employee.lastName}`,
        askForLocation: !employee.record.noGPS,
        status: state?.status ?? 'No Punch',
        since: state?.last?.local ?? null,
        timeZone: facts.zoneOf(employee.departmentId),
        now: now.toISOString(),
      };
    });
  }
}
