import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Action, PayType, Resource } from '@timekeep/contracts';
import { App, Button, Card, Space } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { useCan } from '../../auth/api';
import { DataColumn, DataTable } from '../../ui/DataTable';
import { DeleteButton } from '../../ui/DeleteButton';
import { SystemDefaultMark } from '../../ui/marks';
import { PageTitle } from '../../ui/PageTitle';
import { StatusTag } from '../../ui/Status';
import { deletePayTypes, keys, payTypeList } from './api';
import { PayTypeModal } from './PayTypeModal';
import { IconButton } from '../../ui/IconButton';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** Pay types (document 2 §2): system defaults marked and not selectable, bulk delete of the others. */
export function PayTypesPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const can = useCan();
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<PayType | 'new' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: keys.payTypes });

  async function remove() {
    try {
      const reply = await deletePayTypes(selected);
      if (reply.message !== 'success') throw new Error(reply.message);
      message.success('Pay types are deleted successfully.');
      setSelected([]);
    } catch (error) {
      message.error(messageOf(error, 'Failed to delete pay types.'));
    }
    await refresh();
  }

  const columns: DataColumn<PayType>[] = [
    { key: 'code', title: 'Code' },
    {
      key: 'name',
      title: 'Name',
      sortable: true,
      render: (t) => (
        <Space>
          {t.name}
          {t.isDefault && <SystemDefaultMark title="System default pay type" />}
        </Space>
      ),
    },
    { key: 'exportCode', title: 'Export Code', render: (t) => t.exportCode ?? '' },
    { key: 'ctDay', title: 'Daily Hours' },
    { key: 'active', title: 'Status', sortable: true, render: (t) => <StatusTag active={t.active} /> },
    { key: 'leaveStatus', title: 'Is Leave', render: (t) => yesNo(t.leaveStatus) },
    { key: 'action', inFile: false, title: 'Action', render: (t) => <IconButton type="link" icon={<EditOutlined />} label={`Edit ${t.name}`} onClick={() => setEditing(t)} tip="Edit" /> },
  ];

  return (
    <Card>
      <PageTitle>Pay Types</PageTitle>
      <DataTable<PayType>
        tableId="pay-types"
        title="Pay Types"
        emptyText="No pay types to show. Add one with New, or choose another status."
        {...payTypeList}
        columns={columns}
        rowKey={(t) => t.id}
        selectedKeys={selected}
        onSelectionChange={setSelected}
        selectable={(t) => !t.isDefault}
        toolbar={
          <>
            {can(Resource.PayRules, Action.Create) && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
                New
              </Button>
            )}
            {can(Resource.PayRules, Action.Delete) && <DeleteButton count={selected.length} onConfirm={remove} />}
          </>
        }
      />
      {editing && (
        <PayTypeModal
          payType={editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) void refresh();
          }}
        />
      )}
    </Card>
  );
}
