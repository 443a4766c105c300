import { ConditionSetFields, departmentOf, EXCEPTION_FLAGS, ExceptionFlag, inheritedChoice, PayGroupFields, PayRuleKind, PayType, RoundingRow, ScheduleTemplateDto } from '@timekeep/contracts';
import { kindOfEvent, type HolidayFields, type PayRuleBody, type PayTypeFields, type RoundingRuleFields, type SkillFields } from '@timekeep/domain-pay-rules';
import { toScheduleTemplate, type CustomDay } from '@timekeep/domain-scheduling';
import {
  ClosedDays,
  CompanyConditions,
  companyConditionsOf,
  contextRange,
  ExceptionThresholds,
  dateOf,
  dayOf,
  LeaveRecord,
  MissingPayType,
  Punch,
  ScheduleRule,
  ScheduleTemplate,
  SkillAllowance,
  SystemPayTypes,
  systemPayTypes,
  TimesheetInput,
} from '@timekeep/domain-time-engine';
import { companySettingsOf } from '@timekeep/domain-organisation';
import { TimekeepingError } from '@timekeep/domain-timekeeping';
import type { CompanySettings } from '@timekeep/contracts';
import { CompanyEntity, companyStateOf, DepartmentEntity } from '@timekeep/server-organisation';
import { EmployeeEntity } from '@timekeep/server-people';
import { fieldsOf, PayRuleEntity } from '@timekeep/server-pay-rules';
import { EmployeeScheduleDayEntity } from '@timekeep/server-scheduling';
import type { OrmTx } from '@timekeep/server-platform';
import { Between, In } from 'typeorm';
import { PunchEntity } from './punch.entity';

/** The catalogue kinds a timesheet is computed from. */
const KINDS: readonly PayRuleKind[] = ['payGroup', 'roundingRule', 'scheduleTemplate', 'holiday', 'payType', 'skill', 'conditionSet'];

interface Named<F> {
  id: string;
  name: string;
  fields: F;
}

/**
 * What every employee of a company shares: settings, structure, pay groups, rounding rules,
 * templates, holidays, pay types and skills, read once. A recalculation of thousands reads these
 * once and then only each employee's own days and punches.
 */
export class CompanyFacts {
  private constructor(
    readonly companyId: string,
    readonly settings: CompanySettings,
    /** The company detail's exceptionThreshold (EA) and exceptionLDThreshold (LD). */
    readonly exceptionThresholds: ExceptionThresholds,
    private readonly companyZone: string,
    readonly departments: ReadonlyMap<string, DepartmentEntity>,
    readonly payGroups: ReadonlyMap<string, Named<PayGroupFields>>,
    readonly roundings: ReadonlyMap<string, Named<RoundingRuleFields>>,
    private readonly templates: ReadonlyMap<string, PayRuleEntity>,
    readonly holidays: ReadonlyMap<string, string>,
    /** Each weekend holiday's substitute weekday (its alternative date), for Mondayisation. */
    readonly holidaySubstitutes: ReadonlyMap<string, string>,
    readonly payTypes: readonly PayType[],
    private readonly skills: ReadonlyMap<string, SkillFields>,
    /** The company detail's template and rounding rule: for an employee whose own and whose departments' are none. */
    private readonly companyDefaults: { scheduleId: string | null; roundingId: string | null },
    /** Each pay group's conditions (ADR 0074): its active condition set's, read once. */
    private readonly conditions: ReadonlyMap<string, CompanyConditions>,
  ) {}

  static async load(tx: OrmTx, companyId: string): Promise<CompanyFacts> {
    const rules = await tx.manager.findBy(PayRuleEntity, { companyId, kind: In([...KINDS]) });
    return CompanyFacts.of(tx, companyId, rules);
  }

  /**
   * The company's pay rules as the log had them at `asOf` (the auditors' view): each catalogue
   * record's last event recorded by then, a deleted one absent. Structure and settings are read as
   * they are now.
   */
  static async asOf(tx: OrmTx, companyId: string, asOf: Date): Promise<CompanyFacts> {
    const { rows } = await tx.sql.query<{ type: string; data: PayRuleBody<unknown> & { id: string } }>(
      `SELECT DISTINCT ON (stream_id) type, data FROM events
        WHERE company_id = $1 AND stream_id LIKE 'pay-rule-%' AND recorded_at <= $2
        ORDER BY stream_id, stream_position DESC`,
      [companyId, asOf],
    );
    const rules = rows.flatMap((r) => {
      const known = kindOfEvent(r.type);
      if (!known || known.deleted || !KINDS.includes(known.kind)) return [];
      return [{ id: r.data.id, companyId, kind: known.kind, name: r.data.name, fields: r.data.fields } as PayRuleEntity];
    });
    return CompanyFacts.of(tx, companyId, rules);
  }

