import type { JobRunDto } from '@timekeep/contracts';
import { Progress, Typography } from 'antd';

/** Percent done of a background run; 0 until it knows its total. */
export const runPercent = (run: JobRunDto | undefined): number => (run?.progress.total ? Math.round((run.progress.processed / run.progress.total) * 100) : run?.status === 'completed' ? 100 : 0);

/**
 * A background run's progress from its job_run row (the architecture's "long work shows progress
 * from the job row"): a bar, and how many of how many, or the run's error.
 */
export function JobProgress({ run, unit }: { run: JobRunDto | undefined; unit: string }) {
  const status = run?.status === 'failed' ? 'exception' : run?.status === 'completed' ? 'success' : 'active';
  const total = run?.progress.total;
  return (
    <div aria-label="Progress" role="status">
      <Progress percent={runPercent(run)} status={status} />
      <Typography.Text type={run?.status === 'failed' ? 'danger' : 'secondary'}>
        {run?.status === 'failed'
          ? run.error
          : !run || run.status === 'queued'
            ? 'Waiting to start…'
            : `${run.progress.processed} of ${total ?? '…'} ${unit} ${run.status === 'completed' ? 'done' : 'so far'}`}
      </Typography.Text>
    </div>
  );
}
