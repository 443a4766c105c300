import { ThirdPartyType } from '@timekeep/contracts';

/**
 * WorkflowMax's vocabulary, declared once: what its client reads and writes, and what the rules
 * below (the send's plan, the staff check) read of it (docs/decisions/0038-workflow-max.md).
 */

/** Integration types 04 (WorkflowMax) and 07 (WorkflowMax by a partner): both speak to WorkflowMax. */
export type WorkflowMaxCompanyType = typeof ThirdPartyType.WorkflowMax | typeof ThirdPartyType.WorkflowMaxPartner;
/** The companies on WorkflowMax; Sync Jobs marks its jobs and tasks with the company's type, so these are also their external types. */
export const WORKFLOW_MAX_TYPES: readonly WorkflowMaxCompanyType[] = [ThirdPartyType.WorkflowMax, ThirdPartyType.WorkflowMaxPartner];

export const isWorkflowMaxType = (type: string | null | undefined): type is WorkflowMaxCompanyType => WORKFLOW_MAX_TYPES.some((t) => t === type);

/** A WorkflowMax staff member (staff.api/list). */
export interface WorkflowMaxStaff {
  uuid: string;
  name: string;
}

/** A WorkflowMax job not yet completed (job.api/current), with its tasks. */
export interface WorkflowMaxJob {
  uuid: string;
  /** The job number (J000123): what a time sheet entry names. */
  id: string;
  name: string;
  tasks: ReadonlyArray<{ uuid: string; name: string }>;
}

/** A time sheet entry as WorkflowMax takes it (time.api/add). */
export interface WorkflowMaxTime {
  jobId: string;
  taskUuid: string;
  staffUuid: string;
  /** yyyy-MM-dd */
  date: string;
  minutes: number;
  note: string;
}
