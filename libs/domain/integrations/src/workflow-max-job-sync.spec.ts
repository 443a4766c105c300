import type { JobCodeFields, PayRuleBody, StoredWorkCode, TaskCodeFields } from '@timekeep/domain-pay-rules';
import { planWorkflowMaxSync } from './workflow-max-job-sync';

/** WorkflowMax's job as its client reads it, the tasks named (their UUIDs play no part in the plan). */
const wfm = (id: string, name: string, taskNames: string[]) => ({ id, name, tasks: taskNames.map((t) => ({ uuid: `uuid-${t}`, name: t })) });

const job = (id: string, over: Partial<PayRuleBody<JobCodeFields>['fields']> & { name?: string; active?: boolean } = {}): StoredWorkCode<JobCodeFields> => {
  const { name = id, active = true, ...fields } = over;
  return { id, body: { name, active, systemCode: null, fields: { code: id, description: null, punchCode: null, payExportCode: null, externalType: null, externalId: null, taskIds: [], ...fields } } };
};
const task = (id: string, name: string, over: Partial<TaskCodeFields> = {}): StoredWorkCode<TaskCodeFields> => ({
  id,
  body: { name, active: true, systemCode: null, fields: { code: name, description: null, punchCode: null, payExportCode: null, externalType: '04', externalId: name, ...over } },
});

describe("planning WorkflowMax's Sync Jobs", () => {
  let n = 0;
  const newId = () => `new-${++n}`;

  it('makes a job per current job and a task per task name, adopting a job typed with the job number, keeping our punch code', () => {
    n = 0;
    const plan = planWorkflowMaxSync(
      [
        wfm('J000124', 'Fit-out', ['Install', 'design']),
        wfm('J000123', 'Website', ['Design', 'Build']),
      ],
      { jobs: [job('ours-123', { code: 'j000123', punchCode: '123' })], tasks: [], externalType: '04' },
      newId,
    );
    expect(plan.tasks.map((t) => [t.change, t.body.name, t.body.fields.code, t.body.fields.externalType])).toEqual([
      ['created', 'Design', 'Design', '04'],
      ['created', 'Build', 'Build', '04'],
      ['created', 'Install', 'Install', '04'],
    ]);
    const [design, build, install] = plan.tasks.map((t) => t.id);
    expect(plan.jobs.map((j) => [j.id, j.change, j.body.name, j.body.fields.code, j.body.fields.punchCode, j.body.fields.externalId, j.body.fields.taskIds])).toEqual([
      ['ours-123', 'updated', 'Website', 'J000123', '123', 'J000123', [design, build]],
      ['new-4', 'created', 'Fit-out', 'J000124', null, 'J000124', [install, design]],
    ]);
  });

  it('changes nothing when WorkflowMax has not changed, and closes a job once it is no longer current', () => {
    const stored = { jobs: [job('a', { code: 'J1', name: 'One', externalType: '04', externalId: 'J1', taskIds: ['t'] }), job('b', { code: 'J2', name: 'Two', externalType: '04', externalId: 'J2' })], tasks: [task('t', 'Design')], externalType: '04' };
    const plan = planWorkflowMaxSync([wfm('J1', 'One', ['Design'])], stored, newId);
    expect(plan.tasks.map((t) => t.change)).toEqual(['unchanged']);
    expect(plan.jobs.map((j) => [j.id, j.change, j.body.active])).toEqual([
      ['a', 'unchanged', true],
      ['b', 'closed', false],
    ]);
  });

  it('refuses a list with a job twice or a job without a number', () => {
    const facts = { jobs: [], tasks: [], externalType: '04' };
    expect(() => planWorkflowMaxSync([wfm('J1', 'A', []), wfm('J1 ', 'B', [])], facts, newId)).toThrow('WorkflowMax listed the job J1 twice.');
    expect(() => planWorkflowMaxSync([wfm(' ', 'A', [])], facts, newId)).toThrow('WorkflowMax listed a job without a job number.');
  });
});
