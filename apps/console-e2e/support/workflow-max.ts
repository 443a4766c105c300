/**
 * The WorkflowMax app the browser tests' server is set up with, and where its fake listens: the
 * global setup picks the port and tells the app; a test starts FakeWorkflowMax on it.
 */
export const WORKFLOW_MAX_APP = { id: 'timekeep-e2e', secret: 'timekeep-e2e-secret' };

export function workflowMaxPort(): number {
  const port = Number(process.env.TK_E2E_WORKFLOW_MAX_PORT);
  if (!port) throw new Error('TK_E2E_WORKFLOW_MAX_PORT is not set: the global setup gives it.');
  return port;
}
