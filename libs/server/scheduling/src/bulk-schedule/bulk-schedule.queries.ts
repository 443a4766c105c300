import type { ScheduleTemplateDto } from '@timekeep/contracts';
import type { CustomDay } from '@timekeep/domain-scheduling';
import { employeeScheduleDays } from '@timekeep/domain-scheduling';
import { dateOf, dayOf } from '@timekeep/domain-time-engine';
import { PayRuleLookup } from '@timekeep/server-pay-rules';
import type { EmployeeEntity } from '@timekeep/server-people';
import { InheritedChoices } from '@timekeep/server-organisation';
import type { OrmTx } from '@timekeep/server-platform';
import { Between, In } from 'typeorm';
import { EmployeeScheduleDayEntity } from '../employee-schedules/employee-schedule-day.entity';

export interface DaysAround {
  previous: CustomDay;
  day: CustomDay;
  next: CustomDay;
}

/**
 * The company's schedule templates as a bulk schedule reads them: each read once, however many of
 * the employees share it (a run's thousand employees mostly have a handful of templates). An
 * employee's template is the one they have, of their own or from the structure or the company.
 */
export class TemplateCache {
  private readonly templates = new Map<string, ScheduleTemplateDto | null>();
  private inherited: InheritedChoices | null = null;

  constructor(private readonly payRules: PayRuleLookup) {}

  async of(tx: OrmTx, employee: EmployeeEntity): Promise<ScheduleTemplateDto | null> {
    this.inherited ??= await InheritedChoices.ofCompany(tx.manager, employee.companyId);
    const id = this.inherited.templateIdOf(employee);
    if (!id) return null;
    if (!this.templates.has(id)) this.templates.set(id, await this.payRules.scheduleTemplate(tx, employee.companyId, id));
    return this.templates.get(id) ?? null;
  }
}

/**
 * Each employee's day on `date` and the days either side, as resolvedDays gives them (their own
 * day over their template's), for many employees in one query and one read of each template.
 */
export async function daysAround(tx: OrmTx, templates: TemplateCache, employees: readonly EmployeeEntity[], date: string): Promise<Map<string, DaysAround>> {
  if (!employees.length) return new Map();
  const from = dateOf(dayOf(date) - 1);
  const to = dateOf(dayOf(date) + 1);
  const own = await tx.manager.findBy(EmployeeScheduleDayEntity, { employeeId: In(employees.map((e) => e.id)), date: Between(from, to) });
  const ownOf = new Map<string, Map<string, CustomDay>>();
  for (const d of own) ownOf.set(d.employeeId, (ownOf.get(d.employeeId) ?? new Map()).set(d.date, d.rule));
  const around = new Map<string, DaysAround>();
  for (const employee of employees) {
    const [previous, day, next] = employeeScheduleDays(await templates.of(tx, employee), ownOf.get(employee.id) ?? new Map(), from, to);
    around.set(employee.id, { previous, day, next });
  }
  return around;
}
