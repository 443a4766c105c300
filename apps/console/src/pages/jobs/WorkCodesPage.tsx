import { CloseCircleOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Action, JOB_TEXTS, JobDto, MessageReply, Resource, TaskDto } from '@timekeep/contracts';
import { App, Button, Card, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { messageOf, request } from '../../api/http';
import { listPath } from '../../api/list';
import { useCan } from '../../auth/profile';
import { DataColumn, DataTable } from '../../ui/DataTable';
import { StatusSearch, StatusTag } from '../../ui/Status';
import { WorkCodeModal } from './WorkCodeModal';

type Kind = 'job' | 'task';
type Row<K extends Kind> = K extends 'job' ? JobDto : TaskDto;

const LISTS = {
  job: { title: 'Jobs', path: '/api/jobs', key: ['jobs'] },
  task: { title: 'Tasks', path: '/api/tasks', key: ['tasks'] },
} as const;

/**
 * Jobs and Tasks (document 2 §2): Code, Name, Punch Code, Status and edit, a Search by status and
 * New. Jobs also have row selection and Close of the selected ones; tasks have neither.
 */
export function WorkCodesPage<K extends Kind>({ kind }: { kind: K }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const can = useCan();
  const [status, setStatus] = useState<string>();
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<Row<K> | 'new' | null>(null);
  const list = LISTS[kind];
  const refresh = () => queryClient.invalidateQueries({ queryKey: list.key });
  const closing = kind === 'job' && can(Resource.Job, Action.Update);

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

  const columns: DataColumn<Row<K>>[] = [
    { key: 'code', title: 'Code', sortable: true },
    { key: 'name', title: 'Name', sortable: true },
    { key: 'punchCode', title: 'Punch Code', render: (r) => r.punchCode ?? '' },
    { key: 'active', title: 'Status', sortable: true, render: (r) => <StatusTag active={r.active} /> },
    { key: 'action', title: 'Action', render: (r) => <Button type="link" icon={<EditOutlined />} aria-label={`Edit ${r.code}`} onClick={() => setEditing(r)} /> },
  ];
  return (
    <Card>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {list.title}
      </Typography.Title>
      <DataTable<Row<K>>
        tableId={list.key[0]}
        queryKey={[...list.key, status]}
        fetchPage={(q) => request('GET', listPath(list.path, q, { status }))}
        columns={columns}
        rowKey={(r) => r.id}
        selectedKeys={closing ? selected : undefined}
        onSelectionChange={closing ? setSelected : undefined}
        toolbar={
          <>
            <StatusSearch value={status} onChange={setStatus} />
            {can(Resource.Job, Action.Create) && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
                New
              </Button>
            )}
            {closing && (
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
          editing={{ kind, record: editing } as Parameters<typeof WorkCodeModal>[0]['editing']}
          onClose={(saved) => {
            setEditing(null);
            if (saved) void refresh();
          }}
        />
      )}
    </Card>
  );
}
