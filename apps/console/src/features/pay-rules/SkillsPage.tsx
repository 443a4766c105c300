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
    // Edit only for whoever may change skills: the server refuses the rest's save.
    ...(can(Resource.PayRules, Action.Update)
      ? [{ key: 'action', inFile: false, title: 'Action', render: (s: Skill) => <IconButton type="link" icon={<EditOutlined />} label={`Edit ${s.name}`} onClick={() => setEditing(s)} tip="Edit" /> }]
      : []),
  ];
  const mayAdd = can(Resource.PayRules, Action.Create);
  return (
    <Card>
      <PageTitle>Skills</PageTitle>
      <DataTable<Skill>
        tableId="skills"
        title="Skills"
        emptyText={status ? `No ${status === 'true' ? 'active' : 'inactive'} skills. Choose another status in Search.` : mayAdd ? 'No skills to show. Add one with New.' : 'No skills to show.'}
        {...skillList(status)}
        columns={columns}
        rowKey={(s) => s.id}
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
