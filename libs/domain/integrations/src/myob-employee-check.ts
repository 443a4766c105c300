import type { MyobEmployee } from './myob-advanced';

/** Ours: an employee with the MYOB Advanced Employee ID they are paid under (their externalId). */
export interface LinkedEmployee {
  name: string;
  externalId: string | null;
}


export interface EmployeeLinkReport {
  /** Ours whose Employee ID MYOB Advanced does not have (or who have none). */
  notInExternal: string[];
  /** Ours sharing one Employee ID: their hours would be paid to one person. */
  duplicatesInOurs: string[];
  /** Employee IDs MYOB Advanced lists more than once (across branches, say). */
  duplicatesInExternal: string[];
}

const idKey = (id: string) => id.trim().toUpperCase();

/**
 * Document 1 §7 Sync Employees: every employee we send hours for must be one MYOB Advanced
 * employee, matched by Employee ID (compared without case or spaces, as MYOB keys are).
 */
export function checkEmployeeLinks(ours: readonly LinkedEmployee[], theirs: ReadonlyArray<Pick<MyobEmployee, 'employeeId' | 'name'>>): EmployeeLinkReport {
  const external = new Map<string, number>();
  for (const e of theirs) external.set(idKey(e.employeeId), (external.get(idKey(e.employeeId)) ?? 0) + 1);
  const byId = new Map<string, LinkedEmployee[]>();
  for (const e of ours) if (e.externalId?.trim()) byId.set(idKey(e.externalId), [...(byId.get(idKey(e.externalId)) ?? []), e]);
  const label = (e: LinkedEmployee) => (e.externalId?.trim() ? `${e.name} (${e.externalId.trim()})` : e.name);
  return {
    notInExternal: ours.filter((e) => !e.externalId?.trim() || !external.has(idKey(e.externalId))).map(label),
    duplicatesInOurs: [...byId.values()].filter((group) => group.length > 1).flat().map(label),
    duplicatesInExternal: [...external.entries()].filter(([, count]) => count > 1).map(([id]) => theirs.find((e) => idKey(e.employeeId) === id)?.employeeId.trim() ?? id),
  };
}