  private static async of(tx: OrmTx, companyId: string, rules: readonly PayRuleEntity[]): Promise<CompanyFacts> {
    const company = await tx.manager.findOneByOrFail(CompanyEntity, { id: companyId });
    const state = companyStateOf(company);
    const departments = await tx.manager.findBy(DepartmentEntity, { companyId });
    const of = <F>(kind: string) => new Map(rules.filter((r) => r.kind === kind).map((r) => [r.id, { id: r.id, name: r.name, fields: fieldsOf<F>(r) }]));
    const holidays = new Map<string, string>();
    const substitutes = new Map<string, string>();
    for (const h of of<HolidayFields>('holiday').values()) {
      holidays.set(h.fields.date, h.name);
      if (h.fields.alterdate && h.fields.alterdate !== h.fields.date) substitutes.set(h.fields.date, h.fields.alterdate);
    }
    const payTypes = [...of<PayTypeFields>('payType').values()].map((t) => ({ ...t.fields, id: t.id, name: t.name }) as unknown as PayType);
    return new CompanyFacts(
      companyId,
      companySettingsOf(state),
      { earlyArrival: state.detail.exceptionThreshold, lateDeparture: state.detail.exceptionLDThreshold },
      state.detail.timeZoneId || company.timeZone,
      new Map(departments.map((d) => [d.id, d])),
      of<PayGroupFields>('payGroup'),
      of<RoundingRuleFields>('roundingRule'),
      new Map(rules.filter((r) => r.kind === 'scheduleTemplate').map((r) => [r.id, r])),
      holidays,
      substitutes,
      payTypes,
      new Map([...of<SkillFields>('skill').values()].map((s) => [s.id, s.fields])),
      { scheduleId: state.detail.scheduleId, roundingId: state.detail.timeRoundingId },
      conditionsByPayGroup(rules, payTypes),
    );
  }

  /** The company's own time zone: where "today" is for company-wide lists. */
  get zone(): string {
    return this.companyZone;
  }

  /** The name for a Department column: the department above the employee's position (`departmentOf`), never the position's own. */
  departmentNameOf(nodeId: string): string | null {
    return departmentOf(this.departments, nodeId)?.name ?? null;
  }

  /** The department's time zone, or the nearest ancestor's, or the company's. */
  zoneOf(departmentId: string): string {
    for (let d = this.departments.get(departmentId); d; d = d.parentId ? this.departments.get(d.parentId) : undefined) {
      if (d.timeZoneId) return d.timeZoneId;
    }
    return this.companyZone;
  }

  /** The employee's own rounding rule, else their department's or the nearest ancestor's, else the company's. */
  roundingOf(employee: EmployeeEntity): Named<RoundingRuleFields> | null {
    const id = inheritedChoice(employee.roundingId, this.departments, employee.departmentId, (d) => d.roundingId, this.companyDefaults.roundingId);
    return id ? (this.roundings.get(id) ?? null) : null;
  }

  /** The employee's own schedule template, else their department's or the nearest ancestor's, else the company's (ADR 0062). */
  templateOf(employee: EmployeeEntity): ScheduleTemplateDto | null {
    const id = inheritedChoice(employee.record.scheduleId, this.departments, employee.departmentId, (d) => d.scheduleId, this.companyDefaults.scheduleId);
    const row = id ? this.templates.get(id) : undefined;
    return row ? toScheduleTemplate(row) : null;
  }

  /** The pay conditions of the employee's pay group with her employment types, or none (she is paid as the pay group says). */
  conditionsOf(employee: EmployeeEntity): TimesheetInput['conditions'] {
    const conditions = this.conditions.get(employee.payGroupId);
    return conditions ? { ...conditions, employmentTypes: employee.employmentTypes, workingDays: employee.workingDays } : undefined;
  }

  payGroupOf(employee: EmployeeEntity): Named<PayGroupFields> {
    const group = this.payGroups.get(employee.payGroupId);
    if (!group) throw new Error(`Employee ${employee.id} has no pay group.`);
    return group;
  }

