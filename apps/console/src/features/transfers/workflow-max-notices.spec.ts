import { employeeSyncNotices, workflowMaxSendNotices } from './workflow-max-notices';

const entry = { success: true, employeesNotInWorkflowMax: [], jobsNotInWorkflowMax: [], tasksNotInWorkflowMax: [], sent: 5, alreadySent: 0 };

describe("the WorkflowMax form's notices", () => {
  it("says 'Send Successfully' when everything went, and lists what WorkflowMax lacks in warnings that stay", () => {
    expect(workflowMaxSendNotices({ '2026-11-02 to 2026-11-08': entry })).toEqual([{ type: 'success', message: 'Send Successfully', lines: ['5 time entries sent.'] }]);
    expect(workflowMaxSendNotices({ k: { ...entry, employeesNotInWorkflowMax: ['Cara Kahu (x)'], jobsNotInWorkflowMax: ['J000124 Fit-out'] } }).map((n) => [n.type, n.message, n.lines])).toEqual([
      ['success', 'Send Successfully', ['5 time entries sent.']],
      ['warning', 'Hours for the following employees cannot be sent because they do not exist in WorkflowMax:', ['Cara Kahu (x)']],
      ['warning', 'Hours on the following jobs cannot be sent because they do not exist in WorkflowMax:', ['J000124 Fit-out']],
    ]);
  });

  it("shows an unsuccessful entry's message, or 'Please connect to WorkflowMax.' when it has none", () => {
    expect(workflowMaxSendNotices({ k: { ...entry, success: false, errorMessage: 'WorkflowMax had a problem of its own (500).', sent: 2 } })).toEqual([
      { type: 'error', message: 'WorkflowMax had a problem of its own (500).', lines: ['k: 2 time entries sent before it stopped.'] },
    ]);
    expect(workflowMaxSendNotices({ k: { ...entry, success: false, sent: 0 } })[0].message).toBe('Please connect to WorkflowMax.');
  });

  it("answers Sync Employees with 'Sync successfully.', its warnings, or 'Please connect to WorkflowMax.' when it failed", () => {
    const none = { namesNotInWorkflowMax: [], duplicateNamesInTimekeep: [], duplicateEmployeesInTimekeep: [], duplicateNamesInWorkflowMax: [] };
    expect(employeeSyncNotices({ success: true, ...none })).toEqual([{ type: 'success', message: 'Sync successfully.', lines: [] }]);
    expect(employeeSyncNotices({ success: true, ...none, namesNotInWorkflowMax: ['Ben Lee (typo)'], duplicateNamesInWorkflowMax: ['Sam Hill'] })).toEqual([
      { type: 'warning', message: 'Some employees cannot be sent to WorkflowMax:', lines: ['Not in WorkflowMax: Ben Lee (typo)', 'Name held twice in WorkflowMax: Sam Hill'] },
    ]);
    expect(employeeSyncNotices({ success: false, errorMessage: 'Not connected to WorkflowMax: connect to WorkflowMax first.', ...none })).toEqual([
      { type: 'error', message: 'Please connect to WorkflowMax.', lines: ['Not connected to WorkflowMax: connect to WorkflowMax first.'] },
    ]);
  });
});
