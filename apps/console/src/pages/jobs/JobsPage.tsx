import { CloseCircleOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Action, JOB_TEXTS, JobDto, MessageReply, Resource } from '@timekeep/contracts';
import { App, Button, Card, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { messageOf, request } from '../../api/http';
import { listPath } from '../../api/list';
import { useCan } from '../../auth/profile';
import { DataColumn, DataTable } from '../../ui/DataTable';
import { StatusSearch, StatusTag } from '../../ui/Status';
import { WorkCodeModal } from './WorkCodeModal';

const jobsKey = ['jobs'] as const;

/** Jobs (document 2 §2): Code, Name, Punch Code, Status, edit; Search by status, New, and Close of the selected jobs. */
export function JobsPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const can = useCan();
  const [status, setStatus] = useState<string>();
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<JobDto | 'new' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: jobsKey });

  async function close() {
    try {
      const reply = await request<MessageReply>('POST', '/job/closeAllSelected', selected);
      if (reply.message !== 'success') throw new Error(reply.message);
      message.success(JOB_TEXTS.closed);
      setSelected([]);
    } catch (error) {
      message.error(messageOf(error, JOB_TEXTS.closeFailed));
    }
    await refresh();
  }

  const columns: DataColumn<JobDto>[] = [
    { key: 'code', title: 'Code', sortable: true },
    { key: 'name', title: 'Name', sortable: true },
    { key: 'punchCode', title: 'Punch Code', render: (j) => j.punchCode ?? '' },
    { key: 'active', title: 'Status', sortable: true, render: (j) => <StatusTag active={j.active} /> },
    { key: 'action', title: 'Action', render: (j) => <Button type="link" icon={<EditOutlined />} aria-label={`Edit ${j.code}`} onClick={() => setEditing(j)} /> },
  ];
  const mayUpdate = can(Resource.Job, Action.Update);
  return (
    <Card>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        Jobs
      </Typography.Title>
      <DataTable<JobDto>
        tableId="jobs"
        queryKey={[...jobsKey, status]}
        fetchPage={(q) => request('GET', listPath('/api/jobs', q, { status }))}
        columns={columns}
        rowKey={(j) => j.id}
        selectedKeys={mayUpdate ? selected : undefined}
        onSelectionChange={mayUpdate ? setSelected : undefined}
        toolbar={
          <>
            <StatusSearch value={status} onChange={setStatus} />
            {can(Resource.Job, Action.Create) && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
                New
              </Button>
            )}
            {mayUpdate && (
              <Popconfirm title={JOB_TEXTS.closeConfirm} okText="Yes" cancelText="No" onConfirm={close} disabled={!selected.length}>
                <Button icon={<CloseCircleOutlined />} disabled={!selected.length}>
                  Close
                </Button>
              </Popconfirm>
            )}
          </>
        }
      />
      {editing && (
        <WorkCodeModal
          editing={{ kind: 'job', record: editing }}
          onClose={(saved) => {
            setEditing(null);
            if (saved) void refresh();
          }}
        />
      )}
    </Card>
  );
}
