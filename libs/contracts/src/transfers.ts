import { z } from 'zod';
import { REQUIRED_TEXT } from './validation';

/** Ours: one transfer covers at most about a quarter; a longer one is several sends. */
export const TRANSFER_MAX_DAYS = 93;

/**
 * Document 3 §8 "Imports and transfers": the timesheet transfer's texts. The spec gives the
 * successes, failures and the start of the persistent notices; the rest are ours
 * (docs/decisions/0039-timesheet-transfers.md).
 */
export const TRANSFER_TEXTS = {
  sent: 'Send Successfully',
  sendFailed: 'Failed to send.',
  uploaded: 'Upload Finished!',
  uploadFailed: 'Failed to upload.',
  downloaded: 'Download successfully.',
  downloadFailed: 'Failed to download.',
  employeesNotIn: (system: string) => `Hours for the following employees cannot be sent because they do not exist in ${system}: `,
  released: 'The labour batch has been released.',
  // Ours, in the same words.
  jobsNotIn: (system: string) => `Hours on the following jobs cannot be sent because they do not exist in ${system}: `,
  tasksNotIn: (system: string) => `Hours on the following tasks cannot be sent because they do not exist in ${system}: `,
  inactiveAppointments: 'Hours for the following appointments cannot be sent because the appointments are completed, closed or cancelled: ',
  sending: 'Sending the approved hours. It can take a while: the progress shows below.',
  uploading: 'Uploading the approved hours. It can take a while: the progress shows below.',
  wrongType: 'Timesheet transfer is not set up for this company.',
  rangeOrder: 'The end date must not be before the start date.',
  rangeTooLong: `A transfer covers at most ${TRANSFER_MAX_DAYS} days.`,
  weekEnding: 'The start and end date must both be the week ending date.',
} as const;

/**
 * The MYOB Advanced job types (document 3 §7 "jobTypes"): what a job synced from MYOB Advanced
 * is there, held in the job's externalJobType. Each is sent to its own MYOB entity and answered
 * under its own key (§3 "MYOB result per key").
 */
export const MyobJobType = {
  Project: 'Project',
  ProductionOrder: 'ProductionOrder',
  Appointment: 'Appointment',
} as const;
export type MyobJobType = (typeof MyobJobType)[keyof typeof MyobJobType];
export const MYOB_JOB_TYPES = [
  { id: MyobJobType.Project, name: 'Projects' },
  { id: MyobJobType.ProductionOrder, name: 'Production Orders' },
  { id: MyobJobType.Appointment, name: 'Service Appointments' },
] as const satisfies ReadonlyArray<{ id: MyobJobType; name: string }>;

const isRealDate = (iso: string) => !Number.isNaN(Date.parse(`${iso}T00:00:00Z`)) && new Date(`${iso}T00:00:00Z`).toISOString().slice(0, 10) === iso;
const isoDate = z
  .string({ required_error: REQUIRED_TEXT })
  .min(1, REQUIRED_TEXT)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
  .refine(isRealDate, 'Enter a date as YYYY-MM-DD.');
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** A list as the spec sends it (one comma-joined string) or as an array. */
const list = z
  .union([z.string(), z.array(z.string())])
  .nullish()
  .transform((v) => [...new Set((Array.isArray(v) ? v : (v ?? '').split(',')).map((s) => s.trim()).filter(Boolean))]);

const range = z.object({ startDate: isoDate, endDate: isoDate });
type Range = z.infer<typeof range>;
const ordered = (v: Range) => v.startDate <= v.endDate;
const short = (v: Range) => daysBetween(v.startDate, v.endDate) <= TRANSFER_MAX_DAYS;

/** Document 3 §7 "MYOB send": startDate, endDate (YYYY-MM-DD) and jobTypes, all required (§5). */
export const myobSendRequestSchema = range
  .extend({ jobTypes: list.pipe(z.array(z.nativeEnum(MyobJobType, { errorMap: () => ({ message: 'Choose a job type from the list.' }) })).min(1, REQUIRED_TEXT)) })
  .refine(ordered, { message: TRANSFER_TEXTS.rangeOrder, path: ['endDate'] })
  .refine(short, { message: TRANSFER_TEXTS.rangeTooLong, path: ['endDate'] });
export type MyobSendRequest = z.infer<typeof myobSendRequestSchema>;

