import type { SyncResultDto, SyncStatus } from '@timekeep/contracts';
import { Card, Tag, Tooltip, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { type DataColumn, DataTable } from '../../ui/DataTable';
import { useFormats } from '../../ui/formats';
import { PageTitle } from '../../ui/PageTitle';
import { filterOf, paramsOf, syncResultList } from './api';
import { SyncResultsSearchPopover } from './SyncResultsSearchPopover';
import styles from './sync-results.module.css';

const STATUS_COLORS: Record<SyncStatus, string> = { Success: 'green', Warning: 'gold', Error: 'red' };

/** Document 3 §9: the message column is 600 wide; a longer message shows whole in its tooltip. */
const MESSAGE_WIDTH = 600;

/**
 * Sync Results (document 3 §2): every import, sync and send with how it ended, newest first; the
 * filter lives in the query string so a link (or the back button) keeps it.
 */
export function SyncResultsPage() {
  const { formatDateTime } = useFormats();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const list = syncResultList(filter);
  const columns: DataColumn<SyncResultDto>[] = [
    { key: 'date', title: 'Date', render: (r) => <span className={styles.oneLine}>{formatDateTime(r.date)}</span> },
    { key: 'type', title: 'Type', render: (r) => <span className={styles.oneLine}>{r.integration ? `${r.type} (${r.integration})` : r.type}</span> },
    { key: 'status', title: 'Status', render: (r) => <Tag color={STATUS_COLORS[r.status]}>{r.status}</Tag> },
    {
      key: 'message',
      title: 'Message',
      width: MESSAGE_WIDTH,
      render: (r) => (
        <Tooltip title={r.message}>
          <Typography.Text ellipsis className={styles.message}>
            {r.message}
          </Typography.Text>
        </Tooltip>
      ),
    },
  ];
  return (
    <Card>
      <PageTitle>Sync Results</PageTitle>
      <DataTable<SyncResultDto>
        tableId="sync-results"
        title="Sync Results"
        emptyText="No syncs, imports or sends in this range. Choose another range in Search."
        queryKey={list.queryKey}
        fetchPage={list.fetchPage}
        columns={columns}
        rowKey={(r) => r.id}
        toolbar={<SyncResultsSearchPopover value={filter} onChange={(next) => setParams(paramsOf(next))} />}
      />
    </Card>
  );
}
