import { companyZoneOf, todayIn } from '../core/today';
import { Injectable } from '@nestjs/common';
import { DASHBOARD_TEXTS, DashboardEmployeeInfo, DashboardEmployeeRow, EmployeeStatus, ListQuery, OnsiteEmployee, Page, UPCOMING_LEAVE_DAYS } from '@timekeep/contracts';
import { companySettingsOf } from '@timekeep/domain-organisation';
import { TimekeepingError } from '@timekeep/domain-timekeeping';
import { dateOf, dayOf } from '@timekeep/domain-time-engine';
import { employeeScheduleDays, type CustomDay } from '@timekeep/domain-scheduling';
import { CompanyEntity, companyStateOf } from '@timekeep/server-organisation';
import { EmployeeEntity, employeeFilterConditions } from '@timekeep/server-people';
import { PayRuleEntity } from '@timekeep/server-pay-rules';
import { EmployeeScheduleDayEntity } from '@timekeep/server-scheduling';
import { Principal, Streams } from '@timekeep/server-platform';
import { Between, DataSource, In } from 'typeorm';
import { localMinute, punchStatesOf } from '../punches/punch-status';
import { CompanyFacts } from '../core/timesheet-inputs';
import { DashboardScope } from './dashboard-scope';
import { nextScheduledShift } from '../core/next-shift';

export const DASHBOARD_SORTS = ['firstName', 'lastName', 'departmentName', 'clockId', 'payId', 'payGroupName'] as const;
export type DashboardSort = (typeof DASHBOARD_SORTS)[number];

const ORDER: Record<DashboardSort, string> = {
  firstName: 'e.first_name',
  lastName: 'e.last_name',
  departmentName: 'd.name',
  clockId: 'e.clock_id',
  payId: 'e.pay_id',
  payGroupName: 'pg.name',
};

/** How far ahead the next scheduled shift is looked for: the Upcoming window. */
const SCHEDULE_DAYS_AHEAD = UPCOMING_LEAVE_DAYS;

export interface DashboardFilter {
  employeeStatus?: EmployeeStatus;
  departmentIds?: string[];
}

