import { z } from 'zod';
import { formBoolean, formList, formNumber, formVersion } from './form-fields';
import { jobRunSchema } from './jobs';
import { messageReplySchema } from './messages';
import { MAX_AVAILABILITY_NOTICE_DAYS, UNAVAILABLE_SHIFT_MODES } from './availability';
import { OPEN_SHIFT_CLAIM_MODES } from './open-shift-modes';
import { SHIFT_TRADE_APPROVALS } from './shift-trades';
import { rosterWarningSchema } from './pay-conditions';
import { REPORT_TEXTS } from './reports';
import { workSectionSchema } from './schedules';
import { isRealDate } from './validation';

/** Document 2 §3: the fixed Off Day item of the shift library. */
export const OFF_DAY_SHIFT = {
  id: 'SCHEDULE_SHIFT_DAY_OFF_ID',
  labelName: 'Off Day',
  colorCode: '#A2A2A2',
  startTime: '00:00',
  endTime: '24:00',
  type: 3,
} as const;

/** Document 2 §8 "Roster" and §5 texts. */
export const ROSTER_TEXTS = {
  copied: 'Copy the roster successfully.',
  copyFailed: 'Failed to copy the roster.',
  overwrite: 'This replication will overwrite the existing shift!!!',
  emailSent: 'Email sent successfully',
  emailFailed: 'Failed to send email.',
  emailsFailed: 'Failed to send emails.',
  deleteOffDayFailed: 'Failed to delete the Off Day.',
  deleteScheduleFailed: 'Failed to delete the schedule.',
  addOffDayFailed: 'Failed to add the Off Day.',
  removeOffDayFailed: 'Failed to remove the Off Day.',
  updateScheduleFailed: 'Failed to update the schedule.',
  conflict: 'Oops,Schedule conflict,please add a new shift.',
  endAfterStart: 'End Time must be later than Start Time!',
  shiftCreated: 'Create the Shift successfully',
  shiftUpdated: 'Update the Shift successfully',
  shiftDeleted: 'Delete the Shift successfully',
  shiftCreateFailed: 'Failed to create the Shift.',
  shiftUpdateFailed: 'Failed to update the Shift.',
  shiftDeleteFailed: 'Failed to delete the Shift.',
  addedToEmployees: 'Add the shift to employees successfully',
  addToEmployeesFailed: 'Failed to add the shift to employees.',
  // Ours (the spec has none): a drop that lost the race to another supervisor's change of the same day.
  changedMeanwhile: 'This roster was changed by someone else meanwhile. It has been reloaded: try again.',
  // Ours: copy windows the Copy Roster form's date picker does not offer (docs/decisions/0034-roster.md).
  copyOverlaps: 'The paste dates must not overlap the dates copied from.',
  copyTooLong: 'Copy at most 31 days at a time.',
  // Ours: the spec has no text for a Print that failed.
  printFailed: 'Failed to print the roster.',
} as const;

/** Document 2 §3 "Roster work section (shift)": a shift of the library (type 2 locked, 3 the off day). */
export const rosterShiftSchema = z.object({
  id: z.string(),
  labelName: z.string(),
  colorCode: z.string(),
  departmentId: z.string().nullable(),
  departmentName: z.string().nullable(),
  department: z.object({ id: z.string(), departmentName: z.string() }).nullable(),
  startTime: z.string(),
  startTimeType: z.enum(['Previous', 'Today', 'NextDay']),
  endTime: z.string(),
  endTimeType: z.enum(['Today', 'NextDay']),
  /** Minutes. */
  breakTime: z.number(),
  /** Hours worked: the span less the break. */
  duration: z.number(),
  type: z.number().nullable(),
  baseShiftWorksectionId: z.string().nullable(),
  version: z.number(),
});
export type RosterShift = z.infer<typeof rosterShiftSchema>;

/** A section on the roster: the day's work section with its shift's label, colour and position name. */
export const rosterSectionSchema = workSectionSchema.extend({
  labelName: z.string().nullable(),
  colorCode: z.string().nullable(),
  departmentName: z.string().nullable(),
  /** Hours paid when worked exactly as rostered, as the employee's timesheet computes them (her pay group's rounding and break rule; ADR 0074). */
  duration: z.number(),
  /** Minutes of break her pay group's rule deducts from it (which may differ from the section's scheduled breakTime). */
  deductTime: z.number(),
  /** What her condition set's compliance checks say of it (ADR 0074): rest, days in a row, hours, engagement, breaks, holiday, leave. */
  warnings: z.array(rosterWarningSchema),
});
export type RosterSection = z.infer<typeof rosterSectionSchema>;

