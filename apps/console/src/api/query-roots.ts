/**
 * The roots of the queries that a write in one feature makes stale in another. The owning feature's
 * api.ts builds its keys under its root; another feature whose write changes those answers (a leave
 * is paid on the timesheet; a schedule template is shown on its employees), or whose reads a write
 * of the owner must refresh (the leave form's leave types are pay types), builds on or invalidates
 * the root named here, so it never reaches up into the other feature.
 */
export const QUERY_ROOTS = {
  /** features/people, features/employee-picker, the timesheet's employee lists. */
  employees: ['employees'],
  /** features/pay-rules; the leave form's leave types. */
  payTypes: ['pay-types'],
  /** features/timekeeping. */
  timesheets: ['timesheets'],
  /** features/leave (requests and balances), the balances list, the employee's home. */
  leaves: ['leaves'],
} as const;

/**
 * How long an answer read as the console starts (ADR 0069: before the screen that shows it has
 * loaded) counts as fresh: the screen mounting then uses it rather than asking again at once. A write
 * still makes it stale at any time by invalidating its key.
 */
export const FRESH_FROM_START_MS = 10_000;
