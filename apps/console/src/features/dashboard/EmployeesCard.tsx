import { EditOutlined, FieldTimeOutlined, UserOutlined } from '@ant-design/icons';
import { Action, type DashboardEmployeeInfo, type DashboardEmployeeRow, type PunchStatus, Resource } from '@timekeep/contracts';
import { Alert, Avatar, Card, Space, Spin, Tag } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../shared/paths';
import { useCan, useCompanySettings } from '../../auth/api';
import { DataColumn, DataTable } from '../../ui/DataTable';
import { useFormats } from '../../ui/formats';
import { pictureUrl } from '../pictures/api';
import type { PeopleFilter } from '../people/api';
import { SearchPopover } from '../people/SearchPopover';
import { dashboardEmployeeList, useEmployeeInfo } from './api';
import styles from './dashboard.module.css';
import { useDebounced } from '../../shared/use-debounced';

/** Document 2 §9: the employee lookup waits for the ids to settle. */
const LOOKUP_DEBOUNCE_MS = 500;

const STATUS_COLOURS: Record<PunchStatus, string | undefined> = { In: 'green', Out: 'orange', Leave: 'blue', 'No Punch': undefined };

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
  const onRowsShown = useCallback((rows: readonly DashboardEmployeeRow[]) => setShown(rows.map((r) => r.id)), []);
  const ids = useDebounced(shown, LOOKUP_DEBOUNCE_MS);
  const info = useEmployeeInfo(ids);
  const byId = useMemo(() => new Map((info.data ?? []).map((i) => [i.employeeId, i])), [info.data]);
  const mayEdit = can(Resource.Employee, Action.Update);
  const name = (e: DashboardEmployeeRow) => `${e.firstName} ${e.lastName}`;

  /** The live cell of a row: a spinner until its lookup answers, a dash if it could not. */
  const live = (e: DashboardEmployeeRow, show: (i: DashboardEmployeeInfo) => ReactNode) => {
    const found = byId.get(e.id);
    if (found) return show(found);
    return info.isError ? '—' : <Spin size="small" />;
  };
  const shift = (i: DashboardEmployeeInfo) => {
    if (!i.nextScheduledStartTime || !i.nextScheduledEndTime) return '—';
    const start = dayjs(i.nextScheduledStartTime);
    const end = dayjs(i.nextScheduledEndTime);
    return `${formatDateTime(start.toDate())} – ${end.isSame(start, 'day') ? end.format(time) : formatDateTime(end.toDate())}`;
  };

  const columns: DataColumn<DashboardEmployeeRow>[] = [
    { key: 'avatarFileName', title: 'Avatar', width: 64, render: (e) => <Avatar src={pictureUrl(e.avatarFileName)} icon={<UserOutlined />} alt={name(e)} /> },
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
        <Space size="middle">
          <Link to={`${ROUTES.timesheet}?id=${e.id}`} aria-label={`Timesheet of ${name(e)}`}>
            <FieldTimeOutlined />
          </Link>
          {mayEdit && (
            <Link to={`${ROUTES.employeeUpdate}?id=${e.id}`} aria-label={`Edit ${name(e)}`}>
              <EditOutlined />
            </Link>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card title="Employees" size="small" className={styles.employees}>
      {info.isError && <Alert type="warning" showIcon className={styles.notice} message="The punch status could not be loaded. It is tried again shortly." />}
      <DataTable<DashboardEmployeeRow>
        tableId="dashboard-employees"
        title="Employees"
        emptyText="No employees to show. Add employees under My Company › Employees."
        {...dashboardEmployeeList(filter)}
        columns={columns}
        rowKey={(e) => e.id}
        onRowsShown={onRowsShown}
        toolbar={<SearchPopover value={filter} onChange={setFilter} />}
      />
    </Card>
  );
}
