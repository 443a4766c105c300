import type { EmployeeRow } from '@timekeep/contracts';
import { DataTable } from '../../ui/DataTable';
import { useFormats } from '../../ui/formats';
import { positionEmployeeList } from '../people/api';
import { EmployeeStatusTag } from '../people/EmployeeStatusTag';

/** A position's Employees tab (document 1 §2): who holds it, from the server-paged employee list. */
export function PositionEmployees({ departmentId }: { departmentId: string }) {
  const { formatDate } = useFormats();
  return (
    <DataTable<EmployeeRow>
      tableId="position-employees"
      {...positionEmployeeList(departmentId)}
      rowKey={(e) => e.id}
      columns={[
        { key: 'clockId', title: 'Clock ID', sortable: true },
        { key: 'firstName', title: 'First Name', sortable: true },
        { key: 'lastName', title: 'Last Name', sortable: true },
        { key: 'hireOnDateValue', title: 'Hire Date', sortable: true, render: (e) => formatDate(e.hireOnDateValue) },
        { key: 'employeeStatus', title: 'Status', render: (e) => <EmployeeStatusTag status={e.employeeStatus} /> },
      ]}
    />
  );
}
