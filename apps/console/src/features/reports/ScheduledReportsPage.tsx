import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Action, Resource, SCHEDULED_REPORT_TEXTS as TEXTS, type ScheduledReportDto } from '@timekeep/contracts';
import { App, Button, Card, Popconfirm } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { messageOf } from '../../api/http';
import { ROUTES } from '../../shared/paths';
import { useCan } from '../../auth/api';
import { type DataColumn, DataTable } from '../../ui/DataTable';
import { DeleteButton } from '../../ui/DeleteButton';
import { useFormats } from '../../ui/formats';
import { PageTitle } from '../../ui/PageTitle';
import { deleteScheduledReports, reportKeys, scheduledReportList } from './api';
import { IconButton } from '../../ui/IconButton';

const LABELS: Record<string, string> = { PreviousDay: 'Previous Day', PreviousWeek: 'Previous Week', PreviousFortnight: 'Previous Fortnight', PreviousMonth: 'Previous Month' };

/**
 * Scheduled reports (/scheduled-reports/list, document 3 §2, §5): New opens the report page with
 * its schedule on, Delete asks 'Are you sure you want to delete it?' (OK/Cancel), each row's
 * delete 'Are you sure to delete this report?' (Yes/No); a row's edit opens its form.
 */
export function ScheduledReportsPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const can = useCan();
  const mayEdit = can(Resource.Report, Action.Create);
  const { formatDateTime } = useFormats();
  const [selected, setSelected] = useState<string[]>([]);

  async function remove(ids: string[]) {
    try {
      await deleteScheduledReports(ids);
      message.success(TEXTS.deleted);
      setSelected((s) => s.filter((id) => !ids.includes(id)));
    } catch (error) {
      message.error(messageOf(error, TEXTS.deleteFailed));
    }
    await queryClient.invalidateQueries({ queryKey: reportKeys.scheduled });
  }

  const columns: DataColumn<ScheduledReportDto>[] = [
    { key: 'reportTypeName', title: 'Report', sortable: true, render: (r) => r.reportTypeName },
    { key: 'frequency', title: 'Frequency', sortable: true, render: (r) => r.frequency },
    { key: 'period', title: 'Period', sortable: true, render: (r) => LABELS[r.period] ?? r.period },
    { key: 'sendTime', title: 'Send Time', sortable: true, render: (r) => r.sendTime },
    { key: 'startDate', title: 'Start Date', sortable: true, render: (r) => r.startDate },
    // On the company's clock, as the send time is entered.
    { key: 'nextSend', title: 'Next Send', sortable: true, render: (r) => r.nextSend },
    { key: 'format', title: 'Format', sortable: true, render: (r) => r.format },
    { key: 'receivers', title: 'Receivers', render: (r) => r.receivers.join(', ') },
    { key: 'createdBy', title: 'Created By', sortable: true, render: (r) => r.createdBy },
    { key: 'created', title: 'Created', sortable: true, defaultHidden: true, render: (r) => formatDateTime(r.created) },
    ...(mayEdit
      ? [
          {
            key: 'action',
            inFile: false,
            title: 'Action',
            render: (r: ScheduledReportDto) => (
              <>
                <IconButton type="link" icon={<EditOutlined />} label={`Edit ${r.reportTypeName}`} onClick={() => navigate(`${ROUTES.reportView}?scheduledReportId=${r.id}`)} tip="Edit" />
                <Popconfirm title={TEXTS.confirmDeleteRow} okText="Yes" cancelText="No" onConfirm={() => remove([r.id])}>
                  <IconButton type="link" danger icon={<DeleteOutlined />} label={`Delete ${r.reportTypeName}`} tip="Delete" />
                </Popconfirm>
              </>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card>
      <PageTitle>Scheduled Reports</PageTitle>
      <DataTable<ScheduledReportDto>
        tableId="scheduled-reports"
        title="Scheduled Reports"
        emptyText="No reports are sent on a schedule yet. Choose a report with New and set when it is sent."
        {...scheduledReportList}
        columns={columns}
        rowKey={(r) => r.id}
        {...(mayEdit ? { selectedKeys: selected, onSelectionChange: setSelected } : {})}
        toolbar={
          mayEdit && (
            <>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`${ROUTES.reports}?schedule=1`)}>
                New
              </Button>
              <DeleteButton count={selected.length} title={TEXTS.confirmDelete} onConfirm={() => remove(selected)} />
            </>
          )
        }
      />
    </Card>
  );
}
