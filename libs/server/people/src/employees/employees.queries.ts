import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EmployeeDetail, EmployeeRow, EmployeeStatus, EmploymentTypeHistory, isUuid, KioskEmployee, LicenceUse, ListQuery, Page, Role, WorkingDays } from '@timekeep/contracts';
import { mayChangeSecretsOf, reachesOnlySelf } from '@timekeep/domain-identity';
import { UserAccountEntity } from '@timekeep/server-identity';
import { CompanyQueries, InheritedChoices, ManagementScope, Reach } from '@timekeep/server-organisation';
import { KeysetKey, keysetOrder, keysetSelect, likePattern, ListCursors, listQuestion, payRateFor, Principal } from '@timekeep/server-platform';
import { EmployeeEntity } from './employee.entity';

/** The spec's sort fields (firstname, lastname, department) and the list columns' own names. */
export const EMPLOYEE_SORTS = ['firstname', 'lastname', 'department', 'firstName', 'lastName', 'departmentName', 'clockId', 'payId', 'hireOnDateValue', 'employeeStatus'] as const;
export type EmployeeSort = (typeof EMPLOYEE_SORTS)[number];

const ORDER: Record<EmployeeSort, KeysetKey> = {
  firstname: { sql: 'e.first_name' },
  lastname: { sql: 'e.last_name' },
  department: { sql: 'd.name', nullable: true },
  firstName: { sql: 'e.first_name' },
  lastName: { sql: 'e.last_name' },
  departmentName: { sql: 'd.name', nullable: true },
  clockId: { sql: 'e.clock_id', nullable: true },
  payId: { sql: 'e.pay_id', nullable: true },
  hireOnDateValue: { sql: 'e.hire_on' },
  employeeStatus: { sql: 'e.status' },
};

/** The list's order: the sorted column (nulls last either way), then last name, then id (ADR 0082's keyset). */
const employeeKeys = (query: { sort?: EmployeeSort; order?: 'ascend' | 'descend' }): KeysetKey[] => [
  { ...ORDER[query.sort ?? 'firstname'], desc: query.order === 'descend' },
  { sql: 'e.last_name' },
  { sql: 'e.id' },
];

/** The kiosk's order: last and first name as people read them, then id. */
const KIOSK_KEYS: KeysetKey[] = [{ sql: 'lower(e.last_name)' }, { sql: 'lower(e.first_name)' }, { sql: 'e.id' }];

export interface EmployeeFilter {
  employeeStatus?: EmployeeStatus;
  departmentIds?: string[];
}

/**
 * The employees list and detail, paged on the server within the principal's reach: Admins the
 * company (narrowed by the header filter), Supervisors their departments, an Employee only
 * themselves. Anything out of reach reads as absent.
 */
