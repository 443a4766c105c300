import { Injectable } from '@nestjs/common';
import { PunchDto, PunchPairDto, PunchStatusRow } from '@timekeep/contracts';
import { TimekeepingError } from '@timekeep/domain-timekeeping';
import { reachesOnlySelf } from '@timekeep/domain-identity';
import { ManagementScope } from '@timekeep/server-organisation';
import { EmployeeEntity } from '@timekeep/server-people';
import { Principal, Streams } from '@timekeep/server-platform';
import { reachableEmployee } from '@timekeep/server-scheduling';
import { Between, In } from 'typeorm';
import { TimesheetDayEntity } from '../timesheets/timesheet-day.entity';
import { punchDto } from '../timesheets/timesheet-view';
import { dateOf, dayOf } from '@timekeep/domain-time-engine';
import { PunchEntity } from './punch.entity';

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** Reads of single punches, pairs and who is in now (document 2 §7). */
@Injectable()
export class PunchReads {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
  ) {}

  /** A punch the principal may see (its employee in their scope), or 404. */
  private async visiblePunch(principal: Principal, id: string): Promise<PunchEntity> {
    return this.streams.transaction(async (tx) => {
      const punch = isUuid(id) ? await tx.manager.findOneBy(PunchEntity, { id, companyId: principal.companyId }) : null;
      if (!punch) throw new TimekeepingError('notFound', 'This punch does not exist.');
      await reachableEmployee(tx, this.scope, principal, punch.employeeId);
      return punch;
    });
  }

  async one(principal: Principal, id: string): Promise<PunchDto> {
    return punchDto(await this.visiblePunch(principal, id));
  }

  /** The pair a punch is in, as last computed. */
  async pair(principal: Principal, id: string): Promise<PunchPairDto> {
    const punch = await this.visiblePunch(principal, id);
    return this.streams.transaction(async (tx) => {
      const days = await tx.manager.findBy(TimesheetDayEntity, { employeeId: punch.employeeId, date: Between(dateOf(dayOf(punch.day) - 1), dateOf(dayOf(punch.day) + 1)) });
      for (const day of days) {
        for (const pair of [...day.data.workShifts.flatMap((s) => s.punchPairs), ...day.data.unScheduledPairs]) {
          if (pair.inPunchId === punch.id || pair.outPunchId === punch.id) return pair;
        }
      }
      throw new TimekeepingError('notFound', 'This punch pair does not exist.');
    });
  }

  async lastOf(principal: Principal, employeeId: string): Promise<PunchDto | null> {
    return this.streams.transaction(async (tx) => {
      const employee = await reachableEmployee(tx, this.scope, principal, employeeId);
      const last = await tx.manager.findOne(PunchEntity, { where: { employeeId: employee.id }, order: { local: 'DESC' } });
      return last ? punchDto(last) : null;
    });
  }

  /** The signed-in employee's own last punch (the kiosk and the employee's home). */
  async lastOfMine(principal: Principal): Promise<PunchDto | null> {
    const employee = await this.streams.transaction((tx) => tx.manager.findOneBy(EmployeeEntity, { companyId: principal.companyId, userId: principal.id }));
    if (!employee) throw new TimekeepingError('notFound', 'You are not an employee of this company.');
    return this.lastOf(principal, employee.id);
  }

  /**
   * Who is in or out now: each active employee the principal may see, In when their last punch
   * within the longest shift opened a pair (an odd count of punches since a gap of 16 hours), else Out.
   */
  async status(principal: Principal): Promise<PunchStatusRow[]> {
    return this.streams.transaction(async (tx) => {
      const all = await tx.manager.findBy(EmployeeEntity, { companyId: principal.companyId, status: 'Active' as never });
      const visible: EmployeeEntity[] = [];
      for (const e of all) {
        if (reachesOnlySelf(principal) ? e.userId === principal.id : await this.scope.canSee(principal, e.departmentId)) visible.push(e);
      }
      if (!visible.length) return [];
      const { rows } = await tx.sql.query<{ employee_id: string; id: string; n: string }>(
        `SELECT DISTINCT ON (employee_id) employee_id, id,
                count(*) OVER (PARTITION BY employee_id) AS n
           FROM punch WHERE employee_id = ANY($1) AND local >= to_char(now() - interval '16 hours', 'YYYY-MM-DD"T"HH24:MI')
          ORDER BY employee_id, local DESC`,
        [visible.map((e) => e.id)],
      );
      const recent = new Map(rows.map((r) => [r.employee_id, r]));
      const punches = rows.length ? await tx.manager.findBy(PunchEntity, { id: In(rows.map((r) => r.id)) }) : [];
      const byId = new Map(punches.map((p) => [p.id, p]));
      return visible.map((e) => {
        const r = recent.get(e.id);
        const last = r ? byId.get(r.id) : undefined;
        const status = !r ? 'No Punch' : Number(r.n) % 2 === 1 ? 'In' : 'Out';
        return { employeeId: e.id, firstName: e.firstName, lastName: e.lastName, departmentId: e.departmentId, status, lastPunch: last ? punchDto(last) : null } as PunchStatusRow;
      });
    });
  }
}
