import { Drawer, Empty, Spin, Table, Tag, Timeline, Typography } from 'antd';
import { messageOf } from '../../api/http';
import { useFormats } from '../../ui/formats';
import { fieldLabel } from '../history/history-labels';
import { useTimesheetHistory } from './api';
import styles from './timesheet.module.css';

const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : typeof value === 'boolean' ? (value ? 'Yes' : 'No') : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** The period's changes (ours): who changed which punch, shift or pay card line, when, from which source, from → to. */
export function HistoryDrawer({ open, onClose, employeeId, fromT, toT, name }: { open: boolean; onClose: () => void; employeeId: string; fromT: string; toT: string; name: string }) {
  const { formatDateTime } = useFormats();
  const history = useTimesheetHistory(employeeId, fromT, toT, open);
  const items = history.data?.items ?? [];
  return (
    <Drawer title={`History of ${name}, ${fromT} ~ ${toT}`} width={720} open={open} onClose={onClose} destroyOnClose>
      {history.isLoading ? (
        <Spin />
      ) : history.error ? (
        <Typography.Text type="danger">{messageOf(history.error)}</Typography.Text>
      ) : !items.length ? (
        <Empty description="No changes recorded." />
      ) : (
        <Timeline
          items={items.map((item, index) => ({
            key: index,
            children: (
              <div aria-label={`Change ${index + 1}`}>
                <Typography.Text strong>{item.subject}</Typography.Text>
                <div>
                  <Typography.Text type="secondary">
                    by {item.actor}, {formatDateTime(item.at)}
                  </Typography.Text>{' '}
                  <Tag bordered={false}>{item.source}</Tag>
                </div>
                {item.changes.length > 0 && (
                  <Table
                    size="small"
                    className={styles.historyChanges}
                    pagination={false}
                    rowKey="field"
                    dataSource={item.changes}
                    columns={[
                      { title: 'Field', dataIndex: 'field', render: (f: string) => fieldLabel(f), width: 180 },
                      { title: 'From', dataIndex: 'from', render: shown },
                      { title: 'To', dataIndex: 'to', render: shown },
                    ]}
                  />
                )}
              </div>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}
