import type { PayCardDto } from '@timekeep/contracts';
import type { EmployeeEntity } from '@timekeep/server-people';
import type { PayCardFileEntity } from './pay-card-file.entity';
import type { PayCardLineEntity } from './pay-card-line.entity';
import type { CompanyFacts } from './timesheet-inputs';
import type { totalsOf } from './timesheet-view';

/** A timesheet row not yet set by anyone is named by its pay type. */
export const AUTO = 'auto:';

/**
 * The card from the timesheet's totals and the lines and files someone set: the same for the card
 * as it is (read models) and as it stood at a past instant (folded from the log).
 */
export function payCardOf(
  employee: EmployeeEntity,
  period: { id: string; fromDate: string; toDate: string },
  totals: ReturnType<typeof totalsOf>,
  lines: ReadonlyArray<Pick<PayCardLineEntity, 'id' | 'payTypeId' | 'effUnits' | 'notes' | 'projectId' | 'manualAdd' | 'modifiedBy'>>,
  files: ReadonlyArray<Pick<PayCardFileEntity, 'fileName' | 'name' | 'uploadedBy' | 'uploadedAt'>>,
  facts: CompanyFacts,
  version: number,
): PayCardDto {
  const names = new Map(facts.payTypes.map((t) => [t.id, t.name]));
  const details: PayCardDto['details'] = totals.map((t) => {
    const line = lines.find((l) => l.payTypeId === t.payTypeId && !l.manualAdd);
    return {
      id: line?.id ?? `${AUTO}${t.payTypeId}`,
      payTypeId: t.payTypeId,
      payTypeName: t.name,
      units: t.value,
      effUnits: line?.effUnits ?? t.value,
      notes: line?.notes ?? null,
      projectId: line?.projectId ?? null,
      modifiedId: line ? line.modifiedBy : null,
      modifiedName: line ? line.modifiedBy : null,
      manualAdd: false,
    };
  });
  for (const line of lines.filter((l) => l.manualAdd || !totals.some((t) => t.payTypeId === l.payTypeId))) {
    details.push({ id: line.id, payTypeId: line.payTypeId, payTypeName: names.get(line.payTypeId) ?? '', units: 0, effUnits: line.effUnits ?? 0, notes: line.notes, projectId: line.projectId, modifiedId: line.modifiedBy, modifiedName: line.modifiedBy, manualAdd: line.manualAdd });
  }
  return {
    files: files.map((f) => ({ fileName: f.fileName, name: f.name, uploadedBy: f.uploadedBy, uploadedAt: f.uploadedAt.toISOString() })),
    id: period.id,
    employeeId: employee.id,
    employeeName: `${employee.firstName} ${employee.lastName}`,
    fromDate: period.fromDate,
    toDate: period.toDate,
    description: null,
    details,
    version,
  };
}
