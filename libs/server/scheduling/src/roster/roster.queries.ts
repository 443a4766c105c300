import { Injectable } from '@nestjs/common';
import { OFF_DAY_SHIFT, Roster, RosterDay, RosterRow, RosterShift, RosterSort, ScheduleTemplateDto, WorkSectionDto } from '@timekeep/contracts';
import { reachesOnlySelf } from '@timekeep/domain-identity';
import { CustomDay, employeeScheduleDays, workedHours } from '@timekeep/domain-scheduling';
import { dateOf, dayOf } from '@timekeep/domain-time-engine';
import { InheritedChoices, ManagementScope } from '@timekeep/server-organisation';
import { PayRuleLookup } from '@timekeep/server-pay-rules';
import { likePattern, maySeePayRates, OrmTx, Principal } from '@timekeep/server-platform';
import { ClosedDays } from '../ports/closed-days.port';
import { type RosteredSection, type RosteredSectionPay } from '../ports/rostered-pay.port';
import { ShiftChecks } from './shift-checks';
import { employeeScheduleStreamId } from '../employee-schedules/employee-schedule.stream';
import { RosterSettingsLookup } from '../roster-publishing/roster-settings';

export interface RosterFilter {
  startDate: string;
  endDate: string;
  /** Company nodes chosen: each with everything below it. None: the header filter's departments. */
  departmentIds: string[];
  sortBy: RosterSort | null;
  search: string | null;
  /** Only these employees (one row's refresh, one employee's email). */
  employeeIds?: string[];
  /** Only what is published, whoever reads (the roster emailed to employees): no drafts (ADR 0075). */
  publishedOnly?: boolean;
}

interface EmployeeRow {
  id: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  departmentId: string;
  departmentName: string | null;
  payRate: number | null;
  standardHours: number | null;
  scheduleId: string | null;
  email: string | null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The library's fixed Off Day item (document 2 §3). */
export const OFF_DAY_ITEM: RosterShift = {
  ...OFF_DAY_SHIFT,
  departmentId: null,
  departmentName: null,
  department: null,
  startTimeType: 'Today',
  endTimeType: 'Today',
  breakTime: 0,
  duration: 0,
  baseShiftWorksectionId: null,
  version: 0,
};

/**
 * The roster's reads (document 2 §2 "Roster planner"): who is on it (active employees of the
 * chosen nodes within the reader's reach; an employee only herself), their days (their own over
 * their template's), closed days, versions and budget totals, in a fixed number of queries
 * whatever the number of employees.
 */
@Injectable()
export class RosterQueries {
  constructor(
    private readonly scope: ManagementScope,
    private readonly payRules: PayRuleLookup,
    private readonly closedDays: ClosedDays,
    private readonly checks: ShiftChecks,
    private readonly settings: RosterSettingsLookup,
  ) {}

