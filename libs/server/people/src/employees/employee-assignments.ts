import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EmployeeRecord } from '@timekeep/contracts';
import { PayRuleError } from '@timekeep/domain-pay-rules';
import { decideSaveEmployee, PeopleError } from '@timekeep/domain-people';
import { ManagementScope, Reach } from '@timekeep/server-organisation';
import { CommandContext, OrmTx, Principal, Streams } from '@timekeep/server-platform';
import { PayRuleLookup } from '@timekeep/server-pay-rules';
import { EmployeeAssignments, NamedEmployee } from './employee-assignments.port';
import { employeeStreamId } from './employee-facts';
import { employeeFold } from './employee-stream';

const BY_NAME = 'ORDER BY lower(e.last_name), lower(e.first_name), e.id';
const within = (reach: Reach, departmentId: string) => reach === 'all' || reach.has(departmentId);

/** Assigned sites and the schedule live in each employee's record; the other side reads them from there. */
@Injectable()
export class EmployeeAssignmentsFromStreams extends EmployeeAssignments {
  constructor(
    private readonly dataSource: DataSource,
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
    private readonly payRules: PayRuleLookup,
  ) {
    super();
  }

  async atSites(principal: Principal, workplaceIds: string[]): Promise<Map<string, NamedEmployee[]>> {
    const assigned = new Map(workplaceIds.map((id): [string, NamedEmployee[]] => [id, []]));
    if (!workplaceIds.length) return assigned;
    const rows: Array<NamedEmployee & { site: string; departmentId: string }> = await this.dataSource.query(
      `SELECT e.id, e.first_name || ' ' || e.last_name AS name, e.department_id AS "departmentId", s.site FROM employee e CROSS JOIN LATERAL jsonb_array_elements_text(e.record->'workPlaceId') AS s(site)
        WHERE e.company_id = $1 AND s.site = ANY($2::text[]) ${BY_NAME}`,
      [principal.companyId, workplaceIds],
    );
    const reach = await this.scope.reachOf(principal);
    for (const { site, departmentId, ...employee } of rows) if (within(reach, departmentId)) assigned.get(site)?.push(employee);
    return assigned;
  }

  assignSite(tx: OrmTx, context: CommandContext, workplaceId: string, employeeIds: string[]): Promise<void> {
    return this.assign(tx, context, employeeIds, `record->'workPlaceId' ? $3`, workplaceId, (record, wanted) => {
      const sites = record.workPlaceId.filter((site) => site !== workplaceId);
      return { ...record, workPlaceId: wanted ? [...sites, workplaceId] : sites };
    });
  }

  async onSchedule(principal: Principal, templateId: string): Promise<NamedEmployee[]> {
    const rows: Array<NamedEmployee & { departmentId: string }> = await this.dataSource.query(
      `SELECT e.id, e.first_name || ' ' || e.last_name AS name, e.department_id AS "departmentId" FROM employee e WHERE e.company_id = $1 AND e.record->>'scheduleId' = $2 ${BY_NAME}`,
      [principal.companyId, templateId],
    );
    const reach = await this.scope.reachOf(principal);
    return rows.filter((r) => within(reach, r.departmentId)).map(({ id, name }) => ({ id, name }));
  }

  assignSchedule(tx: OrmTx, context: CommandContext, templateId: string, employeeIds: string[]): Promise<void> {
    return this.assign(tx, context, employeeIds, `record->>'scheduleId' = $3`, templateId, async (record, wanted, name) => {
      if (wanted && (await this.payRules.payOnFinishDayConflict(tx, context.principal.companyId, record.paygroupId, templateId))) {
        throw new PayRuleError('payOnFinishDayConflicts', 'payOnFinishDayConflicts', [name]);
      }
      return { ...record, scheduleId: wanted ? templateId : null };
    });
  }

  /**
   * Employees now holding `value` (by `holding`) or wanted: each whose record changes appends it to
   * their own stream. Every wanted employee must be the company's and within the principal's reach;
   * those holding it beyond their reach keep it (the principal could not see them on the form).
   */
  private async assign(
    tx: OrmTx,
    context: CommandContext,
    employeeIds: string[],
    holding: string,
    value: string,
    change: (record: EmployeeRecord, wanted: boolean, name: string) => EmployeeRecord | Promise<EmployeeRecord>,
  ): Promise<void> {
    const wanted = new Set(employeeIds);
    const { rows } = await tx.sql.query<{ id: string; department_id: string }>(`SELECT id, department_id FROM employee WHERE company_id = $1 AND (id = ANY($2::uuid[]) OR ${holding}) ORDER BY id`, [
      context.principal.companyId,
      [...wanted],
      value,
    ]);
    const reach = context.principal.kind === 'system' ? 'all' : await this.scope.reachOf(context.principal as Principal);
    const reachable = rows.filter((r) => within(reach, r.department_id));
    if (reachable.filter((r) => wanted.has(r.id)).length !== wanted.size) throw new PeopleError('invalid', 'A chosen employee does not exist.');
    for (const { id } of reachable) {
      const { state, version } = await this.streams.load(tx, context, employeeStreamId(id), employeeFold);
      if (!state.record) continue;
      const record = await change(state.record, wanted.has(id), `${state.record.firstName} ${state.record.lastName}`);
      const events = decideSaveEmployee(state, id, record, state.userId);
      if (events.length) await this.streams.append(tx, context, { id: employeeStreamId(id), type: 'employee', expected: version }, events);
    }
  }
}
