import type { CustomDay } from '@timekeep/domain-scheduling';
import { employeeScheduleDays } from '@timekeep/domain-scheduling';
import { dateOf, dayOf } from '@timekeep/domain-time-engine';
import type { ScheduleTemplateDto } from '@timekeep/contracts';
import { PayRuleLookup } from '@timekeep/server-pay-rules';
import type { EmployeeEntity } from '@timekeep/server-people';
import type { OrmTx } from '@timekeep/server-platform';
import { Between, In } from 'typeorm';
import { EmployeeScheduleDayEntity } from '../employee-schedules/employee-schedule-day.entity';

export interface DaysAround {
  previous: CustomDay;
  day: CustomDay;
  next: CustomDay;
}

/**
 * Each employee's day on `date` and the days either side, as resolvedDays gives them (their own
 * day over their template's), for many employees in two queries and one template read each.
 */
export async function daysAround(tx: OrmTx, payRules: PayRuleLookup, employees: readonly EmployeeEntity[], date: string): Promise<Map<string, DaysAround>> {
  if (!employees.length) return new Map();
  const from = dateOf(dayOf(date) - 1);
  const to = dateOf(dayOf(date) + 1);
  const own = await tx.manager.findBy(EmployeeScheduleDayEntity, { employeeId: In(employees.map((e) => e.id)), date: Between(from, to) });
  const ownOf = new Map<string, Map<string, CustomDay>>();
  for (const d of own) ownOf.set(d.employeeId, (ownOf.get(d.employeeId) ?? new Map()).set(d.date, d.rule));
  const templates = new Map<string, ScheduleTemplateDto | null>();
  const around = new Map<string, DaysAround>();
  for (const employee of employees) {
    const scheduleId = employee.record.scheduleId;
    if (scheduleId && !templates.has(scheduleId)) templates.set(scheduleId, await payRules.scheduleTemplate(tx, employee.companyId, scheduleId));
    const [previous, day, next] = employeeScheduleDays(scheduleId ? (templates.get(scheduleId) ?? null) : null, ownOf.get(employee.id) ?? new Map(), from, to);
    around.set(employee.id, { previous, day, next });
  }
  return around;
}
