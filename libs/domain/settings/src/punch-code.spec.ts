import { refusalReply } from '@timekeep/domain-kernel';
import { levelThreeOf, levelTwoOf, PunchCodeError, punchCodeSigningText, readPunchCodeText, specialPunchCode, standardPunchCode } from './punch-code';

const tasks = [
  { id: 'a', code: 'P1', name: 'Panel 1' },
  { id: 'b', code: 'P1.01', name: 'Cast' },
  { id: 'c', code: 'p1.02', name: 'Cure' },
  { id: 'd', code: 'P10', name: 'Panel 10' },
  { id: 'e', code: 'P10.01', name: 'Cast 10' },
];
const refused = (build: () => unknown) => {
  try {
    build();
  } catch (error) {
    return refusalReply(error as PunchCodeError).body.message;
  }
  throw new Error('not refused');
};

describe('punch code payloads', () => {
  it('names the department, job and task chosen, null for what was left out', () => {
    expect(standardPunchCode({ department: null, job: { id: 'j', name: 'Slab' }, task: null, taskOfJob: false })).toEqual({
      departmentId: null,
      departmentName: null,
      jobId: 'j',
      jobName: 'Slab',
      taskId: null,
      taskName: null,
    });
    expect(refused(() => standardPunchCode({ department: null, job: null, task: null, taskOfJob: false }))).toBe('Choose a department, a job or a task.');
    expect(refused(() => standardPunchCode({ department: null, job: { id: 'j', name: 'Slab' }, task: { id: 't', name: 'Pour' }, taskOfJob: false }))).toBe('Choose a task of the chosen job.');
  });

  it("splits a project's tasks into levels by their codes: P1 holds P1.01 and p1.02, not P10.01", () => {
    expect(levelTwoOf(tasks).map((t) => t.code)).toEqual(['P1', 'P10']);
    expect(levelThreeOf(tasks, tasks[0]).map((t) => t.code)).toEqual(['P1.01', 'p1.02']);
    expect(levelThreeOf(tasks, tasks[3]).map((t) => t.code)).toEqual(['P10.01']);
  });

  it('requires all four of the specific customer and a Level 3 item under the Level 2 one', () => {
    const project = { id: 'j', name: 'Tower' };
    const category = { id: 'o', name: 'Ordinary' };
    expect(specialPunchCode({ project, panel: tasks[0], task: tasks[2], category, projectTasks: tasks })).toEqual({
      project: 'j',
      projectName: 'Tower',
      panel: 'a',
      panelName: 'Panel 1',
      task: 'c',
      taskName: 'Cure',
      category: 'o',
      categoryName: 'Ordinary',
    });
    expect(refused(() => specialPunchCode({ project, panel: tasks[0], task: tasks[2], category: null, projectTasks: tasks }))).toBe('Project, Level 2, Level 3 and Category are required.');
    expect(refused(() => specialPunchCode({ project, panel: tasks[0], task: tasks[4], category, projectTasks: tasks }))).toBe('Choose a Level 3 item of the chosen Level 2 item.');
  });

  it('signs the fields in the spec order whatever order they came in, and reads back only texts of that shape', () => {
    const text = punchCodeSigningText({ taskName: null, taskId: null, jobName: 'Slab', jobId: 'j', departmentName: null, departmentId: null });
    expect(text).toBe('{"departmentId":null,"departmentName":null,"jobId":"j","jobName":"Slab","taskId":null,"taskName":null}');
    expect(readPunchCodeText(`{"sig":"v1.x",${text.slice(1)}`)).toMatchObject({ jobId: 'j', sig: 'v1.x' });
    expect(readPunchCodeText(text)).toBeNull();
    expect(readPunchCodeText('[1]')).toBeNull();
    expect(readPunchCodeText('{"jobId":{"x":1},"sig":"v1.x"}')).toBeNull();
  });
});
