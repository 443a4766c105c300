import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Action, Resource, Skill } from '@timekeep/contracts';
import { Button, Card, Typography } from 'antd';
import { useState } from 'react';
import { request } from '../../api/http';
import { listPath } from '../../api/list';
import { useCan } from '../../auth/profile';
import { DataColumn, DataTable } from '../../ui/DataTable';
import { StatusTag } from '../../ui/Status';
import { SkillModal } from './SkillModal';

const skillsKey = ['skills'] as const;

/** Skills (document 2 §2): Name, Allowances, Status, edit; New opens the modal. */
export function SkillsPage() {
  const queryClient = useQueryClient();
  const can = useCan();
  const [editing, setEditing] = useState<Skill | 'new' | null>(null);
  const columns: DataColumn<Skill>[] = [
    { key: 'name', title: 'Name', sortable: true },
    { key: 'payType', title: 'Allowances', render: (s) => s.payType?.name ?? '' },
    { key: 'active', title: 'Status', sortable: true, render: (s) => <StatusTag active={s.active} /> },
    { key: 'action', title: 'Action', render: (s) => <Button type="link" icon={<EditOutlined />} aria-label={`Edit ${s.name}`} onClick={() => setEditing(s)} /> },
  ];
  return (
    <Card>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        Skills
      </Typography.Title>
      <DataTable<Skill>
        tableId="skills"
        queryKey={skillsKey}
        fetchPage={(q) => request('GET', listPath('/api/skills', q))}
        columns={columns}
        rowKey={(s) => s.id}
        toolbar={
          can(Resource.PayRules, Action.Create) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              New
            </Button>
          )
        }
      />
      {editing && (
        <SkillModal
          skill={editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) void queryClient.invalidateQueries({ queryKey: skillsKey });
          }}
        />
      )}
    </Card>
  );
}
