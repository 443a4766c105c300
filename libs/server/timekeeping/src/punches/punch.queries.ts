import { Injectable } from '@nestjs/common';
import { isUuid, PunchDto, PunchPairDto, PunchStatusRow } from '@timekeep/contracts';
import { TimekeepingError } from '@timekeep/domain-timekeeping';
import { reachesOnlySelf } from '@timekeep/domain-identity';
import { ManagementScope } from '@timekeep/server-organisation';
import { EmployeeEntity } from '@timekeep/server-people';
import { Principal, Streams } from '@timekeep/server-platform';
import { reachableEmployee } from '@timekeep/server-scheduling';
import { punchDto, storedPairOf } from '../core/timesheet-view';
import { WorkCodeNames } from '../core/work-code-names';
import { CompanyFacts } from '../core/timesheet-inputs';
import { PunchEntity } from '../core/punch.entity';
import { PunchState, punchStatesOf } from './punch-status';

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

  /** The punch whose photo this is, if the principal may see its employee (a photo is a person's likeness: never served by name alone). */
  async photoOwner(principal: Principal, photo: string): Promise<PunchEntity> {
    return this.streams.transaction(async (tx) => {
      const punch = await tx.manager.findOneBy(PunchEntity, { photo, companyId: principal.companyId });
      if (!punch) throw new TimekeepingError('notFound', 'This photo does not exist.');
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
      const pair = await storedPairOf(tx, punch);
      if (!pair) throw new TimekeepingError('notFound', 'This punch pair does not exist.');
      return (await WorkCodeNames.of(tx, punch.companyId, [pair])).pairOf(pair);
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

  /** Who is in or out now: each active employee the principal may see (punch-status.ts says how). */
  async status(principal: Principal, now: Date): Promise<PunchStatusRow[]> {
    return this.streams.transaction(async (tx) => {
      const all = await tx.manager.findBy(EmployeeEntity, { companyId: principal.companyId, status: 'Active' as never });
      const visible: EmployeeEntity[] = [];
      for (const e of all) {
        if (reachesOnlySelf(principal) ? e.userId === principal.id : await this.scope.canSee(principal, e.departmentId)) visible.push(e);
      }
      if (!visible.length) return [];
      const states = await punchStatesOf(tx, await CompanyFacts.load(tx, principal.companyId), visible, now);
      return visible.map((e) => {
        const { status, last } = states.get(e.id) as PunchState;
        return { employeeId: e.id, firstName: e.firstName, lastName: e.lastName, departmentId: e.departmentId, status, lastPunch: last ? punchDto(last) : null };
      });
    });
  }
}
