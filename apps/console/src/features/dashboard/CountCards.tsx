import { Alert, Card, Flex, Skeleton, Typography } from 'antd';
import { Action, DASHBOARD_EXCEPTION_TYPES, EXCEPTION_TYPE_LABELS, Resource } from '@timekeep/contracts';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../shared/paths';
import { useCan } from '../../auth/api';
import { useDailyApprovals, useExceptionCounts, useLastPeriodApprovals, usePendingLeaves, useSyncErrors, useUpcomingLeaves } from './api';
import styles from './dashboard.module.css';

const DATE = 'YYYY-MM-DD';

/** One count on a card: its name, and the number linking to the list it counts. */
function CountLine({ label, count, to }: { label: string; count: number | undefined; to: string }) {
  return (
    <div className={styles.line}>
      <span>{label}</span>
      {count === undefined ? (
        <Typography.Text type="secondary" aria-label={`${label}: not available`}>
          —
        </Typography.Text>
      ) : (
        <Link to={to} className={styles.count} aria-label={`${label}: ${count}`}>
          {count}
        </Link>
      )}
    </div>
  );
}

/** A card of counts: a skeleton until the first answer, a plain notice if a count could not be read. */
function CountCard({ title, loading, failed, children }: { title: string; loading: boolean; failed: boolean; children: ReactNode }) {
  return (
    <Card title={title} size="small" className={styles.countCard}>
      {failed && <Alert type="warning" showIcon className={styles.notice} message="These counts could not be loaded. They are tried again shortly." />}
      {loading ? <Skeleton active paragraph={{ rows: 2 }} title={false} /> : children}
    </Card>
  );
}

/** Information (document 2 §2): Sync Error count (for those who may open the sync results), Pending Leave Requests, Upcoming Leaves. */
export function InformationCard() {
  const can = useCan();
  const maySeeSync = can(Resource.PayrollTransfer, Action.Visible);
  const sync = useSyncErrors(maySeeSync);
  const pending = usePendingLeaves();
  const upcoming = useUpcomingLeaves();
  const upcomingWindow = upcoming.data;
  return (
    <CountCard title="Information" loading={pending.isPending || upcoming.isPending} failed={pending.isError || upcoming.isError || sync.isError}>
      {maySeeSync && <CountLine label="Sync Error" count={sync.data?.count} to={ROUTES.syncResults} />}
      <CountLine label="Pending Leave Requests" count={pending.data?.count} to={`${ROUTES.leaveList}?status=Pending`} />
      <CountLine label="Upcoming Leaves" count={upcomingWindow?.count} to={upcomingWindow ? `${ROUTES.leaveList}?status=Approved&startDate=${upcomingWindow.startDate}&endDate=${upcomingWindow.endDate}` : ROUTES.leaveList} />
    </CountCard>
  );
}

/** Exceptions: unreviewed exceptions of the current pay period per type, each opening the exceptions list on its type. */
export function ExceptionsCard() {
  const counts = useExceptionCounts();
  return (
    <CountCard title="Exceptions" loading={counts.isPending} failed={counts.isError}>
      {DASHBOARD_EXCEPTION_TYPES.map((type) => (
        <CountLine key={type} label={EXCEPTION_TYPE_LABELS[type]} count={counts.data?.[type]} to={`${ROUTES.exceptionList}?type=${type}`} />
      ))}
    </CountCard>
  );
}

/** Approvals: the daily window (yesterday to today, document 2 §9) and the last pay period, Approved and Unapproved. */
export function ApprovalsCard() {
  const daily = useDailyApprovals();
  const last = useLastPeriodApprovals();
  const today = dayjs().format(DATE);
  const yesterday = dayjs().subtract(1, 'day').format(DATE);
  const dailyLink = (status: string) => `${ROUTES.timeApprovals}?status=${status}&startDate=${yesterday}&endDate=${today}`;
  const lastLink = (status: string) => `${ROUTES.timeApprovals}?period=Previous&status=${status}`;
  return (
    <CountCard title="Approvals" loading={daily.isPending || last.isPending} failed={daily.isError || last.isError}>
      <Flex vertical gap={12}>
        <section aria-label="Daily">
          <Typography.Text type="secondary" className={styles.subhead}>
            Daily
          </Typography.Text>
          <CountLine label="Approved" count={daily.data?.Approved} to={dailyLink('Approved')} />
          <CountLine label="Unapproved" count={daily.data?.Unapproved} to={dailyLink('Unapproved')} />
        </section>
        <section aria-label="Last Period">
          <Typography.Text type="secondary" className={styles.subhead}>
            Last Period
          </Typography.Text>
          <CountLine label="Approved" count={last.data?.Approved} to={lastLink('Approved')} />
          <CountLine label="Unapproved" count={last.data?.Unapproved} to={lastLink('Unapproved')} />
        </section>
      </Flex>
    </CountCard>
  );
}
