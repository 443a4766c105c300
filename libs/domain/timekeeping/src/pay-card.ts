import { EventType } from '@timekeep/contracts';
import type { PayCardFileAttached, PayCardLineDeleted, PayCardLineSaved, PayCardLineState, TimesheetStream } from './punches';
import { TimekeepingError } from './timekeeping-error';

/** A row of the PayCard Details dialog as it is saved. */
export interface PayCardRow {
  /** Absent for a new row. */
  id: string | null;
  payTypeId: string;
  effUnits: number | null;
  notes: string | null;
  projectId: string | null;
}

export interface PayCardRules {
  /** The company's payroll costs manual entries to a project (GreenTree job-costing). */
  projectRequired: boolean;
  /** Pay types a row may name: the company's, leave types excluded (document 2 §5). */
  allowedPayTypeIds: ReadonlySet<string>;
  /** Pay types the timesheet paid in the period: their rows exist without being added. */
  paidPayTypeIds: ReadonlySet<string>;
}

/**
 * Saves the PayCard Details dialog for one pay period (document 2 §4, §5, §8): a pay type once per
 * card (repeatcode), once per project where rows carry projects (repeatProject); a manual row
 * needs a project where payroll costs to projects (fileWithoutProject). Only changed rows become events.
 */
export function decidePayCardSave(
  state: TimesheetStream,
  employeeId: string,
  period: { fromDate: string; toDate: string },
  rows: readonly PayCardRow[],
  rules: PayCardRules,
  newId: () => string,
): PayCardLineSaved[] {
  const seen = new Set<string>();
  for (const row of rows) {
    const key = `${row.payTypeId}|${row.projectId ?? ''}`;
    if (seen.has(key)) throw new TimekeepingError(row.projectId ? 'repeatProject' : 'repeatcode');
    seen.add(key);
    if (row.effUnits !== null && !Number.isFinite(row.effUnits)) throw new TimekeepingError('invalid', 'Eff Units must be a number.');
  }
  const events: PayCardLineSaved[] = [];
  for (const row of rows) {
    const existing = row.id ? state.payCard.get(row.id) : [...state.payCard.values()].find((l) => l.fromDate === period.fromDate && l.payTypeId === row.payTypeId && l.projectId === row.projectId);
    if (row.id && !existing) throw new TimekeepingError('notFound', 'This pay detail does not exist.');
    if (existing && existing.fromDate !== period.fromDate) throw new TimekeepingError('invalid', 'This pay detail belongs to another pay period.');
    const manualAdd = existing?.manualAdd ?? !rules.paidPayTypeIds.has(row.payTypeId);
    // A row the timesheet paid keeps its pay type, leave included (a holiday not worked); a row added by hand may not be leave.
    if (manualAdd && !existing && !rules.allowedPayTypeIds.has(row.payTypeId)) throw new TimekeepingError('invalid', 'Choose a pay type of the company that is not a leave type.');
    if (manualAdd && rules.projectRequired && !row.projectId) throw new TimekeepingError('fileWithoutProject');
    // The pay type of an existing row is read-only (document 2 §4).
    const line: PayCardLineState = { id: existing?.id ?? newId(), ...period, payTypeId: existing?.payTypeId ?? row.payTypeId, effUnits: row.effUnits, notes: row.notes, projectId: row.projectId, manualAdd };
    if (existing && JSON.stringify(existing) === JSON.stringify(line)) continue;
    events.push({ type: EventType.PayCardLineSaved, v: 1, data: { ...line, employeeId } });
  }
  return events;
}

/** Deletes pay details: only manually added rows (document 2 §4). */
export function decidePayCardDelete(state: TimesheetStream, employeeId: string, lineIds: readonly string[]): PayCardLineDeleted[] {
  return lineIds.map((lineId) => {
    const line = state.payCard.get(lineId);
    if (!line) throw new TimekeepingError('notFound', 'This pay detail does not exist.');
    if (!line.manualAdd) throw new TimekeepingError('invalid', 'Only manually added pay details can be deleted.');
    return { type: EventType.PayCardLineDeleted, v: 1, data: { employeeId, lineId } };
  });
}

/** What an attachment's bytes say it is: only JPEG and PDF are taken (document 2 §8 WrongFileFormat). */
export function payCardFileType(name: string, head: Uint8Array): 'jpg' | 'pdf' {
  const ext = name.toLowerCase().split('.').pop();
  const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  const pdf = head[0] === 0x25 && head[1] === 0x50 && head[2] === 0x44 && head[3] === 0x46;
  if ((ext === 'jpg' || ext === 'jpeg') && jpeg) return 'jpg';
  if (ext === 'pdf' && pdf) return 'pdf';
  throw new TimekeepingError('WrongFileFormat');
}

/** Attaches a file to a pay period's card; where payroll costs to projects, the card must name one (fileWithoutProject). */
export function decidePayCardFile(employeeId: string, file: { fileName: string; name: string; fromDate: string }, rules: { projectRequired: boolean; hasProject: boolean }): PayCardFileAttached[] {
  if (rules.projectRequired && !rules.hasProject) throw new TimekeepingError('fileWithoutProject');
  return [{ type: EventType.PayCardFileAttached, v: 1, data: { ...file, employeeId } }];
}
