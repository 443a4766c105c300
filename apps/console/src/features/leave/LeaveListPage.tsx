import { AuditOutlined, EditOutlined, FieldTimeOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import { Action, CLOSED_PERIOD, LEAVE_TEXTS, type LeaveDto, Resource, TIMESHEET_TEXTS } from '@timekeep/contracts';
import { App, Button, Card, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { messageOf } from '../../api/http';
import { ROUTES } from '../../shared/paths';
import { useCan } from '../../auth/api';
import { type DataColumn, DataTable } from '../../ui/DataTable';
import { useFormats } from '../../ui/formats';
import { PageTitle } from '../../ui/PageTitle';
import { cancelLeaves, fetchPayPeriod, leaveList, useRefreshLeave } from './api';
import { ExamineModal } from './ExamineModal';
import { cancellable, filterOf, LEAVE_STATUS_COLORS, type LeaveFilter, paramsOf, timesheetLink } from './leave-rules';
import { LeaveModal, type LeaveTarget } from './LeaveModal';
import { LeaveSearchPopover } from './LeaveSearchPopover';
import { IconButton } from '../../ui/IconButton';

/**
 * Leave list (document 2 §2): the filter in the query string (the dashboard links with status,
 * startDate, endDate), Edit, Examine and an approved leave's Timesheet per row, New, and Cancel of
 * the chosen requests after a confirmation.
 */
export function LeaveListPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const refresh = useRefreshLeave();
  const can = useCan();
  const { formatDate, formatDateTime } = useFormats();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const list = leaveList(filter);
  const [selected, setSelected] = useState<string[]>([]);
  const [cancelling, setCancelling] = useState(false);
  const [editing, setEditing] = useState<LeaveTarget | null>(null);
  const [examining, setExamining] = useState<LeaveDto | null>(null);
  const mayCreate = can(Resource.Leave, Action.Create);
  const mayUpdate = can(Resource.Leave, Action.Update);
  const mayApprove = can(Resource.Leave, Action.Approve);
  // Whoever may request leave may take a request back; the server answers whose requests they are.
  const mayCancel = mayCreate || mayUpdate;

  function search(next: LeaveFilter) {
    setSelected([]);
    setParams(paramsOf(next));
  }

  async function cancelChosen() {
    setCancelling(true);
    try {
      const reply = await cancelLeaves(selected);
      if (reply.message === 'success') {
        message.success(LEAVE_TEXTS.cancelled);
        setSelected([]);
      } else message.error(reply.message === CLOSED_PERIOD ? TIMESHEET_TEXTS.closedPeriod : LEAVE_TEXTS.cancelFailed);
    } catch (error) {
      message.error(messageOf(error, LEAVE_TEXTS.cancelFailed));
    } finally {
      setCancelling(false);
      await refresh();
    }
  }

  async function openTimesheet(leave: LeaveDto) {
    try {
      navigate(timesheetLink(ROUTES.timesheet, leave.employeeId, await fetchPayPeriod(leave.employeeId, leave.fromDate, leave.paygroupId)));
    } catch (error) {
      message.error(messageOf(error));
    }
  }

  const columns: DataColumn<LeaveDto>[] = [
    { key: 'createTime', title: 'Create Time', sortable: true, render: (r) => formatDateTime(r.createTime) },
    { key: 'typeName', title: 'Leave Type', render: (r) => r.typeName },
    { key: 'employeeName', title: 'Employee', sortable: true },
    { key: 'fromDate', title: 'Date', sortable: true, render: (r) => (r.fromDate === r.toDate ? formatDate(r.fromDate) : `${formatDate(r.fromDate)} ~ ${formatDate(r.toDate)}`) },
    { key: 'textDur', title: 'Duration' },
    { key: 'textTotal', title: 'Total Hours' },
    { key: 'reportName', title: 'Report To', render: (r) => r.reportName ?? '—' },
    { key: 'leaveStatus', title: 'Status', render: (r) => <Tag color={LEAVE_STATUS_COLORS[r.leaveStatus]}>{r.leaveStatus}</Tag> },
    {
      key: 'actions',
      inFile: false,
      title: 'Action',
      render: (r) => (
        <Space size={0}>
          {mayUpdate && (
            <IconButton type="link" icon={<EditOutlined />} label={`Edit the leave of ${r.employeeName} from ${r.fromDate}`} tip="Edit" onClick={() => setEditing({ id: r.id })} />
          )}
          {mayApprove && (
            <IconButton type="link" icon={<AuditOutlined />} label={`Examine the leave of ${r.employeeName} from ${r.fromDate}`} tip="Examine" onClick={() => setExamining(r)} />
          )}
          {r.leaveStatus === 'Approved' && (
            <IconButton type="link" icon={<FieldTimeOutlined />} label={`Timesheet of ${r.employeeName} for the leave from ${r.fromDate}`} tip="Timesheet" onClick={() => openTimesheet(r)} />
          )}
        </Space>
      ),
    },
  ];

  const none = selected.length === 0;
  return (
    <Card>
      <PageTitle>Leave Requests</PageTitle>
      <DataTable<LeaveDto>
        tableId="leave-list"
        title="Leave Requests"
        emptyText="No leave requests in this range. Ask for leave with New, or choose another range in Search."
        queryKey={list.queryKey}
        fetchPage={list.fetchPage}
        columns={columns}
        rowKey={(r) => r.id}
        rowLabel={(r) => `${r.employeeName} ${r.typeName} ${formatDate(r.fromDate)}`}
        selectedKeys={mayCancel ? selected : undefined}
        onSelectionChange={mayCancel ? setSelected : undefined}
        selectable={cancellable}
        toolbar={
          <>
            <LeaveSearchPopover value={filter} onChange={search} />
            {mayCreate && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
                New
              </Button>
            )}
            {mayCancel && (
              <Popconfirm title={LEAVE_TEXTS.confirmCancel} okText="OK" cancelText="Cancel" onConfirm={cancelChosen} disabled={none}>
                <Button icon={<StopOutlined />} disabled={none} loading={cancelling}>
                  Cancel
                </Button>
              </Popconfirm>
            )}
          </>
        }
      />
      <LeaveModal target={editing} onClose={() => setEditing(null)} />
      <ExamineModal leave={examining} onClose={() => setExamining(null)} />
    </Card>
  );
}
