import type { PunchPairDto } from '@timekeep/contracts';
import type { WorkCodeFields } from '@timekeep/domain-pay-rules';
import { NamedCode, workCodeOf } from '@timekeep/domain-timekeeping';
import { DepartmentEntity } from '@timekeep/server-organisation';
import { fieldsOf, PayRuleEntity } from '@timekeep/server-pay-rules';
import type { OrmTx } from '@timekeep/server-platform';
import { In } from 'typeorm';
import type { StoredPunchPair, StoredTimesheetDay } from './timesheet-day.entity';

const pairsOf = (day: StoredTimesheetDay) => [...day.workShifts.flatMap((s) => s.punchPairs), ...day.unScheduledPairs];

/**
 * The codes and names of the positions, jobs and tasks the shown pairs are punched to, read once
 * for the days shown, as they are now (a job renamed shows its new name, a closed period's pairs
 * too; ADR 0065). A reference to a record no longer there is left out of the work code.
 */
export class WorkCodeNames {
  private constructor(private readonly named: ReadonlyMap<string, NamedCode>) {}

  static async of(tx: OrmTx, companyId: string, pairs: ReadonlyArray<Pick<StoredPunchPair, 'positionId' | 'jobId' | 'taskId'>>): Promise<WorkCodeNames> {
    const ids = (pick: (p: (typeof pairs)[number]) => string | null) => [...new Set(pairs.map(pick).filter((id): id is string => !!id))];
    const positions = ids((p) => p.positionId);
    const codes = [...ids((p) => p.jobId), ...ids((p) => p.taskId)];
    const named = new Map<string, NamedCode>();
    if (positions.length) {
      for (const d of await tx.manager.findBy(DepartmentEntity, { companyId, id: In(positions) })) named.set(d.id, { code: d.code ?? '', name: d.name });
    }
    if (codes.length) {
      for (const r of await tx.manager.findBy(PayRuleEntity, { companyId, id: In(codes), kind: In(['job', 'task']) })) named.set(r.id, { code: fieldsOf<WorkCodeFields>(r).code, name: r.name });
    }
    return new WorkCodeNames(named);
  }

  static forDays(tx: OrmTx, companyId: string, days: readonly StoredTimesheetDay[]): Promise<WorkCodeNames> {
    return WorkCodeNames.of(tx, companyId, days.flatMap(pairsOf));
  }

  /** The pair as a reply shows it: with its work code (document 2 §3 inWorkCode). */
  pairOf(pair: StoredPunchPair): PunchPairDto {
    const part = (id: string | null) => (id ? this.named.get(id) : undefined);
    return { ...pair, inWorkCode: workCodeOf([part(pair.positionId), part(pair.jobId), part(pair.taskId)]) };
  }
}
