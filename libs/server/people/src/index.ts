export * from './people.module';
export * from './people.parts';
export * from './employees/employee.entity';
export * from './employees/save-employee.handler';
export * from './employees/change-employee-status.handler';
export * from './users/save-user.handler';
export { mustHave, employeeStreamId } from './employees/employee-facts';
export * from './employees/employee-usage.port';
export * from './employees/employee-assignments.port';
