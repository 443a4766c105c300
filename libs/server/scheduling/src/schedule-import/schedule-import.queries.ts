import { Level } from '@timekeep/contracts';
import type { ImportPosition } from '@timekeep/domain-scheduling';
import { DepartmentEntity, type Reach } from '@timekeep/server-organisation';
import { EmployeeEntity } from '@timekeep/server-people';
import type { OrmTx } from '@timekeep/server-platform';
import { Brackets } from 'typeorm';

/**
 * The company's employees the file's pay IDs (compared without case) and clock IDs (active
 * employees only: a clock ID is unique among them and passed on when one leaves) may name, within
 * the importer's reach: another company's or an out-of-scope employee is never a candidate.
 */
export async function importCandidates(tx: OrmTx, companyId: string, payIds: readonly string[], clockIds: readonly number[], reach: Reach): Promise<EmployeeEntity[]> {
  const wantedPayIds = [...new Set(payIds.map((p) => p.toLowerCase()))];
  const wantedClockIds = [...new Set(clockIds)];
  if ((!wantedPayIds.length && !wantedClockIds.length) || (reach !== 'all' && !reach.size)) return [];
  const query = tx.manager.createQueryBuilder(EmployeeEntity, 'e').where('e.company_id = :companyId', { companyId });
  query.andWhere(
    new Brackets((either) => {
      if (wantedPayIds.length) either.orWhere('lower(e.pay_id) IN (:...payIds)', { payIds: wantedPayIds });
      if (wantedClockIds.length) either.orWhere("(e.clock_id IN (:...clockIds) AND e.status = 'Active')", { clockIds: wantedClockIds });
    }),
  );
  if (reach !== 'all') query.andWhere('e.department_id IN (:...departments)', { departments: [...reach] });
  return query.getMany();
}

/** The company's active positions (Position-level departments): what a row's Position may name. */
export async function importPositions(tx: OrmTx, companyId: string): Promise<ImportPosition[]> {
  const rows = await tx.manager.findBy(DepartmentEntity, { companyId, level: Level.Position, active: true });
  return rows.map((d) => ({ id: d.id, name: d.name, code: d.code }));
}
