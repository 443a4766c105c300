import { useQuery } from '@tanstack/react-query';
import { jobImportReplySchema, type JobDto, jobSchema, jobSyncReplySchema, jobTaskNodeSchema, type ListQuery, messageReplySchema, type Page, pageSchema, type TaskDto, taskSchema } from '@timekeep/contracts';
import { z } from 'zod';
import { download, request } from '../../api/http';
import { listPath } from '../../api/list';
import { LOOKUP } from '../../api/lookup';

export type WorkCodeKind = 'job' | 'task';
export type WorkCodeRow<K extends WorkCodeKind> = K extends 'job' ? JobDto : TaskDto;

/** Jobs and tasks (document 2 §2, §3). */
export const keys = {
  jobs: ['jobs'],
  tasks: ['tasks'],
  list: (kind: WorkCodeKind, status: string | undefined) => [kind === 'job' ? 'jobs' : 'tasks', status] as const,
  jobOptions: ['jobs', 'options'],
  taskOptions: ['tasks', 'options'],
  taskTree: ['jobs', 'task-tree'],
} as const;

/** Document 2 §3: a job's or task's choice shows its code and name. */
const codeAndName = (w: { id: string; code: string; name: string }) => ({ value: w.id, label: w.name ? `${w.code} ${w.name}` : w.code });

const LISTS = { job: { path: '/api/jobs', schema: pageSchema(jobSchema) }, task: { path: '/api/tasks', schema: pageSchema(taskSchema) } };

/** The jobs or tasks list, by status, for the shared table. */
export const workCodeList = <K extends WorkCodeKind>(kind: K, status: string | undefined) => ({
  queryKey: keys.list(kind, status),
  // The kind picks the schema: the rows are the kind's.
  fetchPage: (q: ListQuery) => request(LISTS[kind].schema, listPath(LISTS[kind].path, q, { status })) as Promise<Page<WorkCodeRow<K>>>,
});

/** Active jobs as choices (a position's Jobs). */
export const useJobOptions = (enabled = true) =>
  useQuery({ ...LOOKUP, queryKey: keys.jobOptions, queryFn: async () => (await request(pageSchema(jobSchema), '/api/jobs?status=true&pageSize=100&sort=code')).items.map(codeAndName), enabled });

/** Every task as a choice (a job's Tasks). */
export const useTaskOptions = (enabled: boolean) =>
  useQuery({ ...LOOKUP, queryKey: keys.taskOptions, queryFn: async () => (await request(pageSchema(taskSchema), '/api/tasks?pageSize=100&sort=code')).items.map(codeAndName), enabled });

/** GET /api/jobs/active-task-tree: each active job with its active tasks (a work section's Job and Task). */
export const useActiveTaskTree = (enabled: boolean) => useQuery({ ...LOOKUP, queryKey: keys.taskTree, queryFn: () => request(z.array(jobTaskNodeSchema), '/api/jobs/active-task-tree'), enabled });

export const saveWorkCode = (kind: WorkCodeKind, payload: object) => request(messageReplySchema, kind === 'job' ? '/job/save' : '/task/save', { method: 'POST', body: payload });

/** Closes the chosen jobs (the body is the ids themselves). */
export const closeJobs = (ids: string[]) => request(messageReplySchema, '/job/closeAllSelected', { method: 'POST', body: ids });

/** POST /api/jobs/import, multipart, field jobFile (document 2 §7): 'success' with the counts, or 'importFailed' with errorMessage and the rows. */
export function importJobs(file: File) {
  const body = new FormData();
  body.append('jobFile', file, file.name);
  return request(jobImportReplySchema, '/api/jobs/import', { method: 'POST', body });
}

/** GET /api/jobs/import-template: the jobs file's layout with example rows (.xlsx). */
export const downloadJobTemplate = () => download('/api/jobs/import-template');

/** Sync Jobs from MYOB Advanced (no payload; success and errorMessage). */
export const syncMyobJobs = () => request(jobSyncReplySchema, '/api/jobs/sync-myob-advanced', { method: 'POST' });