/** Document 2 §3 "Roster row": one employee's days; `virtual` marks a day that is still the template's. */
export const rosterDaySchema = z.object({
  title: z.string(),
  isOffDay: z.boolean(),
  isClosed: z.boolean(),
  virtual: z.boolean(),
  workSections: z.array(rosterSectionSchema),
  /** Where the company publishes rosters (ADR 0075): the planner's change, not yet what the employee sees. Absent: published. */
  unpublished: z.boolean().optional(),
  /** What she said of the date where she cannot work all or part of it (ADR 0077), in words: "Not available after 17:00 · Exam". Absent: free. */
  unavailable: z.string().optional(),
});
export type RosterDay = z.infer<typeof rosterDaySchema>;

export const rosterRowSchema = z.object({
  employee: z.object({
    id: z.string(),
    firstName: z.string(),
    middleName: z.string().nullable(),
    lastName: z.string(),
    departmentId: z.string().nullable(),
    departmentName: z.string().nullable(),
    /** Absent when the reader may not see pay rates (ADR 0048). */
    payRate: z.number().nullable().optional(),
    standardHours: z.number().nullable(),
    email: z.string().nullable(),
  }),
  scheduleRuleVoList: z.array(rosterDaySchema),
  /** The employee's schedule stream version: a drop made against an older one is a conflict. */
  version: z.number(),
  /** Computed: hours rostered in the range, and hours × pay rate (null without a rate; absent when the reader may not see pay rates). */
  totalHours: z.number(),
  totalCost: z.number().nullable().optional(),
});
export type RosterRow = z.infer<typeof rosterRowSchema>;

/** GET /api/standardshifts/roster (the spec does not show the load's path). */
export const rosterSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  rows: z.array(rosterRowSchema),
  totalHours: z.number(),
  /** Absent when the reader may not see pay rates (ADR 0048). */
  totalCost: z.number().optional(),
});
export type Roster = z.infer<typeof rosterSchema>;

/** What roster writes answer: success, and a code (or 'success'). */
export const rosterReplySchema = messageReplySchema.extend({ success: z.boolean().optional() });
export type RosterReply = z.infer<typeof rosterReplySchema>;

/** POST /standardshifts/copyScheduleRule and /sendEmployeeEmail: a job to follow. */
export const rosterJobReplySchema = rosterReplySchema.extend({ status: z.number().optional(), job: jobRunSchema.optional() });
export type RosterJobReply = z.infer<typeof rosterJobReplySchema>;

/** The copy job's result. */
export const rosterCopyResultSchema = z.object({
  employees: z.number(),
  copied: z.number(),
  /** Employees whose paste window holds a closed day: left as they were. */
  skipped: z.array(z.object({ employeeId: z.string(), name: z.string(), reason: z.enum(['closedPeriod', 'conflict']) })),
});
export type RosterCopyResult = z.infer<typeof rosterCopyResultSchema>;

/** The roster email job's result: sent, and employees reported (no email address, or the mail server refused). */
export const rosterEmailResultSchema = z.object({
  employees: z.number(),
  sent: z.number(),
  notSent: z.array(z.object({ employeeId: z.string(), name: z.string(), reason: z.enum(['noEmail', 'failed']) })),
});
export type RosterEmailResult = z.infer<typeof rosterEmailResultSchema>;

/** Sort choices of the roster filter (document 2 §2). */
export const ROSTER_SORTS = ['Department', 'FirstName', 'LastName'] as const;
export type RosterSort = (typeof ROSTER_SORTS)[number];

/** A new shift's colour: the console's primary green (document 2 §5 "colour default primary"). */
export const ROSTER_DEFAULT_COLOUR = '#2ebb7c';

/**
 * POST /standardshifts/sendEmployeeEmail (document 2 §7): one employee's roster (employeeId), or
 * Send All for the departments (departmentId, a comma list; all within reach when empty). Answers
 * `status 1` and the job; its result is a RosterEmailResult.
 */
export interface RosterEmailRequest {
  startDate: string;
  endDate: string;
  departmentId?: string;
  employeeId?: string;
}

/**
 * The date range and department list of the roster's load, its emails and its print, read alike:
 * yyyy-MM-dd dates, at most 42 days, departments as a comma list or an array.
 */
export const MAX_ROSTER_DAYS = 42;

