import { useQuery } from '@tanstack/react-query';
import {
  jobSyncReplySchema,
  WORKFLOW_MAX_PATHS,
  workflowMaxAuthorizationReplySchema,
  workflowMaxConnectionSchema,
  workflowMaxEmployeeSyncReplySchema,
  type WorkflowMaxSendRequest,
  workflowMaxSendRunResultSchema,
  workflowMaxSendStartedSchema,
} from '@timekeep/contracts';
import { request } from '../../api/http';

/** WorkflowMax (integration types 04 and 07): the transfer form's calls (document 3 §7 under /api/workflow-max). */
export const workflowMaxKeys = {
  connection: ['workflow-max', 'connection'] as const,
};

export const useWorkflowMaxConnection = () => useQuery({ queryKey: workflowMaxKeys.connection, queryFn: () => request(workflowMaxConnectionSchema, '/api/workflow-max/connection') });

/** The address WorkflowMax's consent page is at, for this user's connection (§4). */
export const startWorkflowMaxAuthorization = () => request(workflowMaxAuthorizationReplySchema, WORKFLOW_MAX_PATHS.authorizationRequestUri, { method: 'POST' });

export const syncWorkflowMaxEmployees = () => request(workflowMaxEmployeeSyncReplySchema, WORKFLOW_MAX_PATHS.syncEmployees, { method: 'POST' });

export const syncWorkflowMaxJobs = () => request(jobSyncReplySchema, WORKFLOW_MAX_PATHS.syncJobs, { method: 'POST' });

export const sendToWorkflowMax = (body: WorkflowMaxSendRequest) => request(workflowMaxSendStartedSchema, WORKFLOW_MAX_PATHS.jobCosting, { method: 'POST', body });

/** The finished send's result map, or null when the run ended without one. */
export const workflowMaxResultOf = (result: unknown) => workflowMaxSendRunResultSchema.safeParse(result).data?.result ?? null;
