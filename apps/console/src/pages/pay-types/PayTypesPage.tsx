import { EditOutlined, PlusOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Action, MessageReply, PayType, Resource } from '@timekeep/contracts';
import { App, Button, Card, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { messageOf, request } from '../../api/http';
import { listPath } from '../../api/list';
import { useCan } from '../../auth/profile';
import { DataColumn, DataTable } from '../../ui/DataTable';
import { StatusTag } from '../../ui/Status';
import { DeleteButton } from '../../ui/DeleteButton';
import { PayTypeModal } from './PayTypeModal';

const payTypesKey = ['pay-types'] as const;
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** Pay types (document 2 §2): system defaults marked and not selectable, bulk delete of the others. */
export function PayTypesPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const can = useCan();
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<PayType | 'new' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: payTypesKey });

  async function remove() {
    try {
      const reply = await request<MessageReply>('POST', '/paytype/delete', { ids: selected });
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
          {t.isDefault && (
            <Tooltip title="System default pay type">
              <SafetyCertificateOutlined aria-label="System default pay type" style={{ color: '#2ebb7c' }} />
            </Tooltip>
          )}
        </Space>
      ),
    },
    { key: 'exportCode', title: 'Export Code', render: (t) => t.exportCode ?? '' },
    { key: 'ctDay', title: 'Daily Hours' },
    { key: 'active', title: 'Status', sortable: true, render: (t) => <StatusTag active={t.active} /> },
    { key: 'leaveStatus', title: 'Is Leave', render: (t) => yesNo(t.leaveStatus) },
    { key: 'action', title: 'Action', render: (t) => <Button type="link" icon={<EditOutlined />} aria-label={`Edit ${t.name}`} onClick={() => setEditing(t)} /> },
  ];

  return (
    <Card>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        Pay Types
      </Typography.Title>
      <DataTable<PayType>
        tableId="pay-types"
        queryKey={payTypesKey}
        fetchPage={(q) => request('GET', listPath('/api/pay-types', q))}
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
