/**
 * The roots of the queries that a write in one feature makes stale in another. The owning feature's
 * api.ts builds its keys under its root; another feature whose write changes those answers (a leave
 * is paid on the timesheet; a schedule template is shown on its employees) invalidates the root
 * named here, so it never reaches up into the feature that shows them.
 */
export const QUERY_ROOTS = {
  /** features/people, features/employee-picker. */
  employees: ['employees'],
  /** features/timekeeping. */
  timesheets: ['timesheets'],
} as const;
