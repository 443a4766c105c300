import type { PunchCodeOption, SpecialPunchCode, StandardPunchCode } from '@timekeep/contracts';
import { Refusal, RefusalKind } from '@timekeep/domain-kernel';

/** A punch-code form the rules refuse: 400 with the sentence. */
export class PunchCodeError extends Refusal {
  get kind(): RefusalKind {
    return 'invalid';
  }
}

interface Named {
  id: string;
  name: string;
}

export type StandardFields = Omit<StandardPunchCode, 'sig'>;
export type SpecialFields = Omit<SpecialPunchCode, 'sig'>;

/**
 * Document 3 §3 "QR payload", standard form. Every choice is optional, but a code that names
 * nothing punches nothing, and a task is a step of the chosen job.
 */
export function standardPunchCode(chosen: { department: Named | null; job: Named | null; task: Named | null; taskOfJob: boolean }): StandardFields {
  const { department, job, task } = chosen;
  if (!department && !job && !task) throw new PunchCodeError('Choose a department, a job or a task.');
  if (task && (!job || !chosen.taskOfJob)) throw new PunchCodeError('Choose a task of the chosen job.');
  return {
    departmentId: department?.id ?? null,
    departmentName: department?.name ?? null,
    jobId: job?.id ?? null,
    jobName: job?.name ?? null,
    taskId: task?.id ?? null,
    taskName: task?.name ?? null,
  };
}

/**
 * The specific customer's levels (docs/decisions/0042-punch-codes-and-kiosk.md): a Project is a job;
 * its Level 2 items are the job's tasks whose code has no dot ('P1'), and the Level 3 items under
 * one are the job's tasks whose code extends it after a dot ('P1.01'), as a work breakdown reads.
 */
export const LEVEL_SEPARATOR = '.';

export function levelTwoOf(tasks: readonly PunchCodeOption[]): PunchCodeOption[] {
  return tasks.filter((t) => !t.code.includes(LEVEL_SEPARATOR));
}

export function levelThreeOf(tasks: readonly PunchCodeOption[], levelTwo: PunchCodeOption): PunchCodeOption[] {
  const prefix = `${levelTwo.code}${LEVEL_SEPARATOR}`.toLowerCase();
  return tasks.filter((t) => t.code.toLowerCase().startsWith(prefix) && t.code.length > prefix.length);
}

/** Document 3 §5: all four are required, each a choice its level offers. */
export function specialPunchCode(chosen: {
  project: Named | null;
  panel: PunchCodeOption | null;
  task: PunchCodeOption | null;
  category: Named | null;
  projectTasks: readonly PunchCodeOption[];
}): SpecialFields {
  const { project, panel, task, category, projectTasks } = chosen;
  if (!project || !panel || !task || !category) throw new PunchCodeError('Project, Level 2, Level 3 and Category are required.');
  if (!levelTwoOf(projectTasks).some((t) => t.id === panel.id)) throw new PunchCodeError('Choose a Level 2 item of the chosen project.');
  if (!levelThreeOf(projectTasks, panel).some((t) => t.id === task.id)) throw new PunchCodeError('Choose a Level 3 item of the chosen Level 2 item.');
  return {
    project: project.id,
    projectName: project.name,
    panel: panel.id,
    panelName: panel.name,
    task: task.id,
    taskName: task.name,
    category: category.id,
    categoryName: category.name,
  };
}

const STANDARD_KEYS: ReadonlyArray<keyof StandardFields> = ['departmentId', 'departmentName', 'jobId', 'jobName', 'taskId', 'taskName'];
const SPECIAL_KEYS: ReadonlyArray<keyof SpecialFields> = ['project', 'projectName', 'panel', 'panelName', 'task', 'taskName', 'category', 'categoryName'];

/** The fields of either payload in the spec's order, `sig` left out: what is signed. */
function fieldsInOrder(payload: Record<string, unknown>): Array<[string, unknown]> | null {
  const keys = 'project' in payload ? SPECIAL_KEYS : STANDARD_KEYS;
  const entries = keys.map((k) => [k, payload[k]] as [string, unknown]);
  return entries.every(([, v]) => v === null || typeof v === 'string') ? entries : null;
}

/**
 * The exact text the signature covers: the spec's fields in the spec's order as JSON. A clock
 * recomputes it from the code it reads, so key order or spacing in the QR text does not matter.
 */
export function punchCodeSigningText(payload: StandardFields | SpecialFields | Record<string, unknown>): string {
  const entries = fieldsInOrder(payload as Record<string, unknown>);
  if (!entries) throw new PunchCodeError('This is not a punch code.');
  return JSON.stringify(Object.fromEntries(entries));
}

/** The text drawn as the QR code: the payload's fields in the spec's order, then `sig`. */
export function punchCodeText(payload: (StandardFields | SpecialFields) & { sig: string }): string {
  return JSON.stringify({ ...JSON.parse(punchCodeSigningText(payload)), sig: payload.sig });
}

/** A scanned text as a payload to check, or null when it is not one of ours in shape. */
export function readPunchCodeText(text: string): (Record<string, string | null> & { sig: string }) | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.sig !== 'string' || !fieldsInOrder(record)) return null;
  return record as Record<string, string | null> & { sig: string };
}
