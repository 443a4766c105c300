import type { ContextParts } from '@timekeep/server-platform';
import { EmployeeEntity } from './employees/employee.entity';
import { EMPLOYEE_UPCASTERS } from './employees/employee-upcasters';
import { EmployeesProjection } from './employees/employees.projection';
import { Employees1763800800000 } from './migrations/1763800800000-employees';
import { EmployeesOnTheDashboard1764506100000 } from './migrations/1764506100000-employees-on-the-dashboard';
import { EmploymentTypes1764700000000 } from './migrations/1764700000000-employment-types';
import { WorkingDays1764800000000 } from './migrations/1764800000000-working-days';
import { PeopleModule } from './people.module';

export const PEOPLE: ContextParts = {
  module: PeopleModule,
  entities: [EmployeeEntity],
  migrations: [Employees1763800800000, EmployeesOnTheDashboard1764506100000, EmploymentTypes1764700000000, WorkingDays1764800000000],
  inlineProjections: [new EmployeesProjection()],
  upcasters: EMPLOYEE_UPCASTERS,
};
