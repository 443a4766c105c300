import { isWorkflowMaxType, type WorkflowMaxJob, type WorkflowMaxTime } from './workflow-max';

/** An approved pair as the send reads it (the integrations context's ApprovedHour, with the employee's staff link). */
export interface WorkflowMaxPair {
  pairId: string;
  employeeId: string;
  employeeName: string;
  /** The WorkflowMax staff UUID we keep for the employee (04: WorkflowMax ID, 07: external ID). */
  staffLink: string | null;
  date: string;
  paidHours: number;
  jobCode: string | null;
  jobName: string | null;
  jobExternalType: string | null;
  jobExternalId: string | null;
  taskName: string | null;
  taskExternalType: string | null;
  taskExternalId: string | null;
}

/** What WorkflowMax has: its staff's UUIDs and its current jobs with their tasks. */
export interface WorkflowMaxBook {
  staffUuids: readonly string[];
  jobs: ReadonlyArray<Pick<WorkflowMaxJob, 'id' | 'name' | 'tasks'>>;
}

/** One time sheet entry to post, and whose pair it is; `note` carries the pair's id, which is how a later send recognises it. */
export interface WorkflowMaxEntry extends WorkflowMaxTime {
  pairId: string;
  employeeId: string;
  employeeName: string;
}

export interface WorkflowMaxEntryPlan {
  entries: WorkflowMaxEntry[];
  employeesNotInWorkflowMax: string[];
  jobsNotInWorkflowMax: string[];
  tasksNotInWorkflowMax: string[];
}

const key = (text: string) => text.trim().toLowerCase();
const label = (...parts: Array<string | null>) => parts.filter((p) => p?.trim()).join(' ').trim();

/** The note a pair's entry carries: WorkflowMax has no idempotency key, so the note is ours. */
export const workflowMaxNote = (pairId: string) => `Timekeep pair ${pairId}`;

/** The pair ids named in entries' notes: what WorkflowMax already holds of ours. */
export function pairIdsInNotes(notes: readonly string[]): Set<string> {
  const found = new Set<string>();
  for (const note of notes) for (const match of note.matchAll(/Timekeep pair ([0-9a-f-]{36})/gi)) found.add(match[1].toLowerCase());
  return found;
}

/**
 * Document 3 §3 "WorkflowMax result per key" (docs/decisions/0038-workflow-max.md): each approved
 * pair becomes one time sheet entry on its job's task for its employee, in whole minutes of paid
 * time. The employee is found by the staff UUID we keep; the job by the WorkflowMax job number it
 * was synced with (or, for a job typed by hand, its code being that number); the task among that
 * job's tasks by name (a pair without a task goes to the job's only task). A pair that cannot be
 * placed is not sent, and what is missing is named, each once.
 */
export function planWorkflowMaxEntries(pairs: readonly WorkflowMaxPair[], book: WorkflowMaxBook): WorkflowMaxEntryPlan {
  const staff = new Map(book.staffUuids.map((uuid) => [key(uuid), uuid]));
  const jobs = new Map(book.jobs.map((j) => [key(j.id), j]));
  const employees = new Set<string>();
  const missingJobs = new Set<string>();
  const missingTasks = new Set<string>();
  const entries: WorkflowMaxEntry[] = [];
  for (const pair of pairs) {
    const minutes = Math.round(pair.paidHours * 60);
    if (minutes <= 0) continue;
    const staffUuid = pair.staffLink?.trim() ? staff.get(key(pair.staffLink)) : undefined;
    if (!staffUuid) {
      employees.add(pair.staffLink?.trim() ? `${pair.employeeName} (${pair.staffLink.trim()})` : pair.employeeName);
      continue;
    }
    // Sync Jobs marks what it made with the company's type: their externalId is the job number, or the task's name.
    const jobNumber = isWorkflowMaxType(pair.jobExternalType) && pair.jobExternalId ? pair.jobExternalId : pair.jobCode;
    const job = jobNumber ? jobs.get(key(jobNumber)) : undefined;
    if (!job) {
      missingJobs.add(pair.jobCode || pair.jobName ? label(pair.jobCode, pair.jobName) : `No job: ${pair.employeeName} on ${pair.date}`);
      continue;
    }
    const taskName = isWorkflowMaxType(pair.taskExternalType) && pair.taskExternalId ? pair.taskExternalId : pair.taskName;
    const task = taskName ? job.tasks.find((t) => key(t.name) === key(taskName)) : job.tasks.length === 1 ? job.tasks[0] : undefined;
    if (!task) {
      missingTasks.add(taskName ? `${taskName} on ${label(job.id, job.name)}` : `No task: ${label(job.id, job.name)} for ${pair.employeeName} on ${pair.date}`);
      continue;
    }
    entries.push({ pairId: pair.pairId, employeeId: pair.employeeId, employeeName: pair.employeeName, jobId: job.id, taskUuid: task.uuid, staffUuid, date: pair.date, minutes, note: workflowMaxNote(pair.pairId) });
  }
  return { entries, employeesNotInWorkflowMax: [...employees], jobsNotInWorkflowMax: [...missingJobs], tasksNotInWorkflowMax: [...missingTasks] };
}