@Injectable()
export class EmployeesQueries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly scope: ManagementScope,
    private readonly companies: CompanyQueries,
    private readonly cursors: ListCursors,
  ) {}

  async page(principal: Principal, query: ListQuery & { sort?: EmployeeSort } & EmployeeFilter): Promise<Page<EmployeeRow>> {
    const { where, params } = await this.visible(principal);
    where.push(...employeeFilterConditions(query, params));
    const keys = employeeKeys(query);
    const question = { list: 'employees', ...listQuestion(query) };
    const listed = params.length;
    const start = this.cursors.start(principal.companyId, question, query, keys, params);
    if (start.condition) where.push(start.condition);
    const limit = params.push(query.pageSize);
    const offset = params.push(start.offset);
    const rows: PageRow[] = await this.dataSource.query(
      `SELECT e.id, e.user_id, e.status, e.record, e.department_id, e.rounding_id, d.name AS department_name, pg.name AS pay_group_name, ${keysetSelect(keys)}, ${start.condition ? 'NULL' : 'count(*) OVER ()'} AS total
         FROM employee e
         LEFT JOIN department d ON d.id = e.department_id
         LEFT JOIN pay_rule pg ON pg.id = e.pay_group_id
        WHERE ${where.join(' AND ')}
        ORDER BY ${keysetOrder(keys)}
        LIMIT $${limit} OFFSET $${offset}`,
      params,
    );
    const counted = start.total ?? (rows.length ? Number(rows[0].total) : start.offset > 0 ? await this.count(where, params.slice(0, listed)) : 0);
    const place = this.cursors.end(principal.companyId, question, keys, start, query.pageSize, rows, counted);
    // The Schedule and Rounding columns say what each employee has, as the timesheet reads it: their own, else their department chain's or the company's.
    const inherited = await InheritedChoices.ofCompany(this.dataSource.manager, principal.companyId);
    const choices = rows.map((r) => {
      const placed = { departmentId: r.department_id, record: r.record, roundingId: r.rounding_id };
      return { scheduleId: inherited.templateIdOf(placed), roundingId: inherited.roundingIdOf(placed) };
    });
    const ids = [...new Set(choices.flatMap((c) => [c.scheduleId, c.roundingId]).filter((id): id is string => isUuid(id)))];
    const named: Array<{ id: string; name: string }> = ids.length ? await this.dataSource.query('SELECT id, name FROM pay_rule WHERE company_id = $1 AND id = ANY($2::uuid[])', [principal.companyId, ids]) : [];
    const nameOf = new Map(named.map((n) => [n.id, n.name]));
    const items = rows.map((r, i) => toRow(r, nameOf.get(choices[i].scheduleId ?? '') ?? null, nameOf.get(choices[i].roundingId ?? '') ?? null));
    return { items, total: place.total, page: place.page, pageSize: query.pageSize, nextCursor: place.nextCursor };
  }

  async detail(principal: Principal, id: string): Promise<EmployeeDetail> {
    const row = await this.visibleOne(principal, id);
    const account = row.userId ? await this.dataSource.getRepository(UserAccountEntity).findOneBy({ id: row.userId }) : null;
    const isSupervisor = !!account?.roles.includes(Role.Supervisor);
    return payRateFor(principal, {
      ...row.record,
      id: row.id,
      userId: row.userId,
      email: account?.email ?? null,
      employeeStatus: row.status,
      role: account?.roles[0] ?? null,
      hasPin: !!account?.hasPin,
      mayChangeAccount: mayChangeSecretsOf(principal, account),
      isSupervisor,
      departments: isSupervisor ? (account?.departmentIds ?? []) : [],
      funs: isSupervisor ? (account?.functions ?? []) : [],
      version: row.version,
    });
  }

  async workingDays(principal: Principal, id: string): Promise<{ workingDays: WorkingDays; version: number }> {
    const row = await this.visibleOne(principal, id);
    return { workingDays: row.workingDays, version: row.version };
  }

  async employmentTypes(principal: Principal, id: string): Promise<{ employmentTypes: EmploymentTypeHistory; version: number }> {
    const row = await this.visibleOne(principal, id);
    return { employmentTypes: row.employmentTypes, version: row.version };
  }

  /** Her row when the reader may see her; another company's, or one outside the reader's reach, reads as absent. */
  private async visibleOne(principal: Principal, id: string): Promise<EmployeeEntity> {
    const row = await this.dataSource.getRepository(EmployeeEntity).findOneBy({ id, companyId: principal.companyId });
    const reach = await this.reachFor(principal);
    const visible = row && (reach === 'all' || (reach === 'self' ? row.userId === principal.id : reach.has(row.departmentId)));
    if (!row || !visible) throw new NotFoundException({ message: 'This employee does not exist.' });
    return row;
  }

  /** The suggested clock ID for a new employee: one above the highest in use. */
  async nextClockId(companyId: string): Promise<number> {
    const [{ next }] = await this.dataSource.query('SELECT coalesce(max(clock_id), 0) + 1 AS next FROM employee WHERE company_id = $1', [companyId]);
    return Number(next);
  }

  async licenceUse(companyId: string): Promise<{ employees: LicenceUse; app: LicenceUse }> {
    const settings = await this.companies.settings(companyId);
    const [counts] = await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE status = 'Active')::int AS active, count(*) FILTER (WHERE status = 'Active' AND status_app)::int AS app FROM employee WHERE company_id = $1`,
      [companyId],
    );
    return { employees: { used: counts.active, licensed: settings.sumLicense }, app: { used: counts.app, licensed: settings.sumAppLicense } };
  }

  /** The Active employees within reach with the external ID they are paid under, by name. */
  async linked(principal: Principal): Promise<Array<{ name: string; externalId: string | null }>> {
    const { where, params } = await this.visible(principal);
    where.push("e.status = 'Active'");
    return this.dataSource.query(
      `SELECT e.first_name || ' ' || e.last_name AS name, e.record->>'externalId' AS "externalId" FROM employee e WHERE ${where.join(' AND ')} ORDER BY lower(e.last_name), lower(e.first_name), e.id`,
      params,
    );
  }

  /**
   * GET /employee/kiosk-employee-list: the Active employees a kiosk offers, in the caller's reach,
   * by last and first name, searched like the employee list; only what the kiosk shows.
   */
  async kioskPage(principal: Principal, query: ListQuery): Promise<Page<KioskEmployee>> {
    const { where, params } = await this.visible(principal);
    where.push("e.status = 'Active'", ...employeeFilterConditions(query, params));
    const question = { list: 'kiosk-employees', ...listQuestion(query) };
    const listed = params.length;
    const start = this.cursors.start(principal.companyId, question, query, KIOSK_KEYS, params);
    if (start.condition) where.push(start.condition);
    const limit = params.push(query.pageSize);
    const offset = params.push(start.offset);
    const rows: Array<{ id: string; record: EmployeeEntity['record']; department_id: string; department_name: string | null; total: string }> = await this.dataSource.query(
      `SELECT e.id, e.record, e.department_id, d.name AS department_name, ${keysetSelect(KIOSK_KEYS)}, ${start.condition ? 'NULL' : 'count(*) OVER ()'} AS total
         FROM employee e LEFT JOIN department d ON d.id = e.department_id
        WHERE ${where.join(' AND ')}
        ORDER BY ${keysetOrder(KIOSK_KEYS)}
        LIMIT $${limit} OFFSET $${offset}`,
      params,
    );
    const counted = start.total ?? (rows.length ? Number(rows[0].total) : start.offset > 0 ? await this.count(where, params.slice(0, listed)) : 0);
    const place = this.cursors.end(principal.companyId, question, KIOSK_KEYS, start, query.pageSize, rows, counted);
    const items = rows.map((r) => ({
      id: r.id,
      clockId: r.record.clockId,
      firstName: r.record.firstName,
      lastName: r.record.lastName,
      departmentId: r.department_id,
      departmentName: r.department_name ?? '',
      avatarFileName: r.record.avatarFileName,
    }));
    return { items, total: place.total, page: place.page, pageSize: query.pageSize, nextCursor: place.nextCursor };
  }

  /** The conditions (on `employee e`) of the employees a principal sees, with their parameters. */
  private async visible(principal: Principal): Promise<{ where: string[]; params: unknown[] }> {
    const params: unknown[] = [principal.companyId];
    const where = ['e.company_id = $1'];
    const reach = await this.reachFor(principal);
    if (reach === 'self') where.push(`e.user_id = $${params.push(principal.id)}`);
    else if (reach !== 'all') where.push(`e.department_id = ANY($${params.push([...reach])}::uuid[])`);
    return { where, params };
  }

  private async reachFor(principal: Principal): Promise<Reach | 'self'> {
    if (principal.kind !== 'system' && reachesOnlySelf(principal)) return 'self';
    return this.scope.listFilter(principal);
  }

  private async count(where: string[], params: unknown[]): Promise<number> {
    const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total FROM employee e WHERE ${where.join(' AND ')}`, params);
    return total;
  }
}

