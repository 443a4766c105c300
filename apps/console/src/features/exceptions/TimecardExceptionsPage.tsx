import { EditOutlined, FieldTimeOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Action, EXCEPTION_NAMES, EXCEPTION_TEXTS, type ExceptionRow, type ExceptionType, Resource } from '@timekeep/contracts';
import { App, Button, Card, Space, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ROUTES } from '../../shared/paths';
import { useCan } from '../../auth/api';
import { DataColumn, DataTable } from '../../ui/DataTable';
import { useFormats } from '../../ui/formats';
import { PageTitle } from '../../ui/PageTitle';
import { exceptionList, type ExceptionsFilter, keys, reviewExceptions, revertExceptions } from './api';
import { ExceptionShiftEditor } from './ExceptionShiftEditor';
import { ExceptionsSearchPopover } from './ExceptionsSearchPopover';
import { filterOf, mayEditShift, timesheetLink } from './exceptions-filter';
import { IconButton } from '../../ui/IconButton';

/** The type's words as the filter gives them (Unscheduled Work for UnscheduleWork); the code for the types the filter does not list. */
const typeLabel = (type: ExceptionType) => EXCEPTION_NAMES[type];

/**
 * Time card exceptions (document 3 §2, §3, §4, §8, §9): the list of the previous or current pay
 * period by type (the query string's type and dayType, as the dashboard links), each row linked to
 * the timesheet at its day; chosen rows are reviewed (they move to All Reviewed) or, under All
 * Reviewed, reverted. The shift of an early arrival, late departure or unscheduled work is edited
 * with the timesheet's own dialog.
 */
export function TimecardExceptionsPage() {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const can = useCan();
  const { formatDate, formatTime } = useFormats();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const filter = filterOf(params);
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<ExceptionRow | null>(null);
  // The rows the table has shown, so the chosen ones are sent with what the list showed of them.
  const seen = useRef(new Map<string, ExceptionRow>());
  const mayReview = can(Resource.Timesheet, Action.Update);
  const reviewedView = filter.type === 'AllReviewed';
  const list = exceptionList(filter);

  function applyFilter(next: ExceptionsFilter) {
    setSelected([]);
    setParams({ type: next.type, dayType: next.dayType });
  }

  function confirmBulk(title: string, run: () => Promise<unknown>, success: string, failure: string) {
    modal.confirm({
      title,
      okText: 'OK',
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          await run();
          message.success(success);
          setSelected([]);
        } catch {
          // Document 3 §8: one text for any failure of the bulk call.
          message.error(failure);
        } finally {
          await queryClient.invalidateQueries({ queryKey: keys.exceptions });
        }
      },
    });
  }

  const time = (value: string | null, exception: boolean) => (value ? exception ? <Typography.Text type="danger">{formatTime(value)}</Typography.Text> : formatTime(value) : '—');
  const columns: DataColumn<ExceptionRow>[] = [
    { key: 'clockId', title: 'Clock ID', sortable: true },
    { key: 'employeeName', title: 'Employee', sortable: true, render: (r) => <Link to={timesheetLink(ROUTES.timesheet, r)}>{r.employeeName}</Link> },
    { key: 'date', title: 'Date', sortable: true, render: (r) => formatDate(r.date) },
    { key: 'exceptionType', title: 'Exception', sortable: true, render: (r) => <Tag color="green">{typeLabel(r.exceptionType)}</Tag> },
    { key: 'scheduleIn', title: 'Sch In', render: (r) => time(r.scheduleIn, false) },
    { key: 'scheduleOut', title: 'Sch Out', render: (r) => time(r.scheduleOut, false) },
    { key: 'actuaIn', title: 'Actual In', render: (r) => time(r.actuaIn, r.actuaInException) },
    { key: 'actuaOut', title: 'Actual Out', render: (r) => time(r.actuaOut, !r.actuaInException && ['EarlyDeparture', 'LateDeparture', 'MissingPunch'].includes(r.exceptionType)) },
    ...(reviewedView ? [{ key: 'approver', title: 'Reviewed By' }] : []),
    {
      key: 'actions',
      inFile: false,
      title: 'Action',
      render: (r) => (
        <Space size={0}>
          <IconButton type="link" icon={<FieldTimeOutlined />} label={`Timesheet of ${r.employeeName} on ${r.date}`} onClick={() => navigate(timesheetLink(ROUTES.timesheet, r))} tip="Timesheet" />
          {mayReview && mayEditShift(r) && <IconButton type="link" icon={<EditOutlined />} label={`Edit shift of ${r.employeeName} on ${r.date}`} onClick={() => setEditing(r)} tip="Edit" />}
        </Space>
      ),
    },
  ];

  const chosen = () => selected.map((id) => seen.current.get(id)).filter((r): r is ExceptionRow => !!r);
  return (
    <Card>
      <PageTitle>Time Card Exceptions</PageTitle>
      <DataTable<ExceptionRow>
        tableId="time-card-exceptions"
        title="Time Card Exceptions"
        emptyText="No exceptions in this range: every punch matches its schedule. Choose another range in Search to look further."
        queryKey={list.queryKey}
        fetchPage={async (q) => {
          const page = await list.fetchPage(q);
          for (const row of page.items) seen.current.set(row.id, row);
          return page;
        }}
        columns={columns}
        rowKey={(r) => r.id}
        rowLabel={(r) => `${r.employeeName} ${formatDate(r.date)} ${typeLabel(r.exceptionType)}`}
        selectedKeys={mayReview ? selected : undefined}
        onSelectionChange={mayReview ? setSelected : undefined}
        toolbar={
          <>
            <ExceptionsSearchPopover value={filter} onChange={applyFilter} />
            {mayReview && !reviewedView && (
              <Button type="primary" disabled={!selected.length} onClick={() => confirmBulk(EXCEPTION_TEXTS.reviewConfirm, () => reviewExceptions(chosen()), EXCEPTION_TEXTS.reviewed, EXCEPTION_TEXTS.reviewFailed)}>
                Review
              </Button>
            )}
            {mayReview && reviewedView && (
              <Button disabled={!selected.length} onClick={() => confirmBulk(EXCEPTION_TEXTS.revertConfirm, () => revertExceptions(selected), EXCEPTION_TEXTS.reverted, EXCEPTION_TEXTS.revertFailed)}>
                Revert
              </Button>
            )}
          </>
        }
      />
      <ExceptionShiftEditor row={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}
