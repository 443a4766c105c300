import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Action, Resource, WorkplaceDto } from '@timekeep/contracts';
import { Button, Card, Typography } from 'antd';
import { useState } from 'react';
import { request } from '../../api/http';
import { listPath } from '../../api/list';
import { useCan } from '../../auth/profile';
import { DataColumn, DataTable } from '../../ui/DataTable';
import { StatusSearch, StatusTag } from '../../ui/Status';
import { WorkplaceModal } from './WorkplaceModal';

const workplacesKey = ['workplaces'] as const;

/** Workplaces (document 3 §4): Mobile Site Name, Status, Pin Point Address, Geo Fence-Radius, Radius, Edit. */
export function WorkplacesPage() {
  const queryClient = useQueryClient();
  const can = useCan();
  const [status, setStatus] = useState<string>();
  const [editing, setEditing] = useState<WorkplaceDto | 'new' | null>(null);
  const columns: DataColumn<WorkplaceDto>[] = [
    { key: 'name', title: 'Mobile Site Name', sortable: true },
    { key: 'active', title: 'Status', sortable: true, render: (w) => <StatusTag active={w.workSiteStatus} /> },
    { key: 'address', title: 'Pin Point Address' },
    { key: 'coordinate', title: 'Geo Fence-Radius' },
    { key: 'radius', title: 'Radius', render: (w) => `${w.radius.toFixed(2)} m` },
    { key: 'action', title: 'Edit', render: (w) => <Button type="link" icon={<EditOutlined />} aria-label={`Edit ${w.name}`} onClick={() => setEditing(w)} /> },
  ];
  return (
    <Card>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        Workplaces
      </Typography.Title>
      <DataTable<WorkplaceDto>
        tableId="workplaces"
        queryKey={[...workplacesKey, status]}
        fetchPage={(q) => request('GET', listPath('/api/workplaces', q, { status }))}
        columns={columns}
        rowKey={(w) => w.id}
        toolbar={
          <>
            <StatusSearch value={status} onChange={setStatus} />
            {can(Resource.Workplace, Action.Create) && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
                New
              </Button>
            )}
          </>
        }
      />
      {editing && (
        <WorkplaceModal
          workplace={editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) void queryClient.invalidateQueries({ queryKey: workplacesKey });
          }}
        />
      )}
    </Card>
  );
}
