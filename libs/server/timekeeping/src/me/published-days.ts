import type { CustomDay } from '@timekeep/domain-scheduling';
import { employeeScheduleDays } from '@timekeep/domain-scheduling';
import type { EmployeeEntity } from '@timekeep/server-people';
import type { OrmTx } from '@timekeep/server-platform';
import { EmployeeScheduleDayEntity } from '@timekeep/server-scheduling';
import { Between } from 'typeorm';
import type { CompanyFacts } from '../core/timesheet-inputs';

/**
 * Her published days from `from` to `to`, as she is told them (her home's next shifts, her calendar):
 * her template, with her own published days (the roster's) over it. Drafts are not hers yet (ADR 0075).
 */
export async function publishedDays(tx: OrmTx, facts: CompanyFacts, employee: EmployeeEntity, from: string, to: string) {
  const own = await tx.manager.findBy(EmployeeScheduleDayEntity, { employeeId: employee.id, date: Between(from, to) });
  return employeeScheduleDays(facts.templateOf(employee), new Map<string, CustomDay>(own.map((d) => [d.date, d.rule])), from, to);
}
