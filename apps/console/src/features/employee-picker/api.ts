import { useQuery } from '@tanstack/react-query';
import { employeeRowSchema, pageSchema } from '@timekeep/contracts';
import { request } from '../../api/http';
import { QUERY_ROOTS } from '../../api/query-roots';

/**
 * Choosing employees in another screen's form (bulk tools, schedules, workplaces, leave): active
 * employees searched on the server, a company may have thousands. The employee screens themselves
 * are features/people; both build their keys under the employees root.
 */
export const keys = {
  picker: (search: string) => [...QUERY_ROOTS.employees, 'picker', search] as const,
  schedulePicker: (search: string) => [...QUERY_ROOTS.employees, 'schedule-picker', search] as const,
} as const;

const employeePage = pageSchema(employeeRowSchema);

/** Active employees found by a search on the server, as choices by last name. */
export const useEmployeeChoices = (search: string) =>
  useQuery({
    queryKey: keys.picker(search),
    queryFn: async () =>
      (await request(employeePage, `/api/employees?employeeStatus=Active&pageSize=25&sort=lastName&search=${encodeURIComponent(search)}`)).items.map((e) => ({ value: e.id, label: `${e.firstName} ${e.lastName}` })),
  });

/** Active employees found by a search, for the employee schedule's picker. */
export const useActiveEmployees = (search: string) =>
  useQuery({ queryKey: keys.schedulePicker(search), queryFn: () => request(employeePage, `/api/employees?employeeStatus=Active&pageSize=25&search=${encodeURIComponent(search)}`) });
