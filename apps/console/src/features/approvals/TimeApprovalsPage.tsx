import { CheckOutlined, FieldTimeOutlined, StopOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Action, Resource, TIME_APPROVAL_TEXTS, TIMESHEET_TEXTS, type ListQuery, type TimeApprovalFilter, type TimeApprovalRow } from '@timekeep/contracts';
import { App, Button, Card, Popconfirm, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { messageOf } from '../../api/http';
import { ROUTES } from '../../shared/paths';
import { useCan } from '../../auth/api';
import { DataColumn, DataTable } from '../../ui/DataTable';
import { useFormats } from '../../ui/formats';
import { PageTitle } from '../../ui/PageTitle';
import { approvalList, decideApprovals, filterOf, keys, paramsOf } from './api';
import { ApprovalSearchPopover } from './ApprovalSearchPopover';
import { IconButton } from '../../ui/IconButton';

/**
 * Time approvals (document 3 §2, §3): punch pairs with a Search popover whose filter lives in the
 * query string (the dashboard links with status, startDate, endDate or period=Previous), chosen
 * pairs approved or unapproved after a confirmation, each at the version the list showed.
 */
export function TimeApprovalsPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const can = useCan();
  const { formatDate } = useFormats();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const [selected, setSelected] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  // The rows the table showed, so a decision sends the version of each pair as it was seen.
  const seen = useRef(new Map<string, TimeApprovalRow>());
  const list = approvalList(filter);
  const fetchPage = async (q: ListQuery) => {
    const page = await list.fetchPage(q);
    for (const row of page.items) seen.current.set(row.punchPairId, row);
    return page;
  };
  const mayApprove = can(Resource.TimeApproval, Action.Approve);

  function search(next: TimeApprovalFilter) {
    setSelected([]);
    setParams(paramsOf(next));
  }

  async function decide(approve: boolean) {
    const rows = selected.map((id) => seen.current.get(id)).filter((r): r is TimeApprovalRow => !!r);
    setBusy(true);
    try {
      const reply = await decideApprovals(approve, rows);
      if (reply.message === 'success') {
        message.success(approve ? TIME_APPROVAL_TEXTS.approved : TIME_APPROVAL_TEXTS.unapproved);
        setSelected([]);
      } else if (reply.message === 'closedPeriod') message.error(TIMESHEET_TEXTS.closedPeriod);
      else message.error(approve ? TIME_APPROVAL_TEXTS.approveFailed : TIME_APPROVAL_TEXTS.unapproveFailed);
    } catch (error) {
      message.error(messageOf(error, approve ? TIME_APPROVAL_TEXTS.approveFailed : TIME_APPROVAL_TEXTS.unapproveFailed));
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: keys.approvals });
    }
  }

  const columns: DataColumn<TimeApprovalRow>[] = [
    { key: 'clockId', title: 'Clock ID', sortable: true },
    { key: 'employeeName', title: 'Employee', sortable: true },
    { key: 'date', title: 'Date', sortable: true, render: (r) => formatDate(r.date) },
    { key: 'actualIn', title: 'Actual In', render: (r) => r.actualIn ?? '—' },
    { key: 'actualOut', title: 'Actual Out', render: (r) => r.actualOut ?? '—' },
    { key: 'paidHours', title: 'Paid Hours', render: (r) => r.paidHours.toFixed(2) },
    { key: 'breakTime', title: 'Break', render: (r) => r.breakTime.toFixed(2) },
    { key: 'position', title: 'Position', render: (r) => r.position ?? '—' },
    { key: 'job', title: 'Job', render: (r) => r.job ?? '—' },
    { key: 'approver', title: 'Approver', render: (r) => r.approver ?? '—' },
    { key: 'approved', title: 'Approved', render: (r) => (r.approved === 'Approved' ? <Tag color="green">Approved</Tag> : <Tag>Unapproved</Tag>) },
    {
      key: 'actions',
      inFile: false,
      title: 'Action',
      render: (r) => <IconButton type="link" icon={<FieldTimeOutlined />} label={`Timesheet of ${r.employeeName} on ${r.date}`} onClick={() => navigate(`${ROUTES.timesheet}?id=${r.employeeId}&fromT=${r.date}`)} tip="Timesheet" />,
    },
  ];

  const none = selected.length === 0;
  return (
    <Card>
      <PageTitle>Time Approvals</PageTitle>
      <DataTable<TimeApprovalRow>
        tableId="time-approvals"
        title="Time Approvals"
        emptyText="Nothing to approve in this range. Choose another range in Search."
        queryKey={list.queryKey}
        fetchPage={fetchPage}
        columns={columns}
        rowKey={(r) => r.punchPairId}
        rowLabel={(r) => `${r.employeeName} ${formatDate(r.date)} ${r.actualIn ?? ''}`.trim()}
        selectedKeys={mayApprove ? selected : undefined}
        onSelectionChange={mayApprove ? setSelected : undefined}
        toolbar={
          <>
            <ApprovalSearchPopover value={filter} onChange={search} />
            {mayApprove && (
              <>
                <Popconfirm title={TIME_APPROVAL_TEXTS.confirmApprove} okText="OK" cancelText="Cancel" onConfirm={() => decide(true)} disabled={none}>
                  <Button type="primary" icon={<CheckOutlined />} disabled={none} loading={busy}>
                    Approve
                  </Button>
                </Popconfirm>
                <Popconfirm title={TIME_APPROVAL_TEXTS.confirmUnapprove} okText="OK" cancelText="Cancel" onConfirm={() => decide(false)} disabled={none}>
                  <Button icon={<StopOutlined />} disabled={none} loading={busy}>
                    Unapprove
                  </Button>
                </Popconfirm>
              </>
            )}
          </>
        }
      />
    </Card>
  );
}
