import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Action, Resource, WorkplaceDto } from '@timekeep/contracts';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { useCan } from '../../auth/api';
import { DataColumn, DataTable } from '../../ui/DataTable';
import { PageTitle } from '../../ui/PageTitle';
import { StatusSearch, StatusTag } from '../../ui/Status';
import { keys, workplaceList } from './api';
import { WorkplaceModal } from './WorkplaceModal';
import { IconButton } from '../../ui/IconButton';

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
    // Edit only for whoever may change workplaces: the server refuses the rest's save.
    ...(can(Resource.Workplace, Action.Update)
      ? [{ key: 'action', inFile: false, title: 'Edit', render: (w: WorkplaceDto) => <IconButton type="link" icon={<EditOutlined />} label={`Edit ${w.name}`} onClick={() => setEditing(w)} tip="Edit" /> }]
      : []),
  ];
  const mayAdd = can(Resource.Workplace, Action.Create);
  return (
    <Card>
      <PageTitle>Workplaces</PageTitle>
      <DataTable<WorkplaceDto>
        tableId="workplaces"
        title="Workplaces"
        emptyText={
          status ? `No ${status === 'true' ? 'active' : 'inactive'} workplaces. Choose another status in Search.` : mayAdd ? 'No workplaces yet. Add one with New to set where the clock may be used.' : 'No workplaces yet.'
        }
        {...workplaceList(status)}
        columns={columns}
        rowKey={(w) => w.id}
        toolbar={
          <>
            <StatusSearch value={status} onChange={setStatus} />
            {mayAdd && (
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
            if (saved) void queryClient.invalidateQueries({ queryKey: keys.workplaces });
          }}
        />
      )}
    </Card>
  );
}
