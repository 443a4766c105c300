import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Action, Resource, Skill } from '@timekeep/contracts';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { useCan } from '../../auth/api';
import { DataColumn, DataTable } from '../../ui/DataTable';
import { PageTitle } from '../../ui/PageTitle';
import { StatusSearch, StatusTag } from '../../ui/Status';
import { keys, skillList } from './api';
import { SkillModal } from './SkillModal';
import { IconButton } from '../../ui/IconButton';

/** Skills (document 2 §2): Name, Allowances, Status, edit; a Search popover by status; New opens the modal. */
export function SkillsPage() {
  const queryClient = useQueryClient();
  const can = useCan();
  const [editing, setEditing] = useState<Skill | 'new' | null>(null);
  const [status, setStatus] = useState<string>();
  const columns: DataColumn<Skill>[] = [
    { key: 'name', title: 'Name', sortable: true },
    { key: 'payType', title: 'Allowances', render: (s) => s.payType?.name ?? '' },
    { key: 'active', title: 'Status', sortable: true, render: (s) => <StatusTag active={s.active} /> },
    { key: 'action', inFile: false, title: 'Action', render: (s) => <IconButton type="link" icon={<EditOutlined />} label={`Edit ${s.name}`} onClick={() => setEditing(s)} tip="Edit" /> },
  ];
  return (
    <Card>
      <PageTitle>Skills</PageTitle>
      <DataTable<Skill>
        tableId="skills"
        title="Skills"
        emptyText="No skills to show. Add one with New."
        {...skillList(status)}
        columns={columns}
        rowKey={(s) => s.id}
        toolbar={
          <>
            <StatusSearch value={status} onChange={setStatus} />
            {can(Resource.PayRules, Action.Create) && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
                New
              </Button>
            )}
          </>
        }
      />
      {editing && (
        <SkillModal
          skill={editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) void queryClient.invalidateQueries({ queryKey: keys.skills });
          }}
        />
      )}
    </Card>
  );
}
