import { HistoryOutlined } from '@ant-design/icons';
import type { HistoryKind } from '@timekeep/contracts';
import { Button, Drawer, Empty, Spin, Table, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { useFormats } from '../../ui/formats';
import styles from '../../ui/kit.module.css';
import { useHistory } from './api';
import { fieldLabel } from './history-labels';

/** 'pay-rate-changed' reads 'Pay Rate Changed'. */
const eventTitle = (event: string) => event.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : Array.isArray(value) ? value.join(', ') || '—' : typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value));

/** Every record's History view: who changed what and when, with old and new values. */
export function HistoryButton({ kind, id, title }: { kind: HistoryKind; id: string; title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<HistoryOutlined />} onClick={() => setOpen(true)}>
        History
      </Button>
      <Drawer title={`History of ${title}`} width={720} open={open} onClose={() => setOpen(false)} destroyOnClose>
        {open && <HistoryList kind={kind} id={id} />}
      </Drawer>
    </>
  );
}

function HistoryList({ kind, id }: { kind: HistoryKind; id: string }) {
  const { formatDateTime } = useFormats();
  const history = useHistory(kind, id);
  if (history.isLoading) return <Spin />;
  if (history.error) return <Typography.Text type="danger">{messageOf(history.error)}</Typography.Text>;
  if (!history.data?.length) return <Empty description="No changes recorded." />;
  return (
    <Timeline
      items={history.data.map((entry, index) => ({
        key: index,
        children: (
          <div aria-label={`Change ${index + 1}`}>
            <Typography.Text strong>{eventTitle(entry.event)}</Typography.Text>
            <Typography.Text type="secondary">
              {' '}
              by {entry.actor}, {formatDateTime(entry.at)}
            </Typography.Text>
            {entry.reason && <div>Reason: {entry.reason}</div>}
            <Table
              size="small"
              className={styles.historyChanges}
              pagination={false}
              rowKey="field"
              dataSource={entry.changes}
              columns={[
                { title: 'Field', dataIndex: 'field', render: (f: string) => fieldLabel(f), width: 200 },
                { title: 'Old value', dataIndex: 'from', render: shown },
                { title: 'New value', dataIndex: 'to', render: shown },
              ]}
            />
          </div>
        ),
      }))}
    />
  );
}
