import { EditOutlined, FieldTimeOutlined, UserOutlined } from '@ant-design/icons';
import { Action, type DashboardEmployeeInfo, type DashboardEmployeeRow, type PunchStatus, Resource } from '@timekeep/contracts';
import { Alert, Avatar, Card, Space, Spin, Tag } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../shared/paths';
import { useCan, useCompanySettings } from '../../auth/api';
import { DataColumn, DataTable } from '../../ui/DataTable';
import { IconButton } from '../../ui/IconButton';
import type { ListQuery } from '@timekeep/contracts';
import { useFormats } from '../../ui/formats';
import { pictureUrl } from '../pictures/api';
import type { PeopleFilter } from '../people/api';
import { SearchPopover } from '../people/SearchPopover';
import { dashboardEmployeeList, fetchEmployeeInfo, useEmployeeInfo } from './api';
import styles from './dashboard.module.css';
import { useDebounced } from '../../shared/use-debounced';

/** Document 2 §9: the employee lookup waits for the ids to settle. */
const LOOKUP_DEBOUNCE_MS = 500;

const STATUS_COLOURS: Record<PunchStatus, string | undefined> = { In: 'green', Out: 'orange', Leave: 'blue', 'No Punch': undefined };

/** A row, and in a download its live part, looked up with its page (the screen looks up only the rows shown). */
type BoardRow = DashboardEmployeeRow & { live?: DashboardEmployeeInfo };

/**
 * Employees (document 2 §2, §3 "Dashboard employee row"): who is on the board, paged on the server
 * and filtered by status and departments; the rows shown are looked up for their live part (punch
 * status, the last punch's position and job, the next scheduled shift), again every 30 seconds.
 */
export function EmployeesCard() {
  const can = useCan();
  const settings = useCompanySettings().data;
  const { formatDateTime, time } = useFormats();
  const [filter, setFilter] = useState<PeopleFilter>({ status: 'Active', departmentIds: [] });
  const [shown, setShown] = useState<string[]>([]);
  const onRowsShown = useCallback((rows: readonly BoardRow[]) => setShown(rows.map((r) => r.id)), []);
  const ids = useDebounced(shown, LOOKUP_DEBOUNCE_MS);
  const info = useEmployeeInfo(ids);
  const byId = useMemo(() => new Map((info.data ?? []).map((i) => [i.employeeId, i])), [info.data]);
  const mayEdit = can(Resource.Employee, Action.Update);
  const name = (e: BoardRow) => `${e.firstName} ${e.lastName}`;

  /** The live cell of a row: a spinner until its lookup answers, a dash if it could not. */
  const live = (e: BoardRow, show: (i: DashboardEmployeeInfo) => ReactNode) => {
    const found = e.live ?? byId.get(e.id);
    if (found) return show(found);
    return info.isError ? '—' : <Spin size="small" />;
  };
  const list = dashboardEmployeeList(filter);
  // A download reads each page's live part with it, so every row of the file has its status, not only those on screen.
  const fetchFilePage = async (query: ListQuery) => {
    const page = await list.fetchPage(query);
    const found = page.items.length ? new Map((await fetchEmployeeInfo(page.items.map((e) => e.id))).map((i) => [i.employeeId, i])) : new Map<string, DashboardEmployeeInfo>();
    return { ...page, items: page.items.map((e): BoardRow => ({ ...e, live: found.get(e.id) })) };
  };
  const navigate = useNavigate();
  const shift = (i: DashboardEmployeeInfo) => {
    if (!i.nextScheduledStartTime || !i.nextScheduledEndTime) return '—';
    const start = dayjs(i.nextScheduledStartTime);
    const end = dayjs(i.nextScheduledEndTime);
    return `${formatDateTime(start.toDate())} – ${end.isSame(start, 'day') ? end.format(time) : formatDateTime(end.toDate())}`;
  };

  const columns: DataColumn<BoardRow>[] = [
    { key: 'avatarFileName', title: 'Avatar', width: 64, inFile: false, render: (e) => <Avatar src={pictureUrl(e.avatarFileName)} icon={<UserOutlined />} alt={name(e)} /> },
    { key: 'clockId', title: 'Clock ID', sortable: true, width: 96 },
    { key: 'payId', title: 'Pay ID', sortable: true, width: 96 },
    { key: 'lastName', title: 'Name', sortable: true, render: name },
    { key: 'departmentName', title: settings?.structureName ?? 'Department', sortable: true },
    { key: 'punchWork', title: 'Punch Position / Job', render: (e) => live(e, (i) => [i.punchPositionName, i.punchJobName].filter(Boolean).join(' / ') || '—') },
    { key: 'payGroupName', title: 'Pay Group', sortable: true },
    { key: 'nextScheduled', title: 'Next Scheduled', render: (e) => live(e, shift) },
    {
      key: 'status',
      title: 'Status',
      text: (e) => e.live?.status ?? byId.get(e.id)?.status ?? '',
      render: (e) =>
        live(e, (i) => (
          <Tag color={STATUS_COLOURS[i.status]} aria-label={`Status of ${name(e)}: ${i.status}`}>
            {i.status}
          </Tag>
        )),
    },
    {
      key: 'actions',
      inFile: false,
      title: 'Action',
      render: (e) => (
        <Space size={0}>
          <IconButton type="link" icon={<FieldTimeOutlined />} label={`Timesheet of ${name(e)}`} tip="Timesheet" onClick={() => navigate(`${ROUTES.timesheet}?id=${e.id}`)} />
          {mayEdit && <IconButton type="link" icon={<EditOutlined />} label={`Edit ${name(e)}`} tip="Edit" onClick={() => navigate(`${ROUTES.employeeUpdate}?id=${e.id}`)} />}
        </Space>
      ),
    },
  ];

  return (
    <Card title="Employees" size="small" className={styles.employees}>
      {info.isError && <Alert type="warning" showIcon className={styles.notice} message="The punch status could not be loaded. It is tried again shortly." />}
      <DataTable<BoardRow>
        tableId="dashboard-employees"
        title="Dashboard Employees"
        emptyText="No employees to show. Add employees under My Company › Employees."
        {...list}
        fetchFilePage={fetchFilePage}
        columns={columns}
        rowKey={(e) => e.id}
        onRowsShown={onRowsShown}
        toolbar={<SearchPopover value={filter} onChange={setFilter} />}
      />
    </Card>
  );
}
