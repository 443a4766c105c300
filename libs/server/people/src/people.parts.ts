import { ChangeEmployeeStatusHandler } from './employees/change-employee-status.handler';
import { EmployeeEntity } from './employees/employee.entity';
import { EmployeesProjection } from './employees/employees.projection';
import { SaveEmployeeHandler } from './employees/save-employee.handler';
import { Employees1763800800000 } from './migrations/1763800800000-employees';
import { ChangeUserStatusHandler } from './users/change-user-status.handler';
import { SaveUserHandler } from './users/save-user.handler';

export const PEOPLE_ENTITIES = [EmployeeEntity];
export const PEOPLE_MIGRATIONS = [Employees1763800800000];
export const PEOPLE_INLINE_PROJECTIONS = [new EmployeesProjection()];
export const PEOPLE_COMMAND_HANDLERS = [SaveEmployeeHandler, ChangeEmployeeStatusHandler, SaveUserHandler, ChangeUserStatusHandler];
