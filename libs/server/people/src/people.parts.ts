import type { ContextParts } from '@timekeep/server-platform';
import { EmployeeEntity } from './employees/employee.entity';
import { EmployeesProjection } from './employees/employees.projection';
import { Employees1763800800000 } from './migrations/1763800800000-employees';
import { PeopleModule } from './people.module';

export const PEOPLE: ContextParts = {
  module: PeopleModule,
  entities: [EmployeeEntity],
  migrations: [Employees1763800800000],
  inlineProjections: [new EmployeesProjection()],
};
