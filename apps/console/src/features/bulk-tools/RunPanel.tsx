import { Alert, List, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useJobRun } from '../../api/job-runs';
import { JobProgress } from '../../ui/JobProgress';

/**
 * A started bulk run, followed live from its job_run row while the page stays usable: the progress,
 * then what the run did (`summary` of its result).
 */
export function RunPanel({ runId, unit, summary }: { runId: string; unit: string; summary: (result: unknown) => ReactNode }) {
  const run = useJobRun(runId).data;
  return (
    <div aria-label="Bulk run">
      <JobProgress run={run} unit={unit} />
      {run?.status === 'completed' && summary(run.result)}
    </div>
  );
}

/** Who a run left out, and why. */
export function SkippedList({ items }: { items: Array<{ employeeId: string; name: string; reason: string }> }) {
  if (!items.length) return null;
  return (
    <List
      size="small"
      header={<Typography.Text strong>Skipped</Typography.Text>}
      dataSource={items}
      renderItem={(s) => (
        <List.Item key={s.employeeId}>
          {s.name} — {SKIP_REASONS[s.reason] ?? s.reason}
        </List.Item>
      )}
    />
  );
}

const SKIP_REASONS: Record<string, string> = {
  hasExistPunchRecord: 'already has a punch at that time',
  closedPeriod: 'the date is in a closed pay period',
  notFound: 'no longer within your employees',
};

export function Done({ children }: { children: ReactNode }) {
  return <Alert type="success" showIcon message={children} />;
}
