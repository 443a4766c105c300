import { CloseCircleOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Action, JOB_TEXTS, Resource } from '@timekeep/contracts';
import { App, Button, Card, Popconfirm } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { useCan } from '../../auth/api';
import { DataColumn, DataTable } from '../../ui/DataTable';
import { PageTitle } from '../../ui/PageTitle';
import { StatusSearch, StatusTag } from '../../ui/Status';
import { closeJobs, keys, type WorkCodeKind as Kind, type WorkCodeRow as Row, workCodeList } from './api';
import { WorkCodeModal } from './WorkCodeModal';

const LISTS = {
  job: { title: 'Jobs', key: keys.jobs },
  task: { title: 'Tasks', key: keys.tasks },
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
      const reply = await closeJobs(selected);
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
      <PageTitle>{list.title}</PageTitle>
      <DataTable<Row<K>>
        tableId={list.key[0]}
        {...workCodeList(kind, status)}
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