  /**
   * The engine's pay types. A company missing a system pay type is refused with the engine's
   * sentence naming its code (400), on every path that builds an engine input: the timesheet's,
   * history's and a leave request's. Told by the error's class, never its text.
   */
  systemPayTypesOf(payGroup: PayGroupFields): SystemPayTypes {
    try {
      return systemPayTypes(this.payTypes, payGroup);
    } catch (error) {
      if (error instanceof MissingPayType) throw new TimekeepingError('invalid', error.message);
      throw error;
    }
  }

  skillsOf(employee: EmployeeEntity): SkillAllowance[] {
    const names = new Map(this.payTypes.map((t) => [t.id, t.name]));
    return employee.record.skills.flatMap((id) => {
      const skill = this.skills.get(id);
      return skill?.payTypeId ? [{ payType: { id: skill.payTypeId, name: names.get(skill.payTypeId) ?? '' }, allowanceCalculationType: skill.allowanceCalculationType }] : [];
    });
  }

  /**
   * A pair without a job is a Missing Job only where there are jobs to choose: the company uses job
   * codes and the employee's position (or the nearest department above it) offers some.
   */
  jobRequiredFor(employee: EmployeeEntity): boolean {
    if (!this.settings.isJobCodeEnabled) return false;
    for (let d = this.departments.get(employee.departmentId); d; d = d.parentId ? this.departments.get(d.parentId) : undefined) {
      if (d.jobIds.length) return true;
    }
    return false;
  }

  exceptionFlags(): Record<ExceptionFlag, boolean> {
    const settings = this.settings as unknown as Record<string, unknown>;
    return Object.fromEntries(EXCEPTION_FLAGS.map((f) => [f, settings[f] === true])) as Record<ExceptionFlag, boolean>;
  }
}

/**
 * The active condition sets by the pay groups they name. Every save was checked (the condition set
 * guard), so a set that no longer reads (a pay type deleted since) is a fault, refused on every
 * path that pays from it rather than paid without its conditions.
 */
function conditionsByPayGroup(rules: readonly PayRuleEntity[], payTypes: readonly PayType[]): Map<string, CompanyConditions> {
  const byPayGroup = new Map<string, CompanyConditions>();
  const factored = new Map(payTypes.map((t) => [t.id, { id: t.id, name: t.name, factor: t.payRateFactor }]));
  for (const rule of rules) {
    if (rule.kind !== PayRuleKind.ConditionSet || !rule.active) continue;
    const fields = fieldsOf<ConditionSetFields>(rule);
    const conditions = companyConditionsOf(fields, factored);
    if (typeof conditions === 'string') throw new TimekeepingError('invalid', `The condition set ${rule.name} cannot be paid from: ${conditions}`);
    for (const id of fields.payGroupIds) byPayGroup.set(id, conditions);
  }
  return byPayGroup;
}

const toEngineTemplate = (dto: ScheduleTemplateDto): ScheduleTemplate => ({
  periodType: dto.periodType,
  periods: dto.periods,
  days: dto.days,
  startDate: dto.startDate,
  rules: dto.scheduleRules.map((r) => ({ num: r.num, isOffDay: r.isOffDay, isClosed: r.isClosed, workSections: r.workSections })),
});

/** Punches read from a day before the range to two after, so overnight pairs and the longest shift are whole. */
export function punchWindow(from: string, to: string): { from: string; to: string } {
  return { from: `${dateOf(dayOf(from) - 1)}T00:00`, to: `${dateOf(dayOf(to) + 2)}T23:59` };
}

/** Own days and punches of many employees, two queries for all of them. */
export async function employeeDaysAndPunches(
  tx: OrmTx,
  employeeIds: readonly string[],
  from: string,
  to: string,
): Promise<{ customDays: Map<string, Map<string, CustomDay>>; punches: Map<string, PunchEntity[]> }> {
  const customDays = new Map<string, Map<string, CustomDay>>();
  const punches = new Map<string, PunchEntity[]>();
  if (!employeeIds.length) return { customDays, punches };
  const own = await tx.manager.findBy(EmployeeScheduleDayEntity, { employeeId: In([...employeeIds]), date: Between(dateOf(dayOf(from) - 1), dateOf(dayOf(to) + 1)) });
  for (const d of own) {
    const days = customDays.get(d.employeeId) ?? new Map<string, CustomDay>();
    days.set(d.date, d.rule);
    customDays.set(d.employeeId, days);
  }
  const window = punchWindow(from, to);
  const rows = await tx.manager.findBy(PunchEntity, { employeeId: In([...employeeIds]), local: Between(window.from, window.to) });
  for (const p of rows) {
    const list = punches.get(p.employeeId) ?? [];
    list.push(p);
    punches.set(p.employeeId, list);
  }
  return { customDays, punches };
}

