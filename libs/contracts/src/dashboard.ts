import { z } from 'zod';
import { EXCEPTION_NAMES } from './exceptions';
import { formList } from './form-fields';
import { EMPLOYEE_STATUSES, employeeStatusSchema } from './people';
import { PUNCH_STATUSES } from './timesheets';

/**
 * The dashboard (document 2 §2 "Dashboard", §3 "Dashboard employee row", §7 "Dashboard"). The
 * spec's employee row is answered in two parts: GET /api/dashboard/employees pages the people
 * (who they are), GET /api/dashboard/employee-info answers the live part (punch status, the last
 * punch's position and job, the next scheduled shift) for the ids the table shows.
 */
export const dashboardEmployeeRowSchema = z.object({
  id: z.string(),
  avatarFileName: z.string().nullable(),
  clockId: z.number().nullable(),
  payId: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  departmentId: z.string(),
  departmentName: z.string(),
  payGroupName: z.string().nullable(),
  employeeStatus: employeeStatusSchema,
});
export type DashboardEmployeeRow = z.infer<typeof dashboardEmployeeRowSchema>;

/** Local wall times (yyyy-MM-ddTHH:mm) in the employee's own zone, like punches' `local`. */
export const dashboardEmployeeInfoSchema = z.object({
  employeeId: z.string(),
  status: z.enum(PUNCH_STATUSES),
  punchPositionId: z.string().nullable(),
  punchPositionName: z.string().nullable(),
  punchJobId: z.string().nullable(),
  punchJobName: z.string().nullable(),
  lastPunchTime: z.string().nullable(),
  nextScheduledStartTime: z.string().nullable(),
  nextScheduledEndTime: z.string().nullable(),
});
export type DashboardEmployeeInfo = z.infer<typeof dashboardEmployeeInfoSchema>;
export const dashboardEmployeeInfoReplySchema = z.array(dashboardEmployeeInfoSchema);

/** At most this many ids in one employee-info lookup: the table's largest page. */
export const MAX_DASHBOARD_LOOKUP = 100;

/** GET /api/dashboard/employees: the filter's part of the query. */
export const dashboardEmployeeFilterSchema = z.object({
  employeeStatus: z.enum(EMPLOYEE_STATUSES).optional().or(z.literal('').transform(() => undefined)),
  departmentIds: formList(z.string().uuid('Choose departments from the list.')).optional(),
});

/** GET /api/dashboard/employee-info: the ids the table shows. */
export const dashboardEmployeeLookupSchema = z.object({
  employeeIds: formList(z.string().uuid('This employee does not exist.')).pipe(
    z.array(z.string()).min(1, 'Choose an employee.').max(MAX_DASHBOARD_LOOKUP, `Choose at most ${MAX_DASHBOARD_LOOKUP} employees.`),
  ),
});

/** The window of Upcoming Leaves (document 2 §9): today to 14 days ahead. */
export const UPCOMING_LEAVE_DAYS = 14;

/** GET /api/dashboard/leaveNum, /api/dashboard/leave/upcomingLeaveNum, /api/sync-results/error-count. */
export const countReplySchema = z.object({ count: z.number().int().nonnegative() });
export type CountReply = z.infer<typeof countReplySchema>;

/** GET /api/dashboard/leave/upcomingLeaveNum also names its window, so the card links the same dates. */
export const upcomingLeaveReplySchema = countReplySchema.extend({ startDate: z.string(), endDate: z.string() });
export type UpcomingLeaveReply = z.infer<typeof upcomingLeaveReplySchema>;

/** GET /time-approvals/dailyNum and /time-approvals/lastPeriodNum: pairs of the window by approval. */
export const approvalCountsSchema = z.object({ Approved: z.number().int().nonnegative(), Unapproved: z.number().int().nonnegative() });
export type ApprovalCounts = z.infer<typeof approvalCountsSchema>;

/** The exception types the dashboard counts, in the card's order; each links to the exceptions list with `type`. */
export const DASHBOARD_EXCEPTION_TYPES = [
  'AllException',
  'LateArrival',
  'EarlyDeparture',
  'Absent',
  'MissingPunch',
  'LongBreak',
  'UnscheduleWork',
  'UnscheduleBreak',
  'UnprovedOvertime',
  'EarlyArrival',
  'LateDeparture',
  'MissingBreak',
  'MissingJob',
] as const;
export type DashboardExceptionType = (typeof DASHBOARD_EXCEPTION_TYPES)[number];

/** GET /api/dashboard/exceptionNum: unreviewed exceptions of the current pay period, in scope, per type. */
export const exceptionCountsSchema = z.object(
  Object.fromEntries(DASHBOARD_EXCEPTION_TYPES.map((t) => [t, z.number().int().nonnegative()])) as Record<DashboardExceptionType, z.ZodNumber>,
);
export type ExceptionCounts = z.infer<typeof exceptionCountsSchema>;

/**
 * The Exceptions card's names (document 3 §9's filter names, and the types it does not list, alike),
 * with the spec's 'All Exception' and 'Unproved Overtime' in plain English (ADR 0054).
 */
export const EXCEPTION_TYPE_LABELS: Record<DashboardExceptionType, string> = { ...EXCEPTION_NAMES, AllException: 'All Exceptions' };

/** Ours (document 2 offers the Standard Board only with multiShiftView on; ADR 0030): the server's refusal when it is off. */
export const DASHBOARD_TEXTS = {
  disabled: 'The dashboard is not enabled for this company.',
} as const;

/**
 * GET /api/employees/onsite/{id} (document 1 §7): who is punched in now within a structure node
 * (its id, or the company's id for all of it), for a roll call: an employee's last punch in the
 * past 20 hours left them In. `since` is that punch's local wall time (yyyy-MM-ddTHH:mm) in the
 * employee's zone; position and workplace are the punch's own (ADR 0058).
 */
export const onsiteEmployeeSchema = z.object({
  employeeId: z.string(),
  clockId: z.number().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  departmentName: z.string(),
  mobile: z.string().nullable(),
  since: z.string(),
  punchPositionName: z.string().nullable(),
  workPlaceName: z.string().nullable(),
});
export type OnsiteEmployee = z.infer<typeof onsiteEmployeeSchema>;
