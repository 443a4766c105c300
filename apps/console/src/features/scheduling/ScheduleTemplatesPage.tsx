import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Action, Resource, SCHEDULE_TEXTS, ScheduleTemplateRow } from '@timekeep/contracts';
import { App, Button, Card } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { messageOf } from '../../api/http';
import { ROUTES } from '../../shared/paths';
import { useCan } from '../../auth/api';
import { DataColumn, DataTable } from '../../ui/DataTable';
import { DeleteButton } from '../../ui/DeleteButton';
import { useFormats } from '../../ui/formats';
import { PageTitle } from '../../ui/PageTitle';
import { StatusTag } from '../../ui/Status';
import { deleteTemplates, keys, templateList } from './api';
import { IconButton } from '../../ui/IconButton';

/** Schedule templates list (document 1 §2): Name, Start Date, Period Type, Status, Edit; New and Delete. */
export function ScheduleTemplatesPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const can = useCan();
  const { formatDate } = useFormats();
  const [selected, setSelected] = useState<string[]>([]);

  async function remove() {
    try {
      const reply = await deleteTemplates(selected);
      if (reply.message === 'inUse') message.warning(`${reply.names?.join(', ')} cannot be deleted, because employees are on it.`);
      else if (reply.message !== 'success') throw new Error(reply.message);
      else {
        message.success(SCHEDULE_TEXTS.deleted);
        setSelected([]);
      }
    } catch (error) {
      message.error(messageOf(error, SCHEDULE_TEXTS.deleteFailed));
    }
    await queryClient.invalidateQueries({ queryKey: keys.templates });
  }

  const columns: DataColumn<ScheduleTemplateRow>[] = [
    { key: 'name', title: 'Name', sortable: true },
    // The list sorts start dates under the catalogue's 'date' key.
    { key: 'date', title: 'Start Date', sortable: true, render: (t) => formatDate(t.startDate) },
    { key: 'periodType', title: 'Period Type' },
    { key: 'active', title: 'Status', render: (t) => <StatusTag active={t.active} /> },
    { key: 'action', inFile: false, title: 'Edit', render: (t) => <IconButton type="link" icon={<EditOutlined />} label={`Edit ${t.name}`} onClick={() => navigate(`${ROUTES.scheduleUpdate}?id=${t.id}`)} tip="Edit" /> },
  ];

  return (
    <Card>
      <PageTitle>Schedule Templates</PageTitle>
      <DataTable<ScheduleTemplateRow>
        tableId="schedule-templates"
        title="Schedule Templates"
        emptyText="No schedule templates yet. Create one with New, then give it to employees or departments."
        {...templateList}
        columns={columns}
        rowKey={(t) => t.id}
        selectedKeys={selected}
        onSelectionChange={setSelected}
        toolbar={
          <>
            {can(Resource.ScheduleTemplate, Action.Create) && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(ROUTES.scheduleCreate)}>
                New
              </Button>
            )}
            {can(Resource.ScheduleTemplate, Action.Delete) && <DeleteButton count={selected.length} onConfirm={remove} title={SCHEDULE_TEXTS.deleteConfirm} />}
          </>
        }
      />
    </Card>
  );
}
