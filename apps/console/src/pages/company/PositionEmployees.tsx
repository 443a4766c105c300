import type { EmployeeRow } from '@timekeep/contracts';
import { Tag } from 'antd';
import { request } from '../../api/http';
import { listPath } from '../../api/list';
import { DataTable } from '../../ui/DataTable';
import { useFormats } from '../../ui/formats';
import { STATUS_COLOURS } from '../people/EmployeesListPage';
import { employeesKey } from '../people/people-api';

/** A position's Employees tab (document 1 §2): who holds it, from the server-paged employee list. */
export function PositionEmployees({ departmentId }: { departmentId: string }) {
  const { formatDate } = useFormats();
  return (
    <DataTable<EmployeeRow>
      tableId="position-employees"
      queryKey={[...employeesKey, 'position', departmentId]}
      fetchPage={(q) => request('GET', listPath('/api/employees', q, { departmentIds: departmentId }))}
      rowKey={(e) => e.id}
      columns={[
        { key: 'clockId', title: 'Clock ID', sortable: true },
        { key: 'firstName', title: 'First Name', sortable: true },
        { key: 'lastName', title: 'Last Name', sortable: true },
        { key: 'hireOnDateValue', title: 'Hire Date', sortable: true, render: (e) => formatDate(e.hireOnDateValue) },
        { key: 'employeeStatus', title: 'Status', render: (e) => <Tag color={STATUS_COLOURS[e.employeeStatus]}>{e.employeeStatus}</Tag> },
      ]}
    />
  );
}