  async roster(tx: OrmTx, principal: Principal, filter: RosterFilter): Promise<Roster> {
    const employees = await this.employees(tx, principal, filter);
    const ids = employees.map((e) => e.id);
    // The days before the range are read for the checks that count back (the rest before its first
    // shift, a run of days into it, the week's hours), and only for those whose condition set has them on.
    const checks = await this.checks.of(tx, principal.companyId, ids);
    const fromOf = new Map([...checks].map(([id, { reach }]) => [id, dateOf(dayOf(filter.startDate) - reach)]));
    const lookFrom = [...fromOf.values()].reduce((a, b) => (b < a ? b : a), filter.startDate);
    // One query at a time: they share the transaction's connection.
    const own = await tx.sql.query<{ employeeId: string; date: string; rule: CustomDay }>(
      `SELECT employee_id AS "employeeId", date::text AS date, rule FROM employee_schedule_day
        WHERE company_id = $1 AND employee_id = ANY($2::uuid[]) AND date BETWEEN $3 AND $4`,
      [principal.companyId, ids, lookFrom, filter.endDate],
    );
    // The planner sees her drafts over what is published (ADR 0075); the employee, only what is published.
    const drafted =
      !filter.publishedOnly && !(principal.kind !== 'system' && reachesOnlySelf(principal)) && (await this.settings.publishes(tx, principal.companyId))
        ? await tx.sql.query<{ employeeId: string; date: string; rule: CustomDay | null }>(
            `SELECT employee_id AS "employeeId", date::text AS date, rule FROM roster_draft_day
              WHERE company_id = $1 AND employee_id = ANY($2::uuid[]) AND date BETWEEN $3 AND $4`,
            [principal.companyId, ids, lookFrom, filter.endDate],
          )
        : { rows: [] };
    const closed = await this.closedDays.closedDaysWithin(tx, principal.companyId, ids, filter.startDate, filter.endDate);
    const versions = await tx.sql.query<{ streamId: string; version: number }>(`SELECT stream_id AS "streamId", version FROM streams WHERE company_id = $1 AND stream_id = ANY($2::text[])`, [
      principal.companyId,
      ids.map(employeeScheduleStreamId),
    ]);
    const templates = await this.templates(tx, principal.companyId, employees);
    const names = await this.departmentNames(tx, principal.companyId);
    const ownBy = groupBy(own.rows, (r) => r.employeeId);
    const draftsBy = groupBy(drafted.rows, (r) => r.employeeId);
    const closedBy = new Set(closed.map((c) => `${c.employeeId}|${c.date}`));
    const versionBy = new Map(versions.rows.map((v) => [v.streamId, v.version]));
    const unpublished = new Set(drafted.rows.map((d) => `${d.employeeId}|${d.date}`));
    // Pay rates and the cost made from them only for those who may see pay rates (ADR 0048).
    const rates = maySeePayRates(principal);
    let totalHours = 0;
    let totalCost = 0;
    const scheduled = employees.map((e) => {
      const custom = new Map((ownBy.get(e.id) ?? []).map((d) => [d.date, d.rule]));
      for (const draft of draftsBy.get(e.id) ?? []) {
        if (draft.rule) custom.set(draft.date, draft.rule);
        else custom.delete(draft.date);
      }
      return employeeScheduleDays(templates.get(e.id) ?? null, custom, fromOf.get(e.id) ?? filter.startDate, filter.endDate);
    });
    // Every section priced and checked at once, by the timesheet's engine (one load of the company's rules).
    const sections: RosteredSection[] = scheduled.flatMap((days, i) => days.flatMap((d) => d.workSections.map((section) => ({ employeeId: employees[i].id, date: d.title, section }))));
    const paid = await this.checks.priced(tx, principal.companyId, sections);
    // Each date someone said she cannot work, marked on her cell (ADR 0077).
    const marks = await this.checks.marksOf(tx, principal.companyId, ids, filter.startDate, filter.endDate);
    let next = 0;
    const rows: RosterRow[] = employees.map((e, i) => {
      let costMinutes = 0;
      const shown = scheduled[i].filter((d) => {
        if (d.title >= filter.startDate) return true;
        next += d.workSections.length;
        return false;
      });
      const days: RosterDay[] = shown.map((d) => ({
        title: d.title,
        isOffDay: d.isOffDay,
        isClosed: closedBy.has(`${e.id}|${d.title}`),
        virtual: !d.custom,
        ...(unpublished.has(`${e.id}|${d.title}`) ? { unpublished: true } : {}),
        ...(marks.get(e.id)?.has(d.title) ? { unavailable: marks.get(e.id)?.get(d.title) } : {}),
        workSections: d.workSections.map((s) => {
          costMinutes += paid[next].costMinutes;
          return rosterSection(s, names, paid[next++]);
        }),
      }));
      const hours = round2(days.reduce((sum, d) => sum + d.workSections.reduce((h, s) => h + s.duration, 0), 0));
      // Each minute at its rate: a Sunday shift costs its Sunday rate under the pay group's conditions (ADR 0074).
      const cost = e.payRate === null ? null : round2((costMinutes / 60) * e.payRate);
      totalHours += hours;
      totalCost += cost ?? 0;
      return {
        employee: {
          id: e.id,
          firstName: e.firstName,
          middleName: e.middleName,
          lastName: e.lastName,
          departmentId: e.departmentId,
          departmentName: e.departmentName,
          ...(rates ? { payRate: e.payRate } : {}),
          standardHours: e.standardHours,
          email: e.email,
        },
        scheduleRuleVoList: days,
        version: versionBy.get(employeeScheduleStreamId(e.id)) ?? 0,
        totalHours: hours,
        ...(rates ? { totalCost: cost } : {}),
      };
    });
    return { startDate: filter.startDate, endDate: filter.endDate, rows, totalHours: round2(totalHours), ...(rates ? { totalCost: round2(totalCost) } : {}) };
  }

