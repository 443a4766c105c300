import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { decideSaveEmployee } from '@timekeep/domain-people';
import { CommandContext, EmployeeSites, OrmTx, Streams } from '@timekeep/server-platform';
import { employeeStreamId } from './employee-facts';
import { employeeFold } from './employee-stream';

/** Assigned sites live in each employee's record; a workplace's employees are read from there. */
@Injectable()
export class EmployeeSitesFromStreams extends EmployeeSites {
  constructor(
    private readonly dataSource: DataSource,
    private readonly streams: Streams,
  ) {
    super();
  }

  async assignedTo(companyId: string, workplaceIds: string[]): Promise<Map<string, Array<{ id: string; name: string }>>> {
    const assigned = new Map(workplaceIds.map((id): [string, Array<{ id: string; name: string }>] => [id, []]));
    if (!workplaceIds.length) return assigned;
    const rows: Array<{ id: string; name: string; site: string }> = await this.dataSource.query(
      `SELECT e.id, e.first_name || ' ' || e.last_name AS name, s.site FROM employee e CROSS JOIN LATERAL jsonb_array_elements_text(e.record->'workPlaceId') AS s(site)
        WHERE e.company_id = $1 AND s.site = ANY($2::text[]) ORDER BY lower(e.last_name), lower(e.first_name), e.id`,
      [companyId, workplaceIds],
    );
    for (const { site, ...employee } of rows) assigned.get(site)?.push(employee);
    return assigned;
  }

  async assign(tx: OrmTx, context: CommandContext, workplaceId: string, employeeIds: string[]): Promise<void> {
    const wanted = new Set(employeeIds);
    const { rows } = await tx.sql.query<{ id: string }>(`SELECT id FROM employee WHERE company_id = $1 AND (id = ANY($2::uuid[]) OR record->'workPlaceId' ? $3) ORDER BY id`, [
      context.principal.companyId,
      [...wanted],
      workplaceId,
    ]);
    if ([...wanted].some((id) => !rows.some((r) => r.id === id))) throw new BadRequestException({ message: 'A chosen employee does not exist.' });
    for (const { id } of rows) {
      const { state, version } = await this.streams.load(tx, context, employeeStreamId(id), employeeFold);
      if (!state.record) continue;
      const sites = state.record.workPlaceId.filter((site) => site !== workplaceId);
      const events = decideSaveEmployee(state, id, { ...state.record, workPlaceId: wanted.has(id) ? [...sites, workplaceId] : sites }, state.userId);
      if (events.length) await this.streams.append(tx, context, { id: employeeStreamId(id), type: 'employee', expected: version }, events);
    }
  }
}