/** Document 3 §7 "GreenTree upload": departmentId (comma-joined), startDate and endDate both the week ending date. */
export const greenTreeUploadRequestSchema = range
  .extend({ departmentId: list.pipe(z.array(z.string().uuid('Choose a company node from the list.')).min(1, REQUIRED_TEXT)) })
  .refine((v) => v.startDate === v.endDate, { message: TRANSFER_TEXTS.weekEnding, path: ['endDate'] });
export type GreenTreeUploadRequest = z.infer<typeof greenTreeUploadRequestSchema>;

/** Document 3 §7 "AX upload": the same with a date range. */
export const axUploadRequestSchema = range
  .extend({ departmentId: list.pipe(z.array(z.string().uuid('Choose a company node from the list.')).min(1, REQUIRED_TEXT)) })
  .refine(ordered, { message: TRANSFER_TEXTS.rangeOrder, path: ['endDate'] })
  .refine(short, { message: TRANSFER_TEXTS.rangeTooLong, path: ['endDate'] });
export type AxUploadRequest = z.infer<typeof axUploadRequestSchema>;

/** Document 3 §7 "SAP": GET /SAP-job-costings with startDate and endDate. */
export const sapDownloadQuerySchema = range.refine(ordered, { message: TRANSFER_TEXTS.rangeOrder, path: ['endDate'] }).refine(short, { message: TRANSFER_TEXTS.rangeTooLong, path: ['endDate'] });
export type SapDownloadQuery = z.infer<typeof sapDownloadQuerySchema>;

/**
 * A finished send's job result: the Sync Results row's status and sentence, and `result`, the
 * reply of the integration (the spec's shape: myobSendResultSchema, uploadResultSchema). A send
 * that stopped on an error of ours has `{ success: false, errorMessage }` there.
 */
export const transferRunResultSchema = z.object({ status: z.string(), message: z.string(), result: z.unknown() });
export type TransferRunResult = z.infer<typeof transferRunResultSchema>;

/** A send or upload started: the worker's run to follow (GET /api/job-runs/{jobId}). */
export const transferStartReplySchema = z.object({ jobId: z.string() });
export type TransferStartReply = z.infer<typeof transferStartReplySchema>;

/** Document 3 §3 "MYOB result per key": the production order job costing (a labour batch). */
export const productionOrderJobCostingResultSchema = z.object({ released: z.boolean(), success: z.boolean(), errorMessage: z.string().nullable() });
/** The service appointments' job costing: per appointment its failure, and those no longer open. */
export const appointmentJobCostingResultSchema = z.object({
  success: z.boolean(),
  errorMessage: z.string().nullable(),
  failedAppointmentNameToErrorMap: z.record(z.string()),
  inactiveAppointmentIds: z.array(z.string()),
});
/** The projects' job costing (time entries): the entries MYOB refused, each a sentence. */
export const projectJobCostingResultSchema = z.object({ success: z.boolean(), errorMessage: z.string().nullable(), timeEntryErrorMessages: z.array(z.string()) });

/**
 * Document 3 §7 "MYOB send": the map keyed by name. The three lists name what MYOB Advanced does
 * not have; a job costing key is present for each job type chosen.
 */
export const myobSendResultSchema = z.object({
  employeesNotInMyobAdvanced: z.array(z.string()),
  jobsNotInMyobAdvanced: z.array(z.string()),
  tasksNotInMyobAdvanced: z.array(z.string()),
  productionOrderJobCostingResult: productionOrderJobCostingResultSchema.optional(),
  appointmentJobCostingResult: appointmentJobCostingResultSchema.optional(),
  projectJobCostingResult: projectJobCostingResultSchema.optional(),
});
export type MyobSendResult = z.infer<typeof myobSendResultSchema>;

/** Document 3 §7 "GreenTree upload" / "AX upload": the list of messages, or errorMessage. */
export const uploadResultSchema = z.object({ data: z.array(z.string()).optional(), errorMessage: z.string().optional() });
export type UploadResult = z.infer<typeof uploadResultSchema>;

/**
 * The SAP job costing file (docs/sap-job-costing.md): one row an approved time pair. The name is
 * the spec's.
 */
export const SAP_FILE_NAME = 'TimesheetTransfer.csv';
export const SAP_JOB_COSTING_COLUMNS = ['Personnel Number', 'Employee', 'Department', 'Date', 'Start', 'End', 'Hours', 'Job Code', 'Job', 'WBS Element', 'Task Code', 'Task', 'Activity', 'Pair ID'] as const;
