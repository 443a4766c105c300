import { NEW_JOB, NEW_TASK, syncKind, type WorkCodeFacts, type WorkCodePlan, WorkCodeSyncError } from '@timekeep/domain-pay-rules';
import type { WorkflowMaxJob } from './workflow-max';

/** A task's code and external ID is its name, within the catalogue's 50 characters for a code. */
const taskKey = (name: string) => name.trim().slice(0, 50);

/**
 * WorkflowMax's current jobs against ours (docs/decisions/0038-workflow-max.md), the way MYOB
 * Advanced's projects are (docs/decisions/0036-jobs-import-and-sync.md): a job per WorkflowMax job
 * (code = the job number, name = its name), active while WorkflowMax lists it as current; a task per
 * task name across the jobs (WorkflowMax's job tasks are the account's task types, named alike on
 * every job), each matched by the external ID it was synced with, else adopted by code, else
 * created. Jobs no longer current (completed) and tasks no current job has are closed.
 */
export function planWorkflowMaxSync(jobs: ReadonlyArray<Pick<WorkflowMaxJob, 'id' | 'name' | 'tasks'>>, facts: WorkCodeFacts, newId: () => string): WorkCodePlan {
  const sorted = [...jobs].sort((a, b) => a.id.localeCompare(b.id));
  const seen = new Set<string>();
  for (const job of sorted) {
    if (!job.id.trim()) throw new WorkCodeSyncError('WorkflowMax listed a job without a job number.');
    if (seen.has(job.id.trim().toLowerCase())) throw new WorkCodeSyncError(`WorkflowMax listed the job ${job.id.trim()} twice.`);
    seen.add(job.id.trim().toLowerCase());
  }
  const taskNames = new Map<string, string>();
  for (const job of sorted) for (const { name } of job.tasks) if (taskKey(name) && !taskNames.has(taskKey(name).toLowerCase())) taskNames.set(taskKey(name).toLowerCase(), name.trim());
  const tasks = syncKind(
    [...taskNames.values()].map((name) => ({ externalId: taskKey(name), name, active: true })),
    facts.tasks,
    facts.externalType,
    NEW_TASK,
    newId,
    (body) => body,
  );
  const taskIdOf = new Map(tasks.matched.map((m) => [m.externalId.toLowerCase(), m.record.id]));
  const planned = syncKind(
    sorted.map((job) => ({ externalId: job.id.trim(), name: job.name.trim(), active: true, taskIds: job.tasks.flatMap((t) => taskIdOf.get(taskKey(t.name).toLowerCase()) ?? []) })),
    facts.jobs,
    facts.externalType,
    NEW_JOB,
    newId,
    (body, source) => ({ ...body, fields: { ...body.fields, taskIds: [...new Set(source.taskIds)] } }),
  );
  return { tasks: tasks.records, jobs: planned.records };
}
