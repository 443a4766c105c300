import { EmployeeScheduleDay, ScheduleTemplateDto } from '@timekeep/contracts';
import { reachesOnlySelf } from '@timekeep/domain-identity';
import { CustomDay, employeeScheduleDays } from '@timekeep/domain-scheduling';
import { InheritedChoices, ManagementScope } from '@timekeep/server-organisation';
import { CommandContext, OrmTx, Principal } from '@timekeep/server-platform';
import { PayRuleLookup } from '@timekeep/server-pay-rules';
import { Between } from 'typeorm';
import { EmployeeEntity } from '@timekeep/server-people';
import { EmployeeScheduleDayEntity } from './employee-schedule-day.entity';
import { RosterDraftDayEntity } from '../roster-publishing/roster-publishing.entities';
import { PeopleError } from '@timekeep/domain-people';

// Named in the domain, where the employee's history (people) reads it too.
export { employeeScheduleStreamId } from '@timekeep/domain-scheduling';

/** The employee, if the principal may see them (supervisors: their departments; an employee: herself). */
export async function reachableEmployee(tx: OrmTx, scope: ManagementScope, principal: Principal | CommandContext['principal'], employeeId: string): Promise<EmployeeEntity> {
  const employee = await tx.manager.findOneBy(EmployeeEntity, { id: employeeId, companyId: principal.companyId });
  const visible =
    employee && (principal.kind === 'system' || (reachesOnlySelf(principal) ? employee.userId === principal.id : await scope.canSeeIn(tx.manager, principal as Principal, employee.departmentId)));
  if (!employee || !visible) throw new PeopleError('notFound', 'This employee does not exist.');
  return employee;
}

/**
 * Many employees' templates read in one transaction (a publish of hundreds): the company's structure
 * read once, and each template once, instead of both for every employee. For a transaction that
 * changes neither.
 */
export class ScheduleReads {
  private choices: Promise<InheritedChoices> | null = null;
  private readonly templates = new Map<string, Promise<ScheduleTemplateDto | null>>();

  constructor(
    private readonly tx: OrmTx,
    private readonly payRules: PayRuleLookup,
    private readonly companyId: string,
  ) {}

  async templateOf(employee: EmployeeEntity): Promise<ScheduleTemplateDto | null> {
    this.choices ??= InheritedChoices.ofCompany(this.tx.manager, this.companyId);
    const id = (await this.choices).templateIdOf(employee);
    if (!id) return null;
    if (!this.templates.has(id)) this.templates.set(id, this.payRules.scheduleTemplate(this.tx, this.companyId, id));
    return (await this.templates.get(id)) ?? null;
  }
}

/** The employee's template: her own, or the one she has from the structure or the company. */
async function templateOf(tx: OrmTx, payRules: PayRuleLookup, employee: EmployeeEntity): Promise<ScheduleTemplateDto | null> {
  const templateId = (await InheritedChoices.ofEmployee(tx.manager, employee.companyId, employee)).templateIdOf(employee);
  return templateId ? payRules.scheduleTemplate(tx, employee.companyId, templateId) : null;
}

/** The employee's days from `from` to `to`, their own days over their template's; and the template's alone. `reads` shares the templates' reads across many employees. */
export async function resolvedDays(
  tx: OrmTx,
  payRules: PayRuleLookup,
  employee: EmployeeEntity,
  from: string,
  to: string,
  reads?: ScheduleReads,
): Promise<{ days: EmployeeScheduleDay[]; templateDays: EmployeeScheduleDay[]; scheduleName: string | null }> {
  const template = reads ? await reads.templateOf(employee) : await templateOf(tx, payRules, employee);
  const own = await tx.manager.findBy(EmployeeScheduleDayEntity, { employeeId: employee.id, date: Between(from, to) });
  const custom = new Map<string, CustomDay>(own.map((d) => [d.date, d.rule]));
  return { days: employeeScheduleDays(template, custom, from, to), templateDays: employeeScheduleDays(template, new Map(), from, to), scheduleName: template?.name ?? null };
}

/** A day as the roster planner sees it where the company publishes rosters: `unpublished` where a draft of hers replaces the published day. */
export type DraftedDay = EmployeeScheduleDay & { unpublished: boolean };

/**
 * The employee's days from `from` to `to` as the planner sees them (ADR 0075): each draft over the
 * published day (a draft of the template's day reads the template's), marked unpublished. `drafts`
 * holds each drafted date's rule (null: the template's day).
 */
export async function draftedDays(
  tx: OrmTx,
  payRules: PayRuleLookup,
  employee: EmployeeEntity,
  from: string,
  to: string,
  reads?: ScheduleReads,
): Promise<{ days: DraftedDay[]; templateDays: EmployeeScheduleDay[]; drafts: Map<string, CustomDay | null> }> {
  const { days, templateDays } = await resolvedDays(tx, payRules, employee, from, to, reads);
  const drafts = new Map((await tx.manager.findBy(RosterDraftDayEntity, { employeeId: employee.id, date: Between(from, to) })).map((d) => [d.date, d.rule]));
  return { days: overlayDrafts(days, templateDays, drafts), templateDays, drafts };
}

/** Published days with drafts laid over them. */
export function overlayDrafts(days: readonly EmployeeScheduleDay[], templateDays: readonly EmployeeScheduleDay[], drafts: ReadonlyMap<string, CustomDay | null>): DraftedDay[] {
  return days.map((day, i) => {
    if (!drafts.has(day.title)) return { ...day, unpublished: false };
    const rule = drafts.get(day.title);
    return rule ? { ...rule, title: day.title, custom: true, unpublished: true } : { ...templateDays[i], unpublished: true };
  });
}
