import { CalendarOutlined, EditOutlined, FieldTimeOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Action, EmployeeRow, EmployeeStatus, PEOPLE_TEXTS, Resource, ThirdPartyType } from '@timekeep/contracts';
import { App, Button, Card, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { messageOf } from '../../api/http';
import { ROUTES } from '../../shared/paths';
import { useCan, useCompanySettings } from '../../auth/api';
import { DataColumn, DataTable } from '../../ui/DataTable';
import { PageTitle } from '../../ui/PageTitle';
import { changeEmployeeStatus, employeeList, keys, PeopleFilter, useLicenceUse } from './api';
import { useEmployeeColumns } from './employee-columns';
import { EmployeeStatusTag } from './EmployeeStatusTag';
import { statusWarning } from './people-messages';
import { SearchPopover } from './SearchPopover';
import { StatusModal } from './StatusModal';
import { SyncEmployeesButton } from './SyncEmployeesButton';
import { IconButton } from '../../ui/IconButton';

/**
 * Employees (document 1 §2): Search popover by status and departments, New, default hidden
 * columns, the mobile app's used/licensed count, row actions and the status change with a reason.
 */
export function EmployeesListPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const can = useCan();
  const settings = useCompanySettings().data;
  const licences = useLicenceUse().data;
  const employeeColumns = useEmployeeColumns();
  const [filter, setFilter] = useState<PeopleFilter>({ departmentIds: [] });
  const [changing, setChanging] = useState<EmployeeRow | null>(null);
  const mayUpdate = can(Resource.Employee, Action.Update);

  async function changeStatus(status: EmployeeStatus, reason: string) {
    if (!changing) return;
    try {
      const reply = await changeEmployeeStatus(changing.id, status, reason);
      if (reply.message !== 'success') {
        message.warning(statusWarning(reply.message));
        return;
      }
      message.success(PEOPLE_TEXTS.statusChanged);
      setChanging(null);
      await queryClient.invalidateQueries({ queryKey: keys.employees });
    } catch (error) {
      message.error(messageOf(error, PEOPLE_TEXTS.statusFailed));
    }
  }

  const appTitle = licences ? `Mobile App (${licences.app.used}/${licences.app.licensed})` : 'Mobile App';
  const columns: DataColumn<EmployeeRow>[] = [
    ...employeeColumns,
    ...(settings?.mobileApp ? [{ key: 'statusApp', title: appTitle, render: (e: EmployeeRow) => (e.statusApp ? 'Enabled' : '—') }] : []),
    {
      key: 'employeeStatus',
      title: 'Status',
      sortable: true,
      render: (e) =>
        mayUpdate ? (
          // Its name starts with the status it shows (WCAG 2.5.3), then says whose it is.
          <Button size="small" type="text" aria-label={`${e.employeeStatus}, status of ${e.firstName} ${e.lastName}`} onClick={() => setChanging(e)}>
            <EmployeeStatusTag status={e.employeeStatus} />
          </Button>
        ) : (
          <EmployeeStatusTag status={e.employeeStatus} />
        ),
    },
    {
      key: 'actions',
      inFile: false,
      title: 'Action',
      render: (e) => (
        <Space size={0}>
          {mayUpdate && <IconButton type="link" icon={<EditOutlined />} label={`Edit ${e.firstName} ${e.lastName}`} onClick={() => navigate(`${ROUTES.employeeUpdate}?id=${e.id}`)} tip="Edit" />}
          {/* Spec §2: visible to anyone. The timesheet opens at the employee's current pay period. */}
          <IconButton type="link" icon={<FieldTimeOutlined />} label={`Timesheet of ${e.firstName} ${e.lastName}`} onClick={() => navigate(`${ROUTES.timesheet}?id=${e.id}`)} tip="Timesheet" />
          <IconButton type="link" icon={<CalendarOutlined />} label={`Schedule of ${e.firstName} ${e.lastName}`} onClick={() => navigate(`${ROUTES.scheduleEmployee}?employeeId=${e.id}`)} tip="Schedule" />
        </Space>
      ),
    },
  ];

  return (
    <Card>
      <PageTitle>Employees</PageTitle>
      <DataTable<EmployeeRow>
        tableId="employees"
        title="Employees"
        emptyText="No employees to show. Add one with New, import them under Import & Export, or change Search."
        {...employeeList(filter)}
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
