import { useQuery } from '@tanstack/react-query';
import { jobRunSchema, TERMINAL_JOB_STATUSES } from '@timekeep/contracts';
import { request } from './http';

/** Background runs (the platform's job_run), shared by every screen that starts one. */
export const jobRunKeys = {
  run: (id: string | null) => ['job-runs', id] as const,
} as const;

/** GET /api/job-runs/{id}, asked again every half second until the run completes or fails. */
export const useJobRun = (id: string | null) =>
  useQuery({
    queryKey: jobRunKeys.run(id),
    queryFn: () => request(jobRunSchema, `/api/job-runs/${id}`),
    enabled: !!id,
    refetchInterval: (q) => (q.state.data && TERMINAL_JOB_STATUSES.includes(q.state.data.status) ? false : 500),
  });
