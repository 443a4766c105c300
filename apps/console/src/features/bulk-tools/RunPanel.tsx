import { Alert, List, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useJobRun } from '../../api/job-runs';
import { JobProgress } from '../../ui/JobProgress';
import styles from './bulk-tools.module.css';

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

/** The runs a page started, newest first, each followed live. */
export function RunList({ runs, summary }: { runs: readonly string[]; summary: (result: unknown) => ReactNode }) {
  return (
    <Space direction="vertical" className={styles.runs}>
      {runs.map((id) => (
        <RunPanel key={id} runId={id} unit="employees" summary={summary} />
      ))}
    </Space>
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
          {s.name} — {reasonText(s.reason)}
        </List.Item>
      )}
    />
  );
}

const SKIP_REASONS: Record<string, string> = {
  hasExistPunchRecord: 'already has a punch at that time',
  closedPeriod: 'the date is in a closed pay period',
  notFound: 'no longer within your employees',
  beforeHire: 'hired after that date',
  offDay: 'an off day (no work schedule)',
  holiday: 'a holiday',
  noData: 'no schedule on that day: enter the duration',
  unscheduledDays: 'every day skipped (check the skip options and the schedule)',
  exist: 'already has this leave',
  dateExist: 'already has leave within the time frame',
  notEnough: 'not enough leave balance',
  conflict: 'a shift of theirs now overlaps the new one',
  payOnFinishDay: 'paid on the finish day: no overnight shift',
};

/** A reason, with the day it names after a colon ('offDay:2026-12-25'). */
function reasonText(reason: string): string {
  const [code, date] = reason.split(':');
  const text = SKIP_REASONS[code] ?? code;
  return date ? `${text}, ${date}` : text;
}

/**
 * A finished run's headline. With `done` of `of` counted: green only when every one was done, amber
 * when some were not, red when none was (a run that punched nobody is not a success), `details`
 * (who was skipped and why) inside it.
 */
export function Done({ children, done, of, details }: { children: ReactNode; done?: number; of?: number; details?: ReactNode }) {
  const type = done === undefined || of === undefined || (done === of && of > 0) ? 'success' : done === 0 ? 'error' : 'warning';
  return <Alert type={type} showIcon message={children} description={details} />;
}
