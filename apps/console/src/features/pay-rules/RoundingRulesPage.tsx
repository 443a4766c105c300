import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Action, Resource, RoundingRule } from '@timekeep/contracts';
import { App, Button, Card } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { useCan } from '../../auth/api';
import { DataColumn, DataTable } from '../../ui/DataTable';
import { DeleteButton } from '../../ui/DeleteButton';
import { PageTitle } from '../../ui/PageTitle';
import { StatusTag } from '../../ui/Status';
import { deleteRoundingRules, keys, roundingRuleList } from './api';
import { RoundingRuleModal } from './RoundingRuleModal';
import { IconButton } from '../../ui/IconButton';

/** Rounding rules (document 3 §2): Name and Status, New and Delete, an edit modal. */
export function RoundingRulesPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const can = useCan();
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<RoundingRule | 'new' | null>(null);

  async function remove() {
    try {
      const reply = await deleteRoundingRules(selected);
      if (reply.message === 'usedRoundings') message.warning(`Warning: Rounding rule ${reply.usedRoundings?.join(', ')} cannot be deleted as is currently in use`);
      else if (reply.message !== 'success') message.warning(reply.message);
      else {
        message.success('Rounding Rules are deleted successfully.');
        setSelected([]);
      }
    } catch (error) {
      message.error(messageOf(error, 'Failed to delete Rounding Rules.'));
    }
    await queryClient.invalidateQueries({ queryKey: keys.roundingRules });
  }

  const columns: DataColumn<RoundingRule>[] = [
    { key: 'name', title: 'Name', sortable: true },
    { key: 'description', title: 'Description', render: (r) => r.description ?? '' },
    { key: 'rules', title: 'Rows', render: (r) => r.rules.map((row) => `${row.fromTime}-${row.toT} → ${row.value}`).join(', ') },
    { key: 'active', title: 'Status', sortable: true, render: (r) => <StatusTag active={r.active} /> },
    { key: 'action', inFile: false, title: 'Action', render: (r) => <IconButton type="link" icon={<EditOutlined />} label={`Edit ${r.name}`} onClick={() => setEditing(r)} tip="Edit" /> },
  ];

  return (
    <Card>
      <PageTitle>Rounding Rules</PageTitle>
      <DataTable<RoundingRule>
        tableId="rounding-rules"
        title="Rounding Rules"
        emptyText="No rounding rules to show. Add one with New, then choose it on an employee or a department."
        {...roundingRuleList}
        columns={columns}
        rowKey={(r) => r.id}
        selectedKeys={selected}
        onSelectionChange={setSelected}
        toolbar={
          <>
            {can(Resource.PayRules, Action.Create) && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
                New
              </Button>
            )}
            {can(Resource.PayRules, Action.Delete) && <DeleteButton count={selected.length} title="Are you sure you want to delete it/them?" onConfirm={remove} />}
          </>
        }
      />
      {editing && (
        <RoundingRuleModal
          rule={editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) void queryClient.invalidateQueries({ queryKey: keys.roundingRules });
          }}
        />
      )}
    </Card>
  );
}
