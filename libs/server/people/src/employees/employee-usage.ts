import { Injectable } from '@nestjs/common';
import { EmployeeUsage, OrmTx } from '@timekeep/server-platform';

/** The employees read model answering for the structure and pay rules contexts. */
@Injectable()
export class EmployeeUsageFromReadModel extends EmployeeUsage {
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
