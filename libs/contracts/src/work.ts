import type { ThirdPartyTypeId } from './company';
import type { NumberRange } from './validation';

/** Document 2 §3 "Job": what time is worked on; tasks are the steps within a job. */
export interface JobDto {
  id: string;
  code: string;
  name: string;
  active: boolean;
  /** The job's tasks (ids). */
  taskID: string[];
  description: string | null;
  punchCode: string | null;
  payExportCode: string | null;
  /** Set by an integration that owns the job; read-only in the console. */
  externalJobType: string | null;
  externalJobId: string | null;
  version: number;
}

/** Document 2 §3 "Task". */
export interface TaskDto {
  id: string;
  code: string;
  name: string;
  active: boolean;
  description: string | null;
  punchCode: string | null;
  payExportCode: string | null;
  externalTaskType: string | null;
  externalTaskId: string | null;
  version: number;
}

/** GET /api/jobs/active-task-tree: each active job with its active tasks. */
export interface JobTaskNode {
  id: string;
  code: string;
  name: string;
  tasks: Array<{ id: string; code: string; name: string }>;
}

/** Document 3 §4 "Workplace": a geofenced site where the mobile app may punch. */
export interface WorkplaceDto {
  id: string;
  name: string;
  workSiteStatus: boolean;
  address: string;
  /** 'latitude,longitude'. */
  coordinate: string;
  /** Metres. */
  radius: number;
  description: string | null;
  /** The employees assigned to the site (the employees' "Assigned Sites"). */
  employeeIds: string[];
  /** The same employees with their names, for the form's picker. */
  employees: Array<{ id: string; name: string }>;
  siteCode: string | null;
  version: number;
}

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
  createFailed: 'Failed to create workplace',
  updateFailed: 'Failed to update workplace',
} as const;

/**
 * A company's MYOB Advanced (MYOB Acumatica) connection: the instance, the contract-based REST
 * endpoint version, the tenant and branch to sign in to, and the user. The password is write-only.
 */
export interface MyobAdvancedConnectionDto {
  baseUrl: string;
  endpointVersion: string;
  tenant: string;
  branch: string | null;
  username: string;
  hasPassword: boolean;
  version: number;
}

export const MYOB_DEFAULT_ENDPOINT_VERSION = '22.200.001';
/** The third-party type of MYOB Advanced (document 1 §9). */
export const MYOB_ADVANCED: ThirdPartyTypeId = '05';

/**
 * Document 1 §7 "Sync employees" answer: which of our employees MYOB Advanced does not have, and
 * which IDs are held twice on either side. The spec's `{product}` is this product's name.
 */
export interface MyobEmployeeSyncReply {
  success: boolean;
  errorMessage?: string;
  timekeepEmployeesNotInMyobAdvanced: string[];
  duplicateEmployeesInTimekeep: string[];
  duplicateEmployeesInMyobAdvanced: string[];
}

export const MYOB_TEXTS = {
  synced: 'Sync successfully.',
  failed: 'Failed to sync the employees.',
  connectionSaved: 'The MYOB Advanced connection is saved successfully.',
} as const;
