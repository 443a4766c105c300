import type { JobCodeFields, PayRuleBody, StoredWorkCode, TaskCodeFields, WorkCodeFacts } from '@timekeep/domain-pay-rules';
import { WorkCodeSyncError } from '@timekeep/domain-pay-rules';
import { planMyobSync } from './myob-job-sync';

const ids = () => {
  let n = 0;
  return () => `new-${++n}`;
};

const job = (id: string, code: string, name: string, extra: Partial<JobCodeFields> & { active?: boolean } = {}): StoredWorkCode<JobCodeFields> => {
  const { active = true, ...fields } = extra;
  return { id, body: { name, active, systemCode: null, fields: { code, description: null, punchCode: null, payExportCode: null, externalType: null, externalId: null, taskIds: [], ...fields } } };
};

const myob = (jobs: StoredWorkCode<JobCodeFields>[], tasks: StoredWorkCode<TaskCodeFields>[] = []): WorkCodeFacts => ({ jobs, tasks, externalType: '05' });
const names = (bodies: Array<{ body: PayRuleBody<{ code: string }> }>) => bodies.map((b) => [b.body.fields.code, b.body.name, b.body.active]);

describe('planning a MYOB Advanced sync', () => {
  const projects = [
    { projectId: 'P2', description: 'Fit-out', status: 'Active', tasks: [{ taskId: 'LAB', description: 'Labour', status: 'Active' }] },
    { projectId: 'P1', description: 'Warranty', status: 'Completed', tasks: [{ taskId: 'LAB', description: 'Labour', status: 'Completed' }, { taskId: 'TRV', description: 'Travel', status: 'Planned' }] },
  ];

  it('makes a job per project and one task per task ID, active as MYOB has them', () => {
    const plan = planMyobSync(projects, myob([]), ids());
    expect(names(plan.jobs)).toEqual([
      ['P1', 'Warranty', false],
      ['P2', 'Fit-out', true],
    ]);
    expect(names(plan.tasks)).toEqual([
      ['LAB', 'Labour', true],
      ['TRV', 'Travel', false],
    ]);
    // A task carries a task's fields, not a job's list of tasks.
    expect(Object.keys(plan.tasks[0].body.fields).sort()).toEqual(['code', 'description', 'externalId', 'externalType', 'payExportCode', 'punchCode']);
    const lab = plan.tasks[0].id;
    expect(plan.jobs.map((j) => j.body.fields.taskIds)).toEqual([[lab, plan.tasks[1].id], [lab]]);
    expect(plan.jobs[0].body.fields).toMatchObject({ externalType: '05', externalId: 'P1' });
  });

  it('adopts our job of the same code, keeps our punch code, and closes synced jobs MYOB no longer lists', () => {
    const stored = [job('ours', 'p2', 'Fit-out', { punchCode: '22' }), job('gone', 'P9', 'Old', { externalType: '05', externalId: 'P9' }), job('local', 'L1', 'Warranty')];
    const plan = planMyobSync(projects, myob(stored), ids());
    const byId = new Map(plan.jobs.map((j) => [j.id, j]));
    expect(byId.get('ours')).toMatchObject({ change: 'updated', body: { name: 'Fit-out', fields: { code: 'P2', punchCode: '22', externalId: 'P2' } } });
    expect(byId.get('gone')).toMatchObject({ change: 'closed', body: { active: false } });
    expect(byId.has('local')).toBe(false);
    // 'Warranty' is our local job's name: the project's job takes its ID beside it.
    expect(plan.jobs.find((j) => j.body.fields.code === 'P1')?.body.name).toBe('Warranty (P1)');
  });

  it('changes nothing the second time', () => {
    const first = planMyobSync(projects, myob([]), ids());
    const again = planMyobSync(projects, myob(first.jobs, first.tasks), ids());
    expect([...again.jobs, ...again.tasks].every((r) => r.change === 'unchanged')).toBe(true);
  });

  it('stops on a project MYOB lists twice', () => {
    expect(() => planMyobSync([...projects, { ...projects[0], projectId: 'p2' }], myob([]), ids())).toThrow(new WorkCodeSyncError('MYOB Advanced listed the project P2 twice.'));
  });
});
