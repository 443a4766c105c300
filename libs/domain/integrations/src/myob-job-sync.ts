import { NEW_JOB, NEW_TASK, syncKind, type WorkCodeFacts, type WorkCodePlan, WorkCodeSyncError } from '@timekeep/domain-pay-rules';
import type { MyobProject } from './myob-advanced';

/** MYOB's keys are compared without case or surrounding spaces. */
const keyOf = (code: string) => code.trim().toLowerCase();
/** MYOB Advanced takes time only on Active projects and tasks: the others are our inactive ones. */
const isActive = (status: string) => status.trim().toLowerCase() === 'active';

/**
 * MYOB Advanced's projects against our jobs (docs/decisions/0036-jobs-import-and-sync.md): a job
 * per project (code = Project ID, name = description, active while the project is Active), a task
 * per task ID across the projects (MYOB's task IDs are the same steps in each project), each
 * matched by the external ID it was synced with, else adopted by code, else created. Jobs and tasks
 * synced before that MYOB no longer lists are closed. Punch and export codes and descriptions are
 * ours and kept. A name another job already holds gets the project ID beside it, so that names stay
 * unique without refusing the sync.
 */
export function planMyobSync(projects: readonly MyobProject[], facts: WorkCodeFacts, newId: () => string): WorkCodePlan {
  const sorted = [...projects].sort((a, b) => a.projectId.localeCompare(b.projectId));
  const seen = new Set<string>();
  for (const p of sorted) {
    if (!p.projectId.trim()) throw new WorkCodeSyncError('MYOB Advanced listed a project without a Project ID.');
    if (seen.has(keyOf(p.projectId))) throw new WorkCodeSyncError(`MYOB Advanced listed the project ${p.projectId} twice.`);
    seen.add(keyOf(p.projectId));
  }
  // One task per task ID: named by its first Active occurrence (else its first), active if Active in any project.
  const external = new Map<string, { taskId: string; description: string; active: boolean }>();
  for (const p of sorted) {
    for (const t of p.tasks) {
      const key = keyOf(t.taskId);
      if (!key) continue;
      const known = external.get(key);
      const active = isActive(t.status);
      if (!known) external.set(key, { taskId: t.taskId.trim(), description: t.description.trim(), active });
      else if (active && !known.active) external.set(key, { ...known, description: t.description.trim() || known.description, active });
    }
  }
  const tasks = syncKind(
    [...external.values()].map((t) => ({ externalId: t.taskId, name: t.description, active: t.active })),
    facts.tasks,
    facts.externalType,
    NEW_TASK,
    newId,
    (body) => body,
  );
  const taskIdOf = new Map(tasks.matched.map((m) => [keyOf(m.externalId), m.record.id]));
  const jobs = syncKind(
    sorted.map((p) => ({ externalId: p.projectId.trim(), name: p.description.trim(), active: isActive(p.status), taskIds: p.tasks.flatMap((t) => taskIdOf.get(keyOf(t.taskId)) ?? []) })),
    facts.jobs,
    facts.externalType,
    NEW_JOB,
    newId,
    (body, source) => ({ ...body, fields: { ...body.fields, taskIds: [...new Set(source.taskIds)] } }),
  );
  return { tasks: tasks.records, jobs: jobs.records };
}