  /** GET /api/shifts/getNewShifts: the Off Day item, then the company's shifts of positions the reader may see, by start time. */
  async shifts(tx: OrmTx, principal: Principal, search: string | null): Promise<RosterShift[]> {
    const params: unknown[] = [principal.companyId];
    const where = ['s.company_id = $1'];
    const reach = await this.reach(principal);
    if (reach !== 'all') where.push(`(s.department_id IS NULL OR s.department_id = ANY($${params.push([...reach])}::uuid[]))`);
    if (search?.trim()) where.push(`(s.label_name ILIKE $${params.push(likePattern(search.trim()))} OR d.name ILIKE $${params.length})`);
    const { rows } = await tx.sql.query<ShiftRow>(`${SHIFT_SELECT} WHERE ${where.join(' AND ')} ORDER BY s.start_time, s.end_time, s.label_name`, params);
    return [OFF_DAY_ITEM, ...rows.map(shiftOf)];
  }

  /** GET /api/shifts/{id}: the Off Day item, or a shift the reader may see. */
  async shift(tx: OrmTx, principal: Principal, id: string): Promise<RosterShift | null> {
    if (id === OFF_DAY_SHIFT.id) return OFF_DAY_ITEM;
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const { rows } = await tx.sql.query<ShiftRow>(`${SHIFT_SELECT} WHERE s.company_id = $1 AND s.id = $2`, [principal.companyId, id]);
    const row = rows[0];
    if (!row) return null;
    const reach = await this.reach(principal);
    if (reach !== 'all' && row.departmentId && !reach.has(row.departmentId)) return null;
    return shiftOf(row);
  }

  /** GET /api/shifts/scheduleemployee: active employees of the departments (and below) within reach, by first name (document 2 §5 "Add shift to employees"). */
  async employeesOf(tx: OrmTx, principal: Principal, departmentIds: string[]): Promise<Array<{ id: string; firstName: string; lastName: string; departmentId: string }>> {
    const rows = await this.employees(tx, principal, { startDate: '', endDate: '', departmentIds, sortBy: 'FirstName', search: null });
    return rows.map((e) => ({ id: e.id, firstName: e.firstName, lastName: e.lastName, departmentId: e.departmentId }));
  }

  private async reach(principal: Principal): Promise<'all' | ReadonlySet<string>> {
    return principal.kind !== 'system' && reachesOnlySelf(principal) ? new Set<string>() : this.scope.reachOf(principal);
  }