export const rosterDateSchema = z
  .string({ required_error: 'Date is required.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the dates as yyyy-MM-dd.')
  .refine((d) => {
    const time = Date.parse(`${d}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(d);
  }, 'Enter the dates as yyyy-MM-dd.');

export const rosterDepartmentsSchema = formList(z.string().uuid('Choose one from the list.'));

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
/** A range of 1 to MAX_ROSTER_DAYS days; a date that is not one is refused by its own field. */
const withinRosterRange = <T extends { startDate: string; endDate: string }>(form: T) =>
  !isRealDate(form.startDate) || !isRealDate(form.endDate) || (form.startDate <= form.endDate && dayNumber(form.endDate) - dayNumber(form.startDate) < MAX_ROSTER_DAYS);
const rosterRangeError = { message: `Choose a range of 1 to ${MAX_ROSTER_DAYS} days.`, path: ['endDate'] };

const blankIsNull = z.literal('').transform(() => null);

/** GET /api/standardshifts/roster: the roster's load. */
export const rosterQuerySchema = z
  .object({ startDate: rosterDateSchema, endDate: rosterDateSchema, departmentIds: rosterDepartmentsSchema, sortBy: z.enum(ROSTER_SORTS).nullish().or(blankIsNull), search: z.string().max(100).nullish() })
  .refine(withinRosterRange, rosterRangeError);

/** GET /api/shifts/scheduleemployee: the employees of the departments (all within reach when none). */
export const rosterEmployeesQuerySchema = z.object({ departmentIds: rosterDepartmentsSchema });

/** POST /standardshifts/newSave: a shift of the library. */
export const rosterShiftCreateRequestSchema = z.object({
  departmentId: z.string().uuid('Choose a position from the list.').nullish().or(blankIsNull),
  startTime: z.string().nullish(),
  startTimeType: z.enum(['Previous', 'Today', 'NextDay']).nullish(),
  endTime: z.string().nullish(),
  endTimeType: z.enum(['Today', 'NextDay']).nullish(),
  colorCode: z.string().nullish(),
  labelName: z.string().max(100, 'At most 100 characters.').nullish(),
  breakTime: formNumber.nullish(),
});

/** POST /standardshifts/updateBaseshift: once made, a shift changes only its colour, label and break (document 2 §4). */
export const rosterShiftUpdateRequestSchema = z.object({
  id: z.string(),
  colorCode: z.string().nullish(),
  labelName: z.string().max(100, 'At most 100 characters.').nullish(),
  breakTime: formNumber.nullish(),
  version: formVersion,
});

/** POST /standardshifts/delBaseshift. */
export const rosterShiftDeleteRequestSchema = z.object({ id: z.string() });

/** A cell of the roster: an employee's date, at the version the grid showed (0: no schedule stream yet). */
const rosterCell = { employeeId: z.string().uuid('Choose an employee.'), ruleDate: rosterDateSchema, version: formVersion.or(z.literal(0)) };
/** A section (or the off day) taken from another cell. */
const rosterSource = z.object({ ...rosterCell, workSectionId: z.string().min(1) });

function parseJson(text: string, ctx: z.RefinementCtx): Record<string, unknown> {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    ctx.addIssue({ code: 'custom', message: 'The shift is not readable.' });
    return z.NEVER;
  }
}

/**
 * POST /standardshifts/handleScheduleByShift: a library shift (workSectionData.id), or a section
 * taken from another cell (from: ours, so a move is one transaction), or with delFlag a section
 * taken off the cell.
 */
export const rosterDropRequestSchema = z.object({
  ...rosterCell,
  delFlag: formBoolean.default(false),
  workSectionId: z.string().nullish(),
  workSectionData: z.union([z.string().transform((s, ctx) => parseJson(s, ctx)), z.object({}).passthrough()]).nullish(),
  from: rosterSource.nullish(),
  virtual: formBoolean.nullish(),
});

/** POST /standardshifts/addOffDay: the off day on a cell, or the one taken from another cell. */
export const rosterOffDayRequestSchema = z.object({ ...rosterCell, from: rosterSource.nullish() });

/** POST /standardshifts/delOffDay. */
export const rosterCellRequestSchema = z.object(rosterCell);

/** POST /standardshifts/batchScheduleRule (document 2 "Add shift to employees"). */
export const rosterBatchRequestSchema = z.object({
  id: z.string().min(1, 'Choose a shift.'),
  employeeIds: rosterDepartmentsSchema.refine((ids) => ids.length > 0, 'Choose employees.'),
  batchStartDate: rosterDateSchema,
});

/** POST /standardshifts/copyScheduleRule (Copy Roster). */
export const rosterCopyRequestSchema = z.object({ departments: rosterDepartmentsSchema, fromDate: rosterDateSchema, endDate: rosterDateSchema, beginDate: rosterDateSchema });

/** POST /standardshifts/sendEmployeeEmail, as RosterEmailRequest says. */
export const rosterEmailRequestSchema = z
  .object({
    startDate: rosterDateSchema,
    endDate: rosterDateSchema,
    departmentId: rosterDepartmentsSchema,
    employeeId: z.string().uuid('Choose an employee.').nullish().or(blankIsNull),
  })
  .refine(withinRosterRange, rosterRangeError);

/** Document 2 §7 "Print" (the weekly schedule): sortBy, format PDF, departmentIds, startDate, endDate; other options empty (and ignored). */
export const weeklyScheduleRequestSchema = z
  .object({
    sortBy: z.enum(['LastName', 'FirstName', 'Department']).nullish().or(blankIsNull),
    format: z.string().nullish(),
    departmentIds: rosterDepartmentsSchema,
    startDate: rosterDateSchema,
    endDate: rosterDateSchema,
  })
  .refine((f) => !f.format || f.format.toUpperCase() === 'PDF', { message: REPORT_TEXTS.pdfOnly, path: ['format'] })
  // End before Start is said as such, first: the range sentence alone read as a complaint about its length.
  .refine((f) => f.startDate <= f.endDate, { message: REPORT_TEXTS.endBeforeStart, path: ['endDate'] })
  .refine(withinRosterRange, rosterRangeError);

/**
 * The company's roster settings (ADR 0075, issue 33). `publishRosters`: the roster planner's changes
 * are drafts until published, and employees see only what is published; off, a change is live as
 * it is made (document 2's roster).
 */
export const rosterSettingsSchema = z
  .object({
    publishRosters: z.boolean(),
    /** How many days ahead an employee must change her availability (ADR 0077): 0 to 60. */
    availabilityNoticeDays: z.number().int('Enter whole days.').min(0, 'Enter 0 to 60 days.').max(MAX_AVAILABILITY_NOTICE_DAYS, 'Enter 0 to 60 days.'),
    /** A shift on a time an employee said she cannot work: warned of, or refused. */
    unavailableShifts: z.enum(UNAVAILABLE_SHIFT_MODES),
    /** How an open shift published from now on is settled (ADR 0078): the first eligible claim, or a manager's approval. */
    openShiftClaims: z.enum(OPEN_SHIFT_CLAIM_MODES),
    /** Whether a manager approves an offer or swap a colleague accepted (ADR 0079), or it goes through at once. */
    shiftTrades: z.enum(SHIFT_TRADE_APPROVALS),
  })
  .strict();
export type RosterSettings = z.infer<typeof rosterSettingsSchema>;
/** Each setting left out stays as it is (a client that knows only `publishRosters` still works). */
export const rosterSettingsRequestSchema = rosterSettingsSchema.partial().extend({ version: z.number().int().min(0).optional() }).strict();
export type RosterSettingsRequest = z.infer<typeof rosterSettingsRequestSchema>;
export const rosterSettingsReplySchema = rosterSettingsSchema.extend({ version: z.number() });
export type RosterSettingsReply = z.infer<typeof rosterSettingsReplySchema>;

/** POST /api/roster/publish, /api/roster/publish-preview and /api/roster/discard: the dates and departments chosen (none: all within reach). */
export const rosterPublishRequestSchema = z
  .object({
    startDate: rosterDateSchema,
    endDate: rosterDateSchema,
    departmentIds: z.array(z.string().uuid('Choose one from the list.')).max(500),
    /** Publish although the checks warn: the planner has read the warnings the preview listed. */
    acknowledgeWarnings: z.boolean().optional(),
  })
  .strict()
  .refine(withinRosterRange, rosterRangeError);
export type RosterPublishRequest = z.infer<typeof rosterPublishRequestSchema>;

/** One shift of the publish named for the planner: who, which day and start, and what is said of it. */
export const rosterPublishNoteSchema = z.object({ employeeId: z.string(), name: z.string(), date: z.string(), startTime: z.string().nullable(), text: z.string() });
export type RosterPublishNote = z.infer<typeof rosterPublishNoteSchema>;

/** What a publish would do: the employees and days it changes, each day's change in words, and what the checks say. */
export const rosterPublishPreviewSchema = z.object({
  employees: z.number(),
  days: z.number(),
  changes: z.array(rosterPublishNoteSchema),
  /** Rules set to warn: listed, to be acknowledged. */
  warnings: z.array(rosterPublishNoteSchema),
  /** Rules set to block, and shifts already worked that the publish would change: it cannot go ahead. */
  blocked: z.array(rosterPublishNoteSchema),
});
export type RosterPublishPreview = z.infer<typeof rosterPublishPreviewSchema>;

export const rosterPublishReplySchema = rosterReplySchema.extend({ employees: z.number(), days: z.number() });
export type RosterPublishReply = z.infer<typeof rosterPublishReplySchema>;

export const ROSTER_PUBLISH_TEXTS = {
  notPublishing: 'This company does not publish rosters: changes are live as they are made. Turn on "Publish rosters" first.',
  nothing: 'Nothing to publish for these dates: every shift is as published.',
  nothingToDiscard: 'Nothing to discard for these dates: every shift is as published.',
  acknowledge: (count: number) => `The roster has ${count} ${count === 1 ? 'warning' : 'warnings'}: read and acknowledge ${count === 1 ? 'it' : 'them'} to publish.`,
  worked: (name: string, date: string) => `${name} has punches on ${date}: a shift already worked cannot be changed by publishing.`,
  draftsPending: 'Publish or discard the unpublished changes first.',
} as const;
