import { Injectable } from '@nestjs/common';
import type { MyOpenShift, OpenShift } from '@timekeep/contracts';
import { dateOf, dayOf, wallClockAt } from '@timekeep/domain-time-engine';
import { CompanyEntity, companyZoneOf, ManagementScope } from '@timekeep/server-organisation';
import { type OrmTx, Principal, Streams } from '@timekeep/server-platform';
import { ownEmployee } from '../availability/availability';
import { OpenShiftEntity } from './open-shift.entity';
import { OpenShifts } from './open-shifts';

/** How far ahead her home lists open shifts: the roster's six weeks. */
const AHEAD_DAYS = 42;

/** Open shifts as their planners and their takers read them (ADR 0078). */
@Injectable()
export class OpenShiftQueries {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
    private readonly openShifts: OpenShifts,
  ) {}

  /** GET /api/roster/open-shifts: the range's open shifts of the positions within the planner's reach, with their claims. */
  list(principal: Principal, startDate: string, endDate: string): Promise<OpenShift[]> {
    return this.streams.transaction(async (tx) => {
      const rows = await tx.sql.query<OpenShiftEntity & { positionName: string | null }>(
        `SELECT o.id, o.position_id AS "positionId", o.date::text AS date, o.section, o.skill_ids AS "skillIds", o.note, o.claim_mode AS "claimMode", o.status,
                o.offered_to AS "offeredTo", o.claims, o.filled_by AS "filledBy", o.version, d.name AS "positionName"
           FROM open_shift o LEFT JOIN department d ON d.id = o.position_id
          WHERE o.company_id = $1 AND o.date BETWEEN $2 AND $3 ORDER BY o.date, o.section->>'startTime', o.id`,
        [principal.companyId, startDate, endDate],
      );
      const positions = [...new Set(rows.rows.map((r) => r.positionId))];
      const reached = new Set<string>();
      for (const id of positions) if (await this.scope.canSeeIn(tx.manager, principal, id)) reached.add(id);
      const shown = rows.rows.filter((r) => reached.has(r.positionId));
      const names = await this.names(tx, principal.companyId, [...new Set(shown.flatMap((r) => [...r.claims.map((c) => c.employeeId), ...(r.filledBy ? [r.filledBy] : [])]))]);
      const skills = await this.skillNames(tx, principal.companyId, [...new Set(shown.flatMap((r) => r.skillIds))]);
      return shown.map((r) => ({
        ...shiftFields(r),
        positionId: r.positionId,
        breakTime: r.section.breakTime,
        colorCode: r.section.colorCode ?? null,
        skills: r.skillIds.map((id) => ({ id, name: skills.get(id) ?? '' })),
        status: r.status,
        offered: r.offeredTo.length,
        claims: r.claims.map((c) => ({ employeeId: c.employeeId, name: names.get(c.employeeId) ?? '', at: c.at })),
        filledBy: r.filledBy ? { employeeId: r.filledBy, name: names.get(r.filledBy) ?? '' } : null,
        version: r.version,
      }));
    });
  }

  /** GET /api/me/open-shifts: the open shifts of her position from today on that fit her now, and those she claimed. */
  mine(principal: Principal, now: Date): Promise<MyOpenShift[]> {
    return this.streams.transaction(async (tx) => {
      const employee = await ownEmployee(tx, principal);
      const company = await tx.manager.findOneByOrFail(CompanyEntity, { id: employee.companyId });
      const today = wallClockAt(Math.floor(now.getTime() / 1000), companyZoneOf(company)).date;
      const rows = await tx.sql.query<OpenShiftEntity & { positionName: string | null }>(
        `SELECT o.id, o.position_id AS "positionId", o.date::text AS date, o.section, o.skill_ids AS "skillIds", o.note, o.claim_mode AS "claimMode", o.claims, d.name AS "positionName"
           FROM open_shift o LEFT JOIN department d ON d.id = o.position_id
          WHERE o.company_id = $1 AND o.position_id = $2 AND o.status = 'open' AND o.date BETWEEN $3 AND $4 ORDER BY o.date, o.section->>'startTime', o.id`,
        [employee.companyId, employee.departmentId, today, dateOf(dayOf(today) + AHEAD_DAYS)],
      );
      const mine: MyOpenShift[] = [];
      for (const r of rows.rows) {
        const claimed = r.claims.some((c) => c.employeeId === employee.id);
        if (!claimed && ((await this.openShifts.started(tx, employee.companyId, r, now)) || (await this.openShifts.whyNot(tx, employee, r)))) continue;
        mine.push({ ...shiftFields(r), claimed });
      }
      return mine;
    });
  }

  private async names(tx: OrmTx, companyId: string, ids: string[]): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const { rows } = await tx.sql.query<{ id: string; name: string }>(`SELECT id, trim(first_name || ' ' || last_name) AS name FROM employee WHERE company_id = $1 AND id = ANY($2::uuid[])`, [companyId, ids]);
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  private async skillNames(tx: OrmTx, companyId: string, ids: string[]): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const { rows } = await tx.sql.query<{ id: string; name: string }>(`SELECT id, name FROM pay_rule WHERE company_id = $1 AND id = ANY($2::uuid[])`, [companyId, ids]);
    return new Map(rows.map((r) => [r.id, r.name]));
  }
}

/** What both readers show of a shift. */
function shiftFields(r: OpenShiftEntity & { positionName: string | null }) {
  return {
    id: r.id,
    date: r.date,
    startTime: r.section.startTime,
    endTime: r.section.endTime,
    endsNextDay: r.section.endTimeType === 'NextDay',
    labelName: r.section.labelName ?? null,
    positionName: r.positionName,
    note: r.note,
    claimMode: r.claimMode,
  };
}