  private async employees(tx: OrmTx, principal: Principal, filter: RosterFilter): Promise<EmployeeRow[]> {
    const params: unknown[] = [principal.companyId];
    const where = [`e.company_id = $1`, `e.status = 'Active'`];
    if (principal.kind !== 'system' && reachesOnlySelf(principal)) {
      where.push(`e.user_id = $${params.push(principal.id)}`);
    } else {
      const reach = filter.departmentIds.length ? await this.scope.reachOf(principal) : await this.scope.listFilter(principal);
      if (reach !== 'all') where.push(`e.department_id = ANY($${params.push([...reach])}::uuid[])`);
      if (filter.departmentIds.length) {
        where.push(`e.department_id IN (SELECT id FROM department WHERE company_id = $1 AND path && $${params.push(filter.departmentIds)}::uuid[])`);
      }
    }
    if (filter.employeeIds) where.push(`e.id = ANY($${params.push(filter.employeeIds)}::uuid[])`);
    if (filter.search?.trim()) {
      const p = params.push(likePattern(filter.search.trim()));
      where.push(`(e.first_name || ' ' || e.last_name ILIKE $${p} OR e.pay_id ILIKE $${p} OR e.clock_id::text ILIKE $${p})`);
    }
    const order =
      filter.sortBy === 'Department'
        ? 'd.name, e.last_name, e.first_name'
        : filter.sortBy === 'FirstName'
          ? 'e.first_name, e.last_name'
          : 'e.last_name, e.first_name';
    const { rows } = await tx.sql.query<EmployeeRow>(
      `SELECT e.id, e.first_name AS "firstName", e.record->>'middleName' AS "middleName", e.last_name AS "lastName",
              e.department_id AS "departmentId", d.name AS "departmentName",
              (e.record->>'payRate')::numeric::float8 AS "payRate", (e.record->>'standardHours')::numeric::float8 AS "standardHours",
              e.record->>'scheduleId' AS "scheduleId", nullif(u.email, '') AS email
         FROM employee e
         LEFT JOIN department d ON d.id = e.department_id
         LEFT JOIN user_account u ON u.id = e.user_id AND u.company_id = e.company_id
        WHERE ${where.join(' AND ')}
        ORDER BY ${order}, e.id`,
      params,
    );
    return rows;
  }

  /** Each employee's template, their own or the one they have from the structure or the company (InheritedChoices), each read once. */
  private async templates(tx: OrmTx, companyId: string, employees: EmployeeRow[]): Promise<Map<string, ScheduleTemplateDto | null>> {
    const inherited = await InheritedChoices.ofCompany(tx.manager, companyId);
    const byId = new Map<string, ScheduleTemplateDto | null>();
    const byEmployee = new Map<string, ScheduleTemplateDto | null>();
    for (const e of employees) {
      const id = inherited.templateIdOf({ departmentId: e.departmentId, record: { scheduleId: e.scheduleId } });
      if (id && !byId.has(id)) byId.set(id, await this.payRules.scheduleTemplate(tx, companyId, id));
      byEmployee.set(e.id, id ? (byId.get(id) ?? null) : null);
    }
    return byEmployee;
  }

  private async departmentNames(tx: OrmTx, companyId: string): Promise<Map<string, string>> {
    const { rows } = await tx.sql.query<{ id: string; name: string }>('SELECT id, name FROM department WHERE company_id = $1', [companyId]);
    return new Map(rows.map((r) => [r.id, r.name]));
  }
}

interface ShiftRow {
  id: string;
  labelName: string;
  colorCode: string;
  departmentId: string | null;
  departmentName: string | null;
  startTime: string;
  startTimeType: RosterShift['startTimeType'];
  endTime: string;
  endTimeType: RosterShift['endTimeType'];
  breakTime: number;
  version: number;
}

const SHIFT_SELECT = `SELECT s.id, s.label_name AS "labelName", s.color_code AS "colorCode", s.department_id AS "departmentId", d.name AS "departmentName",
  s.start_time AS "startTime", s.start_time_type AS "startTimeType", s.end_time AS "endTime", s.end_time_type AS "endTimeType",
  s.break_time AS "breakTime", s.version
  FROM roster_shift s LEFT JOIN department d ON d.id = s.department_id`;

function shiftOf(row: ShiftRow): RosterShift {
  return {
    ...row,
    department: row.departmentId ? { id: row.departmentId, departmentName: row.departmentName ?? '' } : null,
    duration: round2(workedHours(row)),
    type: null,
    baseShiftWorksectionId: null,
  };
}

function rosterSection(section: WorkSectionDto, names: ReadonlyMap<string, string>, paid: RosteredSectionPay) {
  return {
    ...section,
    labelName: section.labelName ?? null,
    colorCode: section.colorCode ?? null,
    departmentName: section.departmentId ? (names.get(section.departmentId) ?? null) : null,
    duration: round2(paid.workMinutes / 60),
    deductTime: paid.deductTime,
    warnings: paid.warnings,
  };
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}
