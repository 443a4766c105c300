import { Injectable } from '@nestjs/common';
import { crossesMidnight } from '@timekeep/domain-scheduling';
import { InheritedChoices } from '@timekeep/server-organisation';
import { OrmTx } from '@timekeep/server-platform';
import { PayRuleLookup } from '@timekeep/server-pay-rules';
import { EmployeeUsage } from './employee-usage.port';

/** The employees read model answering for the structure and pay rules contexts. */
@Injectable()
export class EmployeeUsageFromReadModel extends EmployeeUsage {
  constructor(private readonly payRules: PayRuleLookup) {
    super();
  }

  /** Their template is the one they have (InheritedChoices): their own, their department chain's or the company's. */
  async employeesWithOvernightShifts(tx: OrmTx, companyId: string, payGroupId: string, from: string): Promise<string[]> {
    const { rows } = await tx.sql.query<{ name: string; departmentId: string; record: { scheduleId?: string | null }; own_overnight: boolean }>(
      `SELECT e.first_name || ' ' || e.last_name AS name, e.department_id AS "departmentId", e.record,
              EXISTS (SELECT 1 FROM employee_schedule_day d, jsonb_array_elements(d.rule->'workSections') s
                       WHERE d.employee_id = e.id AND d.date >= $3 AND (s->>'endTimeType' = 'NextDay' OR s->>'startTimeType' = 'Previous')) AS own_overnight
         FROM employee e WHERE e.company_id = $1 AND e.pay_group_id = $2 AND e.status <> 'Terminated' ORDER BY lower(e.last_name), lower(e.first_name)`,
      [companyId, payGroupId, from],
    );
    const inherited = await InheritedChoices.ofCompany(tx.manager, companyId);
    const overnight = new Map<string, boolean>();
    const templateOvernight = async (id: string | null) => {
      if (!id) return false;
      if (!overnight.has(id)) {
        const template = await this.payRules.scheduleTemplate(tx, companyId, id);
        overnight.set(id, !!template && crossesMidnight(template.scheduleRules));
      }
      return overnight.get(id) as boolean;
    };
    const names: string[] = [];
    for (const r of rows) if (r.own_overnight || (await templateOvernight(inherited.templateIdOf(r)))) names.push(r.name);
    return names;
  }

  async occupiedDepartments(tx: OrmTx, companyId: string): Promise<Set<string>> {
    const { rows } = await tx.sql.query("SELECT DISTINCT department_id FROM employee WHERE company_id = $1 AND status <> 'Terminated'", [companyId]);
    return new Set(rows.map((r: { department_id: string }) => r.department_id));
  }

  async employeesUsing(tx: OrmTx, companyId: string, kind: 'payGroup' | 'roundingRule' | 'scheduleTemplate', id: string): Promise<string[]> {
    const column = kind === 'payGroup' ? 'pay_group_id' : kind === 'roundingRule' ? 'rounding_id' : "(record->>'scheduleId')::uuid";
    const { rows } = await tx.sql.query(`SELECT first_name || ' ' || last_name AS name FROM employee WHERE company_id = $1 AND ${column} = $2 ORDER BY 1 LIMIT 20`, [companyId, id]);
    return rows.map((r: { name: string }) => r.name);
  }

  /** Those whose own template it is, and those who have it from their department chain or the company (InheritedChoices). */
  async employeesOnSchedule(tx: OrmTx, companyId: string, scheduleId: string): Promise<Array<{ name: string; payGroupId: string }>> {
    const { rows } = await tx.sql.query<{ name: string; payGroupId: string; departmentId: string; record: { scheduleId?: string | null } }>(
      `SELECT first_name || ' ' || last_name AS name, pay_group_id AS "payGroupId", department_id AS "departmentId", record FROM employee
        WHERE company_id = $1 AND (record->>'scheduleId' = $2 OR coalesce(record->>'scheduleId', '') = '') AND status <> 'Terminated' ORDER BY 1`,
      [companyId, scheduleId],
    );
    const inherited = await InheritedChoices.ofCompany(tx.manager, companyId);
    return rows.filter((r) => inherited.templateIdOf(r) === scheduleId).map(({ name, payGroupId }) => ({ name, payGroupId }));
  }
}
