import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Action, PayGroup, Resource } from '@timekeep/contracts';
import { App, Button, Card } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { messageOf } from '../../api/http';
import { ROUTES } from '../../shared/paths';
import { useCan } from '../../auth/api';
import { DataColumn, DataTable } from '../../ui/DataTable';
import { DeleteButton } from '../../ui/DeleteButton';
import { YesNoIcon } from '../../ui/marks';
import { PageTitle } from '../../ui/PageTitle';
import { StatusChoice, StatusSelect, StatusTag } from '../../ui/Status';
import { deletePayGroups, keys, payGroupList } from './api';
import { IconButton } from '../../ui/IconButton';

const tick = (on: boolean, label: string) => <YesNoIcon on={on} label={label} />;

/** Pay groups (document 3 §2): validators and holiday columns, active only by default, New and bulk Delete. */
export function PayGroupsPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const can = useCan();
  const [status, setStatus] = useState<StatusChoice>('true');
  const [selected, setSelected] = useState<string[]>([]);

  async function remove() {
    try {
      const reply = await deletePayGroups(selected);
      if (reply.message === 'inUse') message.warning(`${reply.names?.join(', ')} are not deleted, because it's in use for employees.`);
      else if (reply.message !== 'success') throw new Error(reply.message);
      else {
        message.success('Pay groups are deleted successfully.');
        setSelected([]);
      }
    } catch (error) {
      message.error(messageOf(error, 'Failed to delete pay groups.'));
    }
    await queryClient.invalidateQueries({ queryKey: keys.payGroups });
  }

  const columns: DataColumn<PayGroup>[] = [
    { key: 'name', title: 'Name', sortable: true },
    { key: 'acceptEA', title: 'Accept Early Arrival', render: (g) => tick(g.acceptEA, 'Accept Early Arrival') },
    { key: 'acceptLD', title: 'Accept Late Departure', render: (g) => tick(g.acceptLD, 'Accept Late Departure') },
    { key: 'supervisorMAOT', title: 'Manually Approve OT', render: (g) => tick(g.supervisorMAOT, 'Manually Approve OT') },
    { key: 'calculatePublicHoliday', title: 'Enable Public Holiday', render: (g) => tick(g.calculatePublicHoliday, 'Enable Public Holiday') },
    { key: 'calculateAlternativeHoliday', title: 'Enable Alternative Holiday', render: (g) => tick(g.calculateAlternativeHoliday, 'Enable Alternative Holiday') },
    { key: 'active', title: 'Status', render: (g) => <StatusTag active={g.active} /> },
    { key: 'action', inFile: false, title: 'Edit', render: (g) => <IconButton type="link" icon={<EditOutlined />} label={`Edit ${g.name}`} onClick={() => navigate(`/paygroup/${g.id}`)} tip="Edit" /> },
  ];

  return (
    <Card>
      <PageTitle>Pay Groups</PageTitle>
      <DataTable<PayGroup>
        key={status}
        tableId="pay-groups"
        title="Pay Groups"
        emptyText="No pay groups to show. Add one with New, or choose another status."
        {...payGroupList(status)}
        columns={columns}
        rowKey={(g) => g.id}
        selectedKeys={selected}
        onSelectionChange={setSelected}
        toolbar={
          <>
            <StatusSelect value={status} onChange={(next) => (setStatus(next), setSelected([]))} />
            {can(Resource.PayGroup, Action.Create) && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(ROUTES.payGroupCreate)}>
                New
              </Button>
            )}
            {can(Resource.PayGroup, Action.Delete) && <DeleteButton count={selected.length} onConfirm={remove} />}
          </>
        }
      />
    </Card>
  );
}
