import { z } from 'zod';

/**
 * WorkflowMax (integration types 04 and 07; document 3 §2, §3, §4, §7, §8;
 * docs/decisions/0038-workflow-max.md): the calls under /api/workflow-max and their answers.
 */
export const WORKFLOW_MAX_PATHS = {
  authorizationRequestUri: '/api/workflow-max/authorization-request-uri',
  syncEmployees: '/api/workflow-max/sync-employees',
  syncJobs: '/api/workflow-max/sync-jobs',
  /** The send (document 3 §7 "send with departmentIds, startDate, endDate"): a job whose result is the map below. */
  jobCosting: '/api/workflow-max/job-costing',
} as const;

/** The query parameter the server adds when it sends the browser back to the transfer page (§4). */
export const WORKFLOW_MAX_AUTH_PARAM = 'auth';
export const WorkflowMaxAuth = { Success: 'success', Failed: 'failed' } as const;

/** Whether the company holds WorkflowMax tokens (GET /api/workflow-max/connection, ours). */
export const workflowMaxConnectionSchema = z.object({ connected: z.boolean() });

export const workflowMaxAuthorizationReplySchema = z.object({ data: z.object({ uri: z.string().url() }) });
export type WorkflowMaxAuthorizationReply = z.infer<typeof workflowMaxAuthorizationReplySchema>;

/** §3 Employee sync result; the spec's `{product}` is Timekeep. Names are 'First Last (WorkflowMax id)'. */
export const workflowMaxEmployeeSyncReplySchema = z.object({
  success: z.boolean(),
  errorMessage: z.string().optional(),
  namesNotInWorkflowMax: z.array(z.string()),
  duplicateNamesInTimekeep: z.array(z.string()),
  duplicateEmployeesInTimekeep: z.array(z.string()),
  duplicateNamesInWorkflowMax: z.array(z.string()),
});
export type WorkflowMaxEmployeeSyncReply = z.infer<typeof workflowMaxEmployeeSyncReplySchema>;

/** A send started: the run to follow (GET /api/job-runs/{jobId}). */
export const workflowMaxSendStartedSchema = z.object({ jobId: z.string() });

/** The send's form: departments optional (none: all within reach), the period required. */
export const workflowMaxSendRequestSchema = z.object({
  departmentIds: z.array(z.string().uuid()).default([]),
  startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date.'),
  endDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date.'),
});
export type WorkflowMaxSendRequest = z.infer<typeof workflowMaxSendRequestSchema>;

/** §3 WorkflowMax result per key; the key is the period sent ('2026-11-02 to 2026-11-08'). */
export const workflowMaxSendEntrySchema = z.object({
  success: z.boolean(),
  errorMessage: z.string().optional(),
  employeesNotInWorkflowMax: z.array(z.string()),
  jobsNotInWorkflowMax: z.array(z.string()),
  tasksNotInWorkflowMax: z.array(z.string()),
  /** How many time sheet entries this run wrote, and how many an earlier run had already written. */
  sent: z.number().int(),
  alreadySent: z.number().int(),
});
export type WorkflowMaxSendEntry = z.infer<typeof workflowMaxSendEntrySchema>;
export const workflowMaxSendResultSchema = z.record(workflowMaxSendEntrySchema);
export type WorkflowMaxSendResult = z.infer<typeof workflowMaxSendResultSchema>;
/** The send's job result: the Sync Results row's status and sentence, and the map. */
export const workflowMaxSendRunResultSchema = z.object({ status: z.string(), message: z.string(), result: workflowMaxSendResultSchema });

/** Document 3 §8's texts for WorkflowMax. */
export const WORKFLOW_MAX_TEXTS = {
  authFailedToStart: 'Fail to start auth flow',
  connectFailed: 'Fail to connect to WorkflowMax.',
  connected: 'You are now connected to WorkflowMax.',
  pleaseConnect: 'Please connect to WorkflowMax.',
  syncEmployeesFailed: 'Failed to sync the employees.',
  synced: 'Sync successfully.',
  syncJobsFailed: 'Failed to sync.',
  sent: 'Send Successfully',
  sendFailed: 'Failed to send.',
  employeesNotInWorkflowMax: 'Hours for the following employees cannot be sent because they do not exist in WorkflowMax:',
  // Ours, in the same words, for the jobs and tasks the spec's warnings also list.
  jobsNotInWorkflowMax: 'Hours on the following jobs cannot be sent because they do not exist in WorkflowMax:',
  tasksNotInWorkflowMax: 'Hours on the following tasks cannot be sent because they do not exist in WorkflowMax:',
  sending: 'Sending the approved hours to WorkflowMax…',
  employeesSyncIssues: 'Some employees cannot be sent to WorkflowMax:',
} as const;
