import { useQueries, useQuery } from '@tanstack/react-query';
import { type JobRunDto, jobRunSchema, TERMINAL_JOB_STATUSES } from '@timekeep/contracts';
import { request } from './http';

/** Background runs (the platform's job_run), shared by every screen that starts one. */
export const jobRunKeys = {
  run: (id: string | null) => ['job-runs', id] as const,
} as const;

/** GET /api/job-runs/{id}, asked again every half second until the run completes or fails. */
const runQuery = (id: string | null) => ({
  queryKey: jobRunKeys.run(id),
  queryFn: () => request(jobRunSchema, `/api/job-runs/${id}`),
  enabled: !!id,
  refetchInterval: (q: { state: { data?: JobRunDto } }) => (q.state.data && TERMINAL_JOB_STATUSES.includes(q.state.data.status) ? false : 500),
});

export const useJobRun = (id: string | null) => useQuery(runQuery(id));

/** Several runs at once (a selection of pay periods, each its own run). */
export const useJobRuns = (ids: string[]) => useQueries({ queries: ids.map(runQuery) });
