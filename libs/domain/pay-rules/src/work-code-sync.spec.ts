import type { JobCodeFields, TaskCodeFields } from './work-code';
import { JobImportError, planJobImport, readJobImportRows, type StoredWorkCode, type WorkCodeFacts } from './work-code-sync';

const ids = () => {
  let n = 0;
  return () => `new-${++n}`;
};

const job = (id: string, code: string, name: string, extra: Partial<JobCodeFields> & { active?: boolean } = {}): StoredWorkCode<JobCodeFields> => {
  const { active = true, ...fields } = extra;
  return { id, body: { name, active, systemCode: null, fields: { code, description: null, punchCode: null, payExportCode: null, externalType: null, externalId: null, taskIds: [], ...fields } } };
};
const task = (id: string, code: string, name: string, extra: Partial<TaskCodeFields> & { active?: boolean } = {}): StoredWorkCode<TaskCodeFields> => {
  const { active = true, ...fields } = extra;
  return { id, body: { name, active, systemCode: null, fields: { code, description: null, punchCode: null, payExportCode: null, externalType: null, externalId: null, ...fields } } };
};

const refusal = (run: () => unknown): JobImportError => {
  try {
    run();
  } catch (error) {
    if (error instanceof JobImportError) return error;
    throw error;
  }
  throw new Error('not refused');
};

describe('reading the jobs file', () => {
  it('reads a job over several rows as one job with its tasks, header in any order and case', () => {
    const file = readJobImportRows([
      ['task code', 'JOB CODE', 'Job Name', 'Task Name'],
      ['T1', 'J-1', 'Fit-out', 'Labour'],
      ['T2', 'J-1', 'Fit-out', 'Travel'],
      [null, 'J-2', 'Warranty', null],
      [],
    ]);
    expect(file.jobs).toEqual([
      { code: 'J-1', row: 2, name: 'Fit-out', taskCodes: ['T1', 'T2'] },
      { code: 'J-2', row: 4, name: 'Warranty', taskCodes: [] },
    ]);
    expect(file.tasks.map((t) => [t.code, t.name])).toEqual([
      ['T1', 'Labour'],
      ['T2', 'Travel'],
    ]);
  });

  it('takes a job stated once, its cells blank on the rows after', () => {
    const file = readJobImportRows([
      ['Job Code', 'Job Name', 'Job Status', 'Task Code'],
      ['J-1', '', '', 'T1'],
      ['J-1', 'Fit-out', 'Inactive', 'T2'],
      ['J-1', '', '', 'T3'],
    ]);
    expect(file.jobs).toEqual([{ code: 'J-1', row: 2, name: 'Fit-out', active: false, taskCodes: ['T1', 'T2', 'T3'] }]);
  });

  it('refuses a file whose columns are not the layout, saying which', () => {
    expect(refusal(() => readJobImportRows([['Employee', 'Hours']])).message).toBe(
      "The file has a column the jobs file does not have: 'Employee'. Its columns are Job Code, Job Name, Job Punch Code, Job Status, External Job ID, Task Code, Task Name, Task Punch Code, Task Status, External Task ID.",
    );
    expect(refusal(() => readJobImportRows([['Job Name'], ['Fit-out']])).message).toMatch(/^The file has no 'Job Code' column/);
    expect(refusal(() => readJobImportRows([['Job Code', 'job code']])).message).toBe("The file has the column 'Job Code' twice.");
    expect(refusal(() => readJobImportRows([])).message).toBe('The file is empty.');
    expect(refusal(() => readJobImportRows([['Job Code']])).message).toBe('The file has no jobs: fill in a row under the header.');
  });

  it('lists every row to correct, by its row number', () => {
    const error = refusal(() =>
      readJobImportRows([
        ['Job Code', 'Job Name', 'Job Status', 'Task Code', 'Task Name'],
        ['', 'Nameless', '', '', ''],
        ['J-1', 'Fit-out', 'Open', '', ''],
        ['J-2', 'A', '', '', 'Labour'],
        ['J-2', 'B', '', '', ''],
      ]),
    );
    expect(error.message).toBe('4 rows need correcting; nothing was imported.');
    expect(error.rows).toEqual([
      { row: 2, message: 'Job Code is required.' },
      { row: 3, message: "Job Status is 'Open': it must be Active or Inactive." },
      { row: 4, message: 'Task Code is required when the row names a task.' },
      { row: 5, message: 'Job J-2 has another Job Name on row 4.' },
    ]);
  });
});

const facts = (jobs: StoredWorkCode<JobCodeFields>[], tasks: StoredWorkCode<TaskCodeFields>[] = []): WorkCodeFacts => ({ jobs, tasks, externalType: '02' });

describe('planning an import', () => {
  it('creates new codes, updates changed ones and leaves unchanged ones and unlisted ones alone', () => {
    const stored = [job('a', 'J-1', 'Fit-out', { punchCode: '11', payExportCode: 'EXP' }), job('b', 'J-2', 'Warranty'), job('c', 'J-3', 'Not in the file')];
    const file = readJobImportRows([
      ['Job Code', 'Job Name', 'External Job ID', 'Task Code'],
      ['j-1', 'Fit-out', '', 'T1'],
      ['J-2', 'Warranty work', 'AX-2', ''],
      ['J-4', 'New job', '', ''],
    ]);
    const plan = planJobImport(file, facts(stored), ids());
    expect(plan.tasks.map((t) => [t.id, t.change, t.body.fields.code])).toEqual([['new-1', 'created', 'T1']]);
    expect(plan.tasks[0].body.fields).not.toHaveProperty('taskIds');
    expect(plan.jobs.map((j) => [j.id, j.change])).toEqual([
      ['a', 'updated'],
      ['b', 'updated'],
      ['new-2', 'created'],
    ]);
    // The punch and export codes the file has no column for are kept; the external ID marks the company's integration.
    expect(plan.jobs[0].body.fields).toMatchObject({ code: 'j-1', punchCode: '11', payExportCode: 'EXP', taskIds: ['new-1'] });
    expect(plan.jobs[1].body.fields).toMatchObject({ externalType: '02', externalId: 'AX-2' });
    expect(plan.jobs[2].body).toMatchObject({ name: 'New job', active: true });
  });

  it('plans nothing to write when the file states what is stored', () => {
    const stored = [job('a', 'J-1', 'Fit-out', { taskIds: ['t'], externalType: '02', externalId: 'X1' })];
    const file = readJobImportRows([
      ['Job Code', 'Job Name', 'Job Status', 'External Job ID', 'Task Code', 'Task Name'],
      ['J-1', 'Fit-out', 'Active', 'X1', 'T1', 'Labour'],
    ]);
    const plan = planJobImport(file, facts(stored, [task('t', 'T1', 'Labour')]), ids());
    expect([...plan.jobs, ...plan.tasks].map((r) => r.change)).toEqual(['unchanged', 'unchanged']);
  });

  it('refuses names and punch codes that two jobs would hold', () => {
    const stored = [job('a', 'J-1', 'Fit-out', { punchCode: '11' })];
    const file = readJobImportRows([
      ['Job Code', 'Job Name', 'Job Punch Code'],
      ['J-2', 'fit-out', '12'],
      ['J-3', 'Other', '12'],
    ]);
    expect(refusal(() => planJobImport(file, facts(stored), ids())).rows).toEqual([
      { row: 2, message: "Job Name 'fit-out' is also job J-1's." },
      { row: 3, message: "Job Punch Code '12' is also job J-2's (row 2)." },
    ]);
  });
});
