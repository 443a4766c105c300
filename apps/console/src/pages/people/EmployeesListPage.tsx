import { CalendarOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Action, EmployeeRow, EmployeeStatus, MessageReply, PEOPLE_TEXTS, Resource, ThirdPartyType } from '@timekeep/contracts';
import { App, Button, Card, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { messageOf, request } from '../../api/http';
import { listPath } from '../../api/list';
import { ROUTES } from '../../app/routes';
import { useCompanySettings } from '../../auth/company-settings';
import { useCan } from '../../auth/profile';
import { DataColumn, DataTable } from '../../ui/DataTable';
import { useFormats } from '../../ui/formats';
import { employeesKey, useLicenceUse } from './people-api';
import { statusWarning } from './people-messages';
import { PeopleFilter, SearchPopover } from './SearchPopover';
import { StatusModal } from './StatusModal';
import { SyncEmployeesButton } from './SyncEmployeesButton';

export const STATUS_COLOURS: Record<EmployeeStatus, string> = { Active: 'green', Inactive: 'orange', Terminated: 'default' };

/**
 * Employees (document 1 §2): Search popover by status and departments, New, default hidden
 * columns, the mobile app's used/licensed count, row actions and the status change with a reason.
 */
export function EmployeesListPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const can = useCan();
  const { formatDate } = useFormats();
  const settings = useCompanySettings().data;
  const licences = useLicenceUse().data;
  const [filter, setFilter] = useState<PeopleFilter>({ departmentIds: [] });
  const [changing, setChanging] = useState<EmployeeRow | null>(null);
  const mayUpdate = can(Resource.Employee, Action.Update);

  async function changeStatus(status: EmployeeStatus, reason: string) {
    if (!changing) return;
    try {
      const reply = await request<MessageReply>('POST', '/employee/saveStatus', { id: changing.id, status, reason });
      if (reply.message !== 'success') {
        message.warning(statusWarning(reply.message));
        return;
      }
      message.success(PEOPLE_TEXTS.statusChanged);
      setChanging(null);
      await queryClient.invalidateQueries({ queryKey: employeesKey });
    } catch (error) {
      message.error(messageOf(error, PEOPLE_TEXTS.statusFailed));
    }
  }

  const appTitle = licences ? `Mobile App (${licences.app.used}/${licences.app.licensed})` : 'Mobile App';
  const columns: DataColumn<EmployeeRow>[] = [
    { key: 'clockId', title: 'Clock ID', sortable: true },
    { key: 'payId', title: 'Pay ID', sortable: true },
    { key: 'firstName', title: 'First Name', sortable: true },
    { key: 'middleName', title: 'Middle Name', defaultHidden: true },
    { key: 'lastName', title: 'Last Name', sortable: true },
    { key: 'departmentName', title: settings?.structureName ?? 'Department', sortable: true },
    { key: 'payGroupName', title: 'Pay Group' },
    { key: 'timeRoundingName', title: 'Rounding', defaultHidden: true },
    { key: 'scheduleName', title: 'Schedule' },
    { key: 'hireOnDateValue', title: 'Hire Date', sortable: true, render: (e) => formatDate(e.hireOnDateValue) },
    { key: 'terminateDateValue', title: 'Terminate Date', render: (e) => formatDate(e.terminateDateValue) },
    { key: 'mobile', title: 'Mobile', defaultHidden: true },
    { key: 'phone', title: 'Phone', defaultHidden: true },
    { key: 'fax', title: 'Fax', defaultHidden: true },
    { key: 'isExport', title: 'Export to Payroll', render: (e) => (e.isExport ? 'Yes' : 'No') },
    ...(settings?.mobileApp ? [{ key: 'statusApp', title: appTitle, render: (e: EmployeeRow) => (e.statusApp ? 'Enabled' : '—') }] : []),
    {
      key: 'employeeStatus',
      title: 'Status',
      sortable: true,
      render: (e) =>
        mayUpdate ? (
          <Button size="small" type="text" aria-label={`Status of ${e.firstName} ${e.lastName}`} onClick={() => setChanging(e)}>
            <Tag color={STATUS_COLOURS[e.employeeStatus]}>{e.employeeStatus}</Tag>
          </Button>
        ) : (
          <Tag color={STATUS_COLOURS[e.employeeStatus]}>{e.employeeStatus}</Tag>
        ),
    },
    {
      key: 'actions',
      title: 'Action',
      render: (e) => (
        <Space size={0}>
          {mayUpdate && <Button type="link" icon={<EditOutlined />} aria-label={`Edit ${e.firstName} ${e.lastName}`} onClick={() => navigate(`${ROUTES.employeeUpdate}?id=${e.id}`)} />}
          {/* Spec §2: visible to anyone. The Timesheet action waits for the timesheet screen. */}
          <Button type="link" icon={<CalendarOutlined />} aria-label={`Schedule of ${e.firstName} ${e.lastName}`} onClick={() => navigate(`${ROUTES.scheduleEmployee}?employeeId=${e.id}`)} />
        </Space>
      ),
    },
  ];

  return (
    <Card>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        Employees
      </Typography.Title>
      <DataTable<EmployeeRow>
        tableId="employees"
        queryKey={[...employeesKey, filter]}
        fetchPage={(q) => request('GET', listPath('/api/employees', q, { employeeStatus: filter.status, departmentIds: filter.departmentIds.join(',') || undefined }))}
        columns={columns}
        rowKey={(e) => e.id}
        toolbar={
          <>
            <SearchPopover value={filter} onChange={setFilter} />
            {can(Resource.Employee, Action.Create) && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(ROUTES.employeeCreate)}>
                New
              </Button>
            )}
            {settings?.thirdPartyType?.id === ThirdPartyType.MyobAdvanced && can(Resource.Employee, Action.Update) && <SyncEmployeesButton />}
          </>
        }
      />
      <StatusModal open={!!changing} name={changing ? `${changing.firstName} ${changing.lastName}` : ''} current={changing?.employeeStatus ?? 'Active'} onCancel={() => setChanging(null)} onSave={changeStatus} />
    </Card>
  );
}