/**
 * The dates each employee punched on in the weeks an otherwise-working-day look-back reads (ADR
 * 0074): only for those whose conditions have one, and only when a public holiday falls in
 * `from`..`to`; one query for all of them.
 */
export async function punchedDates(tx: OrmTx, facts: CompanyFacts, employees: readonly EmployeeEntity[], from: string, to: string): Promise<Map<string, Set<string>>> {
  const dates = new Map<string, Set<string>>();
  // A weekend holiday whose substitute weekday is in range counts too: Mondayisation reads the weekend date's pattern.
  const holidays = [...facts.holidays.keys()].filter((d) => (d >= from && d <= to) || ((facts.holidaySubstitutes.get(d) ?? '') >= from && (facts.holidaySubstitutes.get(d) ?? '') <= to)).sort();
  if (!holidays.length) return dates;
  const asking = employees.flatMap((e) => {
    const rule = facts.conditionsOf(e)?.otherwiseWorkingDay;
    return rule ? [{ id: e.id, lookBack: rule.lookBack }] : [];
  });
  if (!asking.length) return dates;
  const lookFrom = dateOf(dayOf(holidays[0]) - 7 * Math.max(...asking.map((a) => a.lookBack)));
  const { rows } = await tx.sql.query<{ employeeId: string; date: string }>(
    `SELECT DISTINCT employee_id AS "employeeId", left(local, 10) AS date FROM punch WHERE employee_id = ANY($1::uuid[]) AND local >= $2 AND local < $3`,
    [asking.map((a) => a.id), lookFrom, holidays[holidays.length - 1]],
  );
  for (const { employeeId, date } of rows) dates.set(employeeId, (dates.get(employeeId) ?? new Set()).add(date));
  return dates;
}

/**
 * The engine's input for one employee and the whole context range of `from`..`to` (the pay
 * periods and weeks they touch), so every day computed is computed as the whole period would be.
 */
export function timesheetInputOf(
  facts: CompanyFacts,
  employee: EmployeeEntity,
  from: string,
  to: string,
  own: {
    customDays: ReadonlyMap<string, CustomDay>;
    punches: readonly Pick<PunchEntity, 'id' | 'local' | 'jobId' | 'approved'>[];
    leaves?: readonly LeaveRecord[];
    closed?: ClosedDays;
    punchedOn?: ReadonlySet<string>;
  },
  now: number,
): TimesheetInput {
  const payGroup = facts.payGroupOf(employee);
  const range = contextRange(payGroup.fields, from, to);
  const template = facts.templateOf(employee);
  const customRules = new Map<string, ScheduleRule>([...own.customDays].map(([date, rule]) => [date, { num: 0, isOffDay: rule.isOffDay, isClosed: rule.isClosed, workSections: rule.workSections }]));
  const rounding: readonly RoundingRow[] = facts.roundingOf(employee)?.fields.rules ?? [];
  const punches: Punch[] = own.punches.map((p) => ({ id: p.id, local: p.local, jobId: p.jobId }));
  return {
    employeeId: employee.id,
    from: range.from,
    to: range.to,
    now,
    zone: facts.zoneOf(employee.departmentId),
    payGroup: payGroup.fields,
    rounding,
    schedule: template ? toEngineTemplate(template) : null,
    customRules,
    holidays: facts.holidays,
    substitutes: facts.holidaySubstitutes,
    punches,
    // Approved leave, read through the ApprovedLeaves port (the leave context answers it).
    leaves: own.leaves ?? [],
    closed: own.closed,
    skills: facts.skillsOf(employee),
    payTypes: facts.systemPayTypesOf(payGroup.fields),
    conditions: facts.conditionsOf(employee),
    punchedOn: own.punchedOn,
    standardHours: employee.record.standardHours,
    guaranteedHours: employee.record.guaranteedHours,
    company: { exceptions: facts.exceptionFlags(), jobRequired: facts.jobRequiredFor(employee), exceptionThresholds: facts.exceptionThresholds },
    // A punch is approved only as its pair's own (in-punch) punch: these are the approved pairs' ids.
    approvals: { unscheduledPairs: new Set(own.punches.filter((p) => p.approved).map((p) => p.id)) },
  };
}
