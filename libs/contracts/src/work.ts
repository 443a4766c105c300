import { z } from 'zod';
import { formBoolean, formId, formList, formVersion } from './form-fields';
import { namedSchema } from './messages';
import type { NumberRange } from './validation';

/** What a job and a task both have (document 2 §3). */
const workCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  active: z.boolean(),
  description: z.string().nullable(),
  punchCode: z.string().nullable(),
  payExportCode: z.string().nullable(),
  version: z.number(),
});

/** Document 2 §3 "Job": what time is worked on; tasks are the steps within a job. */
export const jobSchema = workCodeSchema.extend({
  /** The job's tasks (ids). */
  taskID: z.array(z.string()),
  /** Set by an integration that owns the job; read-only in the console. */
  externalJobType: z.string().nullable(),
  externalJobId: z.string().nullable(),
});
export type JobDto = z.infer<typeof jobSchema>;

/** Document 2 §3 "Task". */
export const taskSchema = workCodeSchema.extend({
  externalTaskType: z.string().nullable(),
  externalTaskId: z.string().nullable(),
});
export type TaskDto = z.infer<typeof taskSchema>;

/** GET /api/jobs/active-task-tree: each active job with its active tasks. */
export const jobTaskNodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  tasks: z.array(z.object({ id: z.string(), code: z.string(), name: z.string() })),
});
export type JobTaskNode = z.infer<typeof jobTaskNodeSchema>;

/** Document 3 §4 "Workplace": a geofenced site where the mobile app may punch. */
export const workplaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  workSiteStatus: z.boolean(),
  address: z.string(),
  /** 'latitude,longitude'. */
  coordinate: z.string(),
  /** Metres. */
  radius: z.number(),
  description: z.string().nullable(),
  /** The employees assigned to the site (the employees' "Assigned Sites"). */
  employeeIds: z.array(z.string()),
  /** The same employees with their names, for the form's picker. */
  employees: z.array(namedSchema),
  siteCode: z.string().nullable(),
  version: z.number(),
});
export type WorkplaceDto = z.infer<typeof workplaceSchema>;

/** Document 3 §9: a new workplace's circle. */
export const DEFAULT_WORKPLACE_RADIUS = 10;
/** Beyond 100 km a geofence fences nothing in. */
export const MAX_WORKPLACE_RADIUS = 100_000;
/** Metres; stored to the centimetre. */
export const WORKPLACE_RADIUS_RANGE = { min: 0, aboveMin: true, max: MAX_WORKPLACE_RADIUS, text: `The radius must be more than 0 and at most ${MAX_WORKPLACE_RADIUS} metres.` } as const satisfies NumberRange;

export const JOB_TEXTS = {
  saved: 'Job is saved successfully.',
  exist: 'Warning: Name or punch code has existed.',
  failed: 'Failed to save the job.',
  closeConfirm: 'Are you sure you want to close it/them?',
  closed: 'Jobs are closed successfully.',
  closeFailed: 'Failed to close the jobs.',
  taskSaved: 'Task is saved successfully.',
  taskFailed: 'Failed to save the task.',
} as const;

/** Document 3 §8 "Kiosk and workplaces". */
export const WORKPLACE_TEXTS = {
  created: 'Workplace created successfully',
  updated: 'Workplace updated successfully',
  nameRepeat: 'Warning: The name already exist.',
  noCompany: 'Warning: The company does not exist.',
  createFailed: 'Failed to create workplace',
  updateFailed: 'Failed to update workplace',
} as const;

/**
 * A company's MYOB Advanced (MYOB Acumatica) connection: the instance, the contract-based REST
 * endpoint version, the tenant and branch to sign in to, and the user. The password is write-only.
 */
export const myobAdvancedConnectionSchema = z.object({
  baseUrl: z.string(),
  endpointVersion: z.string(),
  tenant: z.string(),
  branch: z.string().nullable(),
  username: z.string(),
  hasPassword: z.boolean(),
  version: z.number(),
});
export type MyobAdvancedConnectionDto = z.infer<typeof myobAdvancedConnectionSchema>;

export const MYOB_DEFAULT_ENDPOINT_VERSION = '22.200.001';

/**
 * Document 1 §7 "Sync employees" answer: which of our employees MYOB Advanced does not have, and
 * which IDs are held twice on either side. The spec's `{product}` is this product's name.
 */
export const myobEmployeeSyncReplySchema = z.object({
  success: z.boolean(),
  errorMessage: z.string().optional(),
  timekeepEmployeesNotInMyobAdvanced: z.array(z.string()),
  duplicateEmployeesInTimekeep: z.array(z.string()),
  duplicateEmployeesInMyobAdvanced: z.array(z.string()),
});
export type MyobEmployeeSyncReply = z.infer<typeof myobEmployeeSyncReplySchema>;

export const MYOB_TEXTS = {
  synced: 'Sync successfully.',
  failed: 'Failed to sync the employees.',
  connectionSaved: 'The MYOB Advanced connection is saved successfully.',
} as const;

/**
 * The job costing upload endpoint of a GreenTree (03) or AX (02) company
 * (docs/decisions/0039-timesheet-transfers.md): its address, the company (AX: legal entity) the
 * hours are for, and whether a key is kept (never read back).
 */
export const uploadConnectionSchema = z.object({
  baseUrl: z.string(),
  company: z.string(),
  hasKey: z.boolean(),
  version: z.number(),
});
export type UploadConnectionDto = z.infer<typeof uploadConnectionSchema>;

export const UPLOAD_CONNECTION_TEXTS = {
  saved: 'The upload connection is saved successfully.',
  failed: 'Failed to save the connection.',
  notSet: (system: string) => `Set up the ${system} upload connection first (My Company, Company Profiles).`,
} as const;

/** Text a form may leave out or send as null: read as ''; the domain trims it and says when it is required. */
const textOrBlank = (max: number) => z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().max(max, `At most ${max} characters.`));

/** POST /task/save: the job and task editors' shared fields (document 2 §3); the domain trims and checks them. */
export const taskSaveRequestSchema = z.object({
  id: formId,
  code: textOrBlank(50),
  name: textOrBlank(100),
  active: formBoolean.default(true),
  description: textOrBlank(2000),
  punchCode: textOrBlank(20),
  payExportCode: textOrBlank(50),
  version: formVersion,
});

/** POST /job/save: a task's fields and the job's tasks. */
export const jobSaveRequestSchema = taskSaveRequestSchema.extend({ taskID: formList(z.string().uuid('Choose one from the list.')) });

/** POST /job/closeAllSelected: the ids of the jobs to close, all or none. */
export const jobCloseRequestSchema = z.array(z.string().uuid()).min(1, 'Choose a job to close.');

/** POST /workPlace/save: without employeeIds the site's employees stay as they are. */
export const workplaceSaveRequestSchema = z.object({
  id: formId,
  name: textOrBlank(100),
  workSiteStatus: formBoolean.default(true),
  address: textOrBlank(300),
  coordinate: textOrBlank(60),
  radius: z.preprocess((v) => (v === '' || v === undefined || v === null ? null : Number(v)), z.number().nullable()),
  description: textOrBlank(2000),
  siteCode: textOrBlank(20),
  employeeIds: formList(z.string().uuid('Choose one from the list.')).optional(),
  version: formVersion,
});
