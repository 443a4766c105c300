import type { WorkflowMaxStaff } from './workflow-max';

/** Ours: an active employee with the WorkflowMax staff UUID their hours are sent under (04: workflowId, 07: externalId). */
export interface WorkflowMaxLinkedEmployee {
  name: string;
  link: string | null;
}

export interface WorkflowMaxStaffReport {
  /** Ours whose link names no WorkflowMax staff member (or who have none): their hours cannot be sent. */
  namesNotInWorkflowMax: string[];
  /** Names more than one of ours carry: WorkflowMax's time sheets show staff by name. */
  duplicateNamesInTimekeep: string[];
  /** Ours sharing one staff member: their hours would land on one person. */
  duplicateEmployeesInTimekeep: string[];
  /** Names more than one WorkflowMax staff member carries. */
  duplicateNamesInWorkflowMax: string[];
}

const idKey = (id: string) => id.trim().toLowerCase();
const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** Names that occur more than once, each once, as first written. */
function repeated(names: readonly string[]): string[] {
  const seen = new Map<string, { name: string; count: number }>();
  for (const name of names) {
    const entry = seen.get(nameKey(name));
    if (entry) entry.count++;
    else seen.set(nameKey(name), { name: name.trim(), count: 1 });
  }
  return [...seen.values()].filter((e) => e.count > 1).map((e) => e.name);
}

/**
 * Document 3 §3 Employee sync result: every employee we send hours for must be one WorkflowMax staff
 * member, found by the staff UUID we keep for them (compared without case or surrounding spaces).
 * Nothing is matched by name, since two people may share one; an employee whose link is wrong but
 * whose name one staff member carries is named with that member's UUID, so it can be put right.
 */
export function checkWorkflowMaxStaff(ours: readonly WorkflowMaxLinkedEmployee[], theirs: readonly WorkflowMaxStaff[]): WorkflowMaxStaffReport {
  const staffIds = new Set(theirs.map((s) => idKey(s.uuid)));
  const staffByName = new Map<string, WorkflowMaxStaff[]>();
  for (const s of theirs) staffByName.set(nameKey(s.name), [...(staffByName.get(nameKey(s.name)) ?? []), s]);
  const label = (e: WorkflowMaxLinkedEmployee) => (e.link?.trim() ? `${e.name} (${e.link.trim()})` : e.name);
  const missing = (e: WorkflowMaxLinkedEmployee) => {
    const namesakes = staffByName.get(nameKey(e.name)) ?? [];
    return namesakes.length === 1 ? `${label(e)}: WorkflowMax has ${namesakes[0].name} as ${namesakes[0].uuid}` : label(e);
  };
  const byLink = new Map<string, WorkflowMaxLinkedEmployee[]>();
  for (const e of ours) if (e.link?.trim()) byLink.set(idKey(e.link), [...(byLink.get(idKey(e.link)) ?? []), e]);
  return {
    namesNotInWorkflowMax: ours.filter((e) => !e.link?.trim() || !staffIds.has(idKey(e.link))).map(missing),
    duplicateNamesInTimekeep: repeated(ours.map((e) => e.name)),
    duplicateEmployeesInTimekeep: [...byLink.values()].filter((group) => group.length > 1).flat().map(label),
    duplicateNamesInWorkflowMax: repeated(theirs.map((s) => s.name)),
  };
}
