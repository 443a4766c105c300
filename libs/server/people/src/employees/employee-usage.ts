import { Injectable } from '@nestjs/common';
import { crossesMidnight } from '@timekeep/domain-scheduling';
import { OrmTx } from '@timekeep/server-platform';
import { PayRuleLookup } from '@timekeep/server-pay-rules';
import { EmployeeUsage } from './employee-usage.port';

/** The employees read model answering for the structure and pay rules contexts. */
@Injectable()
export class EmployeeUsageFromReadModel extends EmployeeUsage {
  constructor(private readonly payRules: PayRuleLookup) {
    super();
  }

  async employeesWithOvernightShifts(tx: OrmTx, companyId: string, payGroupId: string, from: string): Promise<string[]> {
    const { rows } = await tx.sql.query<{ name: string; schedule_id: string | null; own_overnight: boolean }>(
      `SELECT e.first_name || ' ' || e.last_name AS name, e.record->>'scheduleId' AS schedule_id,
              EXISTS (SELECT 1 FROM employee_schedule_day d, jsonb_array_elements(d.rule->'workSections') s
                       WHERE d.employee_id = e.id AND d.date >= $3 AND (s->>'endTimeType' = 'NextDay' OR s->>'startTimeType' = 'Previous')) AS own_overnight
         FROM employee e WHERE e.company_id = $1 AND e.pay_group_id = $2 AND e.status <> 'Terminated' ORDER BY lower(e.last_name), lower(e.first_name)`,
      [companyId, payGroupId, from],
    );
    const overnight = new Map<string, boolean>();
    for (const id of new Set(rows.map((r) => r.schedule_id).filter((id): id is string => !!id))) {
      const template = await this.payRules.scheduleTemplate(tx, companyId, id);
      overnight.set(id, !!template && crossesMidnight(template.scheduleRules));
    }
    return rows.filter((r) => r.own_overnight || (r.schedule_id && overnight.get(r.schedule_id))).map((r) => r.name);
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

  async employeesOnSchedule(tx: OrmTx, companyId: string, scheduleId: string): Promise<Array<{ name: string; payGroupId: string }>> {
    const { rows } = await tx.sql.query(
      `SELECT first_name || ' ' || last_name AS name, pay_group_id AS "payGroupId" FROM employee WHERE company_id = $1 AND record->>'scheduleId' = $2 AND status <> 'Terminated' ORDER BY 1`,
      [companyId, scheduleId],
    );
    return rows;
  }
}
