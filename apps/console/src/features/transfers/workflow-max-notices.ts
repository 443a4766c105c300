import { WORKFLOW_MAX_TEXTS, type WorkflowMaxEmployeeSyncReply, type WorkflowMaxSendResult } from '@timekeep/contracts';

/** A notice to show: successes close by themselves, warnings and errors stay (document 3 §9). */
export interface Notice {
  type: 'success' | 'warning' | 'error';
  message: string;
  lines: string[];
}

const listed = (type: Notice['type'], message: string, lines: readonly string[]): Notice[] => (lines.length ? [{ type, message, lines: [...lines] }] : []);

/**
 * Document 3 §8 for a send's result per key: an unsuccessful entry is an error with its message
 * ('Please connect to WorkflowMax.' when it has none); the employees, jobs and tasks WorkflowMax
 * does not have are warnings; nothing else to say is 'Send Successfully'.
 */
export function workflowMaxSendNotices(result: WorkflowMaxSendResult): Notice[] {
  const notices: Notice[] = [];
  for (const [key, entry] of Object.entries(result)) {
    if (!entry.success) notices.push({ type: 'error', message: entry.errorMessage || WORKFLOW_MAX_TEXTS.pleaseConnect, lines: [`${key}: ${entry.sent} time entries sent before it stopped.`] });
    notices.push(
      ...listed('warning', WORKFLOW_MAX_TEXTS.employeesNotInWorkflowMax, entry.employeesNotInWorkflowMax),
      ...listed('warning', WORKFLOW_MAX_TEXTS.jobsNotInWorkflowMax, entry.jobsNotInWorkflowMax),
      ...listed('warning', WORKFLOW_MAX_TEXTS.tasksNotInWorkflowMax, entry.tasksNotInWorkflowMax),
    );
  }
  const sent = Object.values(result).reduce((n, e) => n + e.sent, 0);
  if (!notices.some((n) => n.type === 'error')) notices.unshift({ type: 'success', message: WORKFLOW_MAX_TEXTS.sent, lines: [`${sent} time entries sent.`] });
  return notices;
}

/** Sync Employees: 'Sync successfully.', or a warning listing who cannot be sent and the names held twice. */
export function employeeSyncNotices(reply: WorkflowMaxEmployeeSyncReply): Notice[] {
  if (!reply.success) return [{ type: 'error', message: WORKFLOW_MAX_TEXTS.pleaseConnect, lines: reply.errorMessage ? [reply.errorMessage] : [] }];
  const lines = [
    ...reply.namesNotInWorkflowMax.map((name) => `Not in WorkflowMax: ${name}`),
    ...reply.duplicateEmployeesInTimekeep.map((name) => `Sharing a WorkflowMax staff member: ${name}`),
    ...reply.duplicateNamesInTimekeep.map((name) => `Name held twice here: ${name}`),
    ...reply.duplicateNamesInWorkflowMax.map((name) => `Name held twice in WorkflowMax: ${name}`),
  ];
  return lines.length ? [{ type: 'warning', message: WORKFLOW_MAX_TEXTS.employeesSyncIssues, lines }] : [{ type: 'success', message: WORKFLOW_MAX_TEXTS.synced, lines: [] }];
}
