import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Action, Resource, TaskDto } from '@timekeep/contracts';
import { Button, Card, Typography } from 'antd';
import { useState } from 'react';
import { request } from '../../api/http';
import { listPath } from '../../api/list';
import { useCan } from '../../auth/profile';
import { DataColumn, DataTable } from '../../ui/DataTable';
import { StatusSearch, StatusTag } from '../../ui/Status';
import { WorkCodeModal } from './WorkCodeModal';

const tasksKey = ['tasks'] as const;

/** Tasks (document 2 §2): the Jobs list's columns, without row selection. */
export function TasksPage() {
  const queryClient = useQueryClient();
  const can = useCan();
  const [status, setStatus] = useState<string>();
  const [editing, setEditing] = useState<TaskDto | 'new' | null>(null);
  const columns: DataColumn<TaskDto>[] = [
    { key: 'code', title: 'Code', sortable: true },
    { key: 'name', title: 'Name', sortable: true },
    { key: 'punchCode', title: 'Punch Code', render: (t) => t.punchCode ?? '' },
    { key: 'active', title: 'Status', sortable: true, render: (t) => <StatusTag active={t.active} /> },
    { key: 'action', title: 'Action', render: (t) => <Button type="link" icon={<EditOutlined />} aria-label={`Edit ${t.code}`} onClick={() => setEditing(t)} /> },
  ];
  return (
    <Card>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        Tasks
      </Typography.Title>
      <DataTable<TaskDto>
        tableId="tasks"
        queryKey={[...tasksKey, status]}
        fetchPage={(q) => request('GET', listPath('/api/tasks', q, { status }))}
        columns={columns}
        rowKey={(t) => t.id}
        toolbar={
          <>
            <StatusSearch value={status} onChange={setStatus} />
            {can(Resource.Job, Action.Create) && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
                New
              </Button>
            )}
          </>
        }
      />
      {editing && (
        <WorkCodeModal
          editing={{ kind: 'task', record: editing }}
          onClose={(saved) => {
            setEditing(null);
            if (saved) void queryClient.invalidateQueries({ queryKey: tasksKey });
          }}
        />
      )}
    </Card>
  );
}