/** The dashboard's Employees table (document 2 §2, §3 "Dashboard employee row"), on the read models. */
@Injectable()
export class DashboardQueries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly streams: Streams,
    private readonly scope: DashboardScope,
  ) {}

  /**
   * GET /api/dashboard/employees: who is on the board, paged on the server, in scope, leaving out
   * those whose Show on Dashboard is unticked (ADR 0061).
   */
  async employees(principal: Principal, query: ListQuery & { sort?: DashboardSort } & DashboardFilter): Promise<Page<DashboardEmployeeRow>> {
    const params: unknown[] = [principal.companyId];
    const where = ['e.company_id = $1', "(e.record->>'showonDashboard')::boolean", await this.scope.employeeCondition(principal, 'e', params)];
    where.push(...employeeFilterConditions(query, params));
    const direction = query.order === 'descend' ? 'DESC' : 'ASC';
    const order = `${ORDER[query.sort ?? 'lastName']} ${direction} NULLS LAST, e.first_name, e.id`;
    const limit = params.push(query.pageSize);
    const offset = params.push((query.page - 1) * query.pageSize);
    const rows: Array<{ id: string; record: EmployeeEntity['record']; status: EmployeeStatus; department_id: string; department_name: string | null; pay_group_name: string | null; total: string }> =
      await this.dataSource.query(
        `SELECT e.id, e.record, e.status, e.department_id, d.name AS department_name, pg.name AS pay_group_name, count(*) OVER () AS total
           FROM employee e
           LEFT JOIN department d ON d.id = e.department_id
           LEFT JOIN pay_rule pg ON pg.id = e.pay_group_id
          WHERE ${where.join(' AND ')}
          ORDER BY ${order}
          LIMIT $${limit} OFFSET $${offset}`,
        params,
      );
    // A page past the end still says how many there are.
    const total = rows.length
      ? Number(rows[0].total)
      : query.page > 1
        ? (await this.dataSource.query(`SELECT count(*)::int AS total FROM employee e WHERE ${where.join(' AND ')}`, params.slice(0, limit - 1)))[0].total
        : 0;
    const items = rows.map((r) => ({
      id: r.id,
      avatarFileName: r.record.avatarFileName,
      clockId: r.record.clockId,
      payId: r.record.payId,
      firstName: r.record.firstName,
      lastName: r.record.lastName,
      departmentId: r.department_id,
      departmentName: r.department_name ?? '',
      payGroupName: r.pay_group_name,
      employeeStatus: r.status,
    }));
    return { items, total, page: query.page, pageSize: query.pageSize };
  }

  /**
   * GET /api/dashboard/employee-info: the live part of the named employees' rows, in the order
   * asked. An id that is not an employee the principal reaches is refused as absent, never answered.
   */
  async employeeInfo(principal: Principal, employeeIds: readonly string[], now: Date): Promise<DashboardEmployeeInfo[]> {
    const ids = [...new Set(employeeIds)];
    return this.streams.transaction(async (tx) => {
      const employees = await tx.manager.findBy(EmployeeEntity, { companyId: principal.companyId, id: In(ids) });
      if (employees.length !== ids.length || !(await this.scope.reaches(principal, employees.map((e) => e.departmentId)))) {
        throw new TimekeepingError('notFound', 'This employee does not exist.');
      }
      const facts = await CompanyFacts.load(tx, principal.companyId);
      const states = await punchStatesOf(tx, facts, employees, now);
      const seconds = Math.floor(now.getTime() / 1000);
      const nowOf = new Map(employees.map((e) => [e.id, localMinute(seconds, facts.zoneOf(e.departmentId))]));
      // The days from the earliest yesterday to the latest today + 14 of any zone, read at once.
      const todays = [...nowOf.values()].map((t) => dayOf(t.slice(0, 10)));
      const from = dateOf(Math.min(...todays) - 1);
      const to = dateOf(Math.max(...todays) + SCHEDULE_DAYS_AHEAD);
      const own = await tx.manager.findBy(EmployeeScheduleDayEntity, { employeeId: In(ids), date: Between(from, to) });
      const customDays = new Map<string, Map<string, CustomDay>>();
      for (const d of own) customDays.set(d.employeeId, (customDays.get(d.employeeId) ?? new Map()).set(d.date, d.rule));
      const jobIds = [...new Set([...states.values()].map((s) => s.last?.jobId).filter((id): id is string => !!id))];
      const jobs = jobIds.length ? await tx.manager.findBy(PayRuleEntity, { companyId: principal.companyId, id: In(jobIds) }) : [];
      const jobNames = new Map(jobs.map((j) => [j.id, j.name]));
      const byId = new Map(employees.map((e) => [e.id, e]));
      return ids.map((id) => {
        const employee = byId.get(id) as EmployeeEntity;
        const { status, last } = states.get(id) ?? { status: 'No Punch' as const, last: null };
        const nowLocal = nowOf.get(id) as string;
        const today = dayOf(nowLocal.slice(0, 10));
        const days = employeeScheduleDays(facts.templateOf(employee), customDays.get(id) ?? new Map(), dateOf(today - 1), dateOf(today + SCHEDULE_DAYS_AHEAD));
        const next = nextScheduledShift(days, nowLocal);
        return {
          employeeId: id,
          status,
          punchPositionId: last?.positionId ?? null,
          punchPositionName: last?.positionId ? (facts.departments.get(last.positionId)?.name ?? null) : null,
          punchJobId: last?.jobId ?? null,
          punchJobName: last?.jobId ? (jobNames.get(last.jobId) ?? null) : null,
          lastPunchTime: last?.local ?? null,
          nextScheduledStartTime: next?.start ?? null,
          nextScheduledEndTime: next?.end ?? null,
        };
      });
    });
  }

  /**
   * GET /api/employees/onsite/{id}: the Active employees placed within the node (the company's id
   * for the whole company) and in the principal's reach who are punched in now, by name, a page
   * at a time. A node out of reach or of another company reads as absent.
   */
  async onsite(principal: Principal, nodeId: string, query: ListQuery, now: Date): Promise<Page<OnsiteEmployee>> {
    const whole = nodeId === principal.companyId;
    if (!whole && !(await this.scope.reaches(principal, [nodeId]))) throw new TimekeepingError('notFound', 'This department does not exist.');
    return this.streams.transaction(async (tx) => {
      const params: unknown[] = [principal.companyId];
      const where = ['e.company_id = $1', "e.status = 'Active'", await this.scope.employeeCondition(principal, 'e', params, true)];
      if (!whole) where.push(`(d.id = $${params.push(nodeId)} OR $${params.length} = ANY(d.path))`);
      const ids: Array<{ id: string }> = await tx.manager.query(`SELECT e.id FROM employee e JOIN department d ON d.id = e.department_id WHERE ${where.join(' AND ')}`, params);
      const employees = ids.length ? await tx.manager.findBy(EmployeeEntity, { id: In(ids.map((r) => r.id)) }) : [];
      const facts = await CompanyFacts.load(tx, principal.companyId);
      const states = await punchStatesOf(tx, facts, employees, now);
      const inside = employees
        .filter((e) => states.get(e.id)?.status === 'In')
        .sort((a, b) => a.record.lastName.localeCompare(b.record.lastName) || a.record.firstName.localeCompare(b.record.firstName) || a.id.localeCompare(b.id));
      const page = inside.slice((query.page - 1) * query.pageSize, query.page * query.pageSize);
      const placeIds = [...new Set(page.map((e) => states.get(e.id)?.last?.workPlaceId).filter((id): id is string => !!id))];
      const places = placeIds.length ? await tx.manager.findBy(PayRuleEntity, { companyId: principal.companyId, id: In(placeIds) }) : [];
      const placeNames = new Map(places.map((p) => [p.id, p.name]));
      const items = page.map((e) => {
        const last = states.get(e.id)?.last;
        return {
          employeeId: e.id,
          clockId: e.record.clockId,
          firstName: e.record.firstName,
          lastName: e.record.lastName,
          departmentName: facts.departments.get(e.departmentId)?.name ?? '',
          mobile: e.record.mobile,
          since: last?.local ?? '',
          punchPositionName: last?.positionId ? (facts.departments.get(last.positionId)?.name ?? null) : null,
          workPlaceName: last?.workPlaceId ? (placeNames.get(last.workPlaceId) ?? null) : null,
        };
      });
      return { items, total: inside.length, page: query.page, pageSize: query.pageSize };
    });
  }

  /** The menu offers the board only with multiShiftView on; its reads are refused too when it is off, not only hidden. */
  async assertEnabled(principal: Principal): Promise<void> {
    const company = await this.dataSource.getRepository(CompanyEntity).findOneByOrFail({ id: principal.companyId });
    if (!companySettingsOf(companyStateOf(company)).multiShiftView) throw new TimekeepingError('forbidden', DASHBOARD_TEXTS.disabled);
  }

  /** Today in the company's own zone: the Upcoming Leaves window starts there. */
  async companyToday(principal: Principal, now: Date): Promise<string> {
    const company = await this.dataSource.getRepository(CompanyEntity).findOneByOrFail({ id: principal.companyId });
    return todayIn(companyZoneOf(company), now);
  }
}
