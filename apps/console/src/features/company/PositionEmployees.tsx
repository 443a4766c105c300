import type { EmployeeRow } from '@timekeep/contracts';
import { DataTable } from '../../ui/DataTable';
import { positionEmployeeList } from '../people/api';
import { useEmployeeColumns } from '../people/employee-columns';

/**
 * A position's Employees tab (document 1 §2): its active employees, from the server-paged employee
 * list, with the employee table's columns; middle name, mobile, phone, fax, rounding and schedule
 * hidden by default. Not the position (every row's) nor the status (every row Active).
 */
export function PositionEmployees({ departmentId }: { departmentId: string }) {
  const columns = useEmployeeColumns()
    .filter((c) => c.key !== 'departmentName')
    .map((c) => (c.key === 'scheduleName' ? { ...c, defaultHidden: true } : c));
  return <DataTable<EmployeeRow> tableId="position-employees" title="Position Employees" emptyText="Nobody works in this position yet. Choose it as the department on an employee's form." {...positionEmployeeList(departmentId)} rowKey={(e) => e.id} columns={columns} />;
}
