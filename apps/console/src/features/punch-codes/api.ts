import { useQuery } from '@tanstack/react-query';
import { punchCodeOptionSchema, punchCodeReplySchema } from '@timekeep/contracts';
import { z } from 'zod';
import { request } from '../../api/http';
import { withQuery } from '../../api/list';
import { LOOKUP } from '../../api/lookup';

/** The punch-code form's lookups (document 3 §7) and the server-signed QR payload. */
export const keys = {
  jobs: (departmentId: string | undefined, all: boolean) => ['punch-codes', 'jobs', all ? 'all' : (departmentId ?? null)] as const,
  tasks: (jobId: string | undefined) => ['punch-codes', 'tasks', jobId] as const,
  projects: ['punch-codes', 'projects'],
  levelTwo: (projectId: string | undefined) => ['punch-codes', 'level2', projectId] as const,
  levelThree: (projectId: string | undefined, subProjectId: string | undefined) => ['punch-codes', 'level3', projectId, subProjectId] as const,
  categories: ['punch-codes', 'categories'],
} as const;

const options = z.array(punchCodeOptionSchema);

/** 'All Jobs' lists every active job; otherwise the chosen department's (none until one is chosen when departments are offered). */
export const useJobOptions = (departmentId: string | undefined, all: boolean, enabled: boolean) =>
  useQuery({ ...LOOKUP, queryKey: keys.jobs(departmentId, all), queryFn: () => request(options, withQuery('/api/punch-codes/jobs', { departmentId: all ? undefined : departmentId })), enabled });
export const useTaskOptions = (jobId: string | undefined) => useQuery({ ...LOOKUP, queryKey: keys.tasks(jobId), queryFn: () => request(options, withQuery('/api/punch-codes/tasks', { jobId })), enabled: !!jobId });

export const useProjectOptions = () => useQuery({ ...LOOKUP, queryKey: keys.projects, queryFn: () => request(options, '/api/punch-codes/projects') });
export const useLevelTwoOptions = (projectId: string | undefined) =>
  useQuery({ ...LOOKUP, queryKey: keys.levelTwo(projectId), queryFn: () => request(options, withQuery('/api/punch-codes/level2', { projectId })), enabled: !!projectId });
export const useLevelThreeOptions = (projectId: string | undefined, subProjectId: string | undefined) =>
  useQuery({ ...LOOKUP, queryKey: keys.levelThree(projectId, subProjectId), queryFn: () => request(options, withQuery('/api/punch-codes/level3', { projectId, subProjectId })), enabled: !!projectId && !!subProjectId });
export const useCategoryOptions = () => useQuery({ ...LOOKUP, queryKey: keys.categories, queryFn: () => request(options, '/api/punch-codes/categories') });

export const generatePunchCode = (payload: object) => request(punchCodeReplySchema, '/api/punch-codes', { method: 'POST', body: payload });
export const generateSpecialPunchCode = (payload: object) => request(punchCodeReplySchema, '/api/punch-codes/special', { method: 'POST', body: payload });