interface PageRow {
  id: string;
  user_id: string | null;
  status: EmployeeStatus;
  record: EmployeeEntity['record'];
  department_id: string;
  rounding_id: string | null;
  department_name: string | null;
  pay_group_name: string | null;
  total: string;
}

function toRow(r: PageRow, scheduleName: string | null, timeRoundingName: string | null): EmployeeRow {
  const rec = r.record;
  return {
    id: r.id,
    userId: r.user_id,
    clockId: rec.clockId,
    payId: rec.payId,
    firstName: rec.firstName,
    lastName: rec.lastName,
    middleName: rec.middleName,
    departmentName: r.department_name ?? '',
    hireOnDateValue: rec.hireOnDateValue,
    terminateDateValue: rec.terminateDateValue,
    employeeStatus: r.status,
    isExport: rec.isExport,
    mobile: rec.mobile,
    phone: rec.phone,
    fax: rec.fax,
    statusApp: rec.statusApp,
    payGroupName: r.pay_group_name,
    timeRoundingName,
    scheduleName,
    paygroupId: rec.paygroupId,
    avatarFileName: rec.avatarFileName ?? null,
  };
}

/**
 * The employee lists' filters (department, status, the free-text search over name, Pay ID and clock
 * ID) as conditions on `employee e`, their values pushed onto `params`: the employees list and the
 * dashboard's table filter alike.
 */
export function employeeFilterConditions(query: { departmentIds?: string[]; employeeStatus?: string; search?: string }, params: unknown[]): string[] {
  const where: string[] = [];
  if (query.departmentIds?.length) where.push(`e.department_id = ANY($${params.push(query.departmentIds)}::uuid[])`);
  if (query.employeeStatus) where.push(`e.status = $${params.push(query.employeeStatus)}`);
  if (query.search) {
    const p = params.push(likePattern(query.search));
    where.push(`(e.first_name || ' ' || e.last_name ILIKE $${p} OR e.pay_id ILIKE $${p} OR e.clock_id::text ILIKE $${p})`);
  }
  return where;
}
