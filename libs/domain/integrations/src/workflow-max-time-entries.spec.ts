import { pairIdsInNotes, planWorkflowMaxEntries, WorkflowMaxPair, workflowMaxNote } from './workflow-max-time-entries';

const STAFF = 'aaaaaaaa-0000-4000-8000-000000000001';
const PAIR = 'bbbbbbbb-0000-4000-8000-000000000001';
const pair = (over: Partial<WorkflowMaxPair>): WorkflowMaxPair => ({
  pairId: PAIR,
  employeeId: 'e1',
  employeeName: 'Aria Smith',
  staffLink: STAFF,
  date: '2026-11-03',
  paidHours: 7.5,
  jobCode: 'J000123',
  jobName: 'Website',
  jobExternalType: '04',
  jobExternalId: 'J000123',
  taskName: 'Design',
  taskExternalType: '04',
  taskExternalId: 'Design',
  ...over,
});
const book = {
  staffUuids: [STAFF.toUpperCase()],
  jobs: [
    { id: 'J000123', name: 'Website', tasks: [{ uuid: 't-design', name: 'design' }, { uuid: 't-build', name: 'Build' }] },
    { id: 'J000124', name: 'Fit-out', tasks: [{ uuid: 't-only', name: 'Install' }] },
  ],
};

describe('planning WorkflowMax time sheet entries from approved pairs', () => {
  it("puts a pair on its job's task by name, for its staff member, in whole minutes, its id in the note", () => {
    expect(planWorkflowMaxEntries([pair({ paidHours: 7.4999 })], book)).toEqual({
      entries: [{ pairId: PAIR, employeeId: 'e1', employeeName: 'Aria Smith', jobId: 'J000123', taskUuid: 't-design', staffUuid: STAFF.toUpperCase(), date: '2026-11-03', minutes: 450, note: `Timekeep pair ${PAIR}` }],
      employeesNotInWorkflowMax: [],
      jobsNotInWorkflowMax: [],
      tasksNotInWorkflowMax: [],
    });
  });

  it('takes a job typed by hand whose code is the job number, and a job with one task for a pair without a task', () => {
    const plan = planWorkflowMaxEntries([pair({ jobCode: 'j000124', jobExternalType: null, jobExternalId: null, taskName: null, taskExternalType: null, taskExternalId: null })], book);
    expect(plan.entries.map((e) => [e.jobId, e.taskUuid])).toEqual([['J000124', 't-only']]);
  });

  it('names, each once, the employees, jobs and tasks WorkflowMax does not have, and sends none of those pairs', () => {
    const plan = planWorkflowMaxEntries(
      [
        pair({ staffLink: 'not-there' }),
        pair({ staffLink: 'not-there', date: '2026-11-04' }),
        pair({ employeeName: 'Dan Fale', staffLink: null }),
        pair({ jobCode: 'J-LOCAL', jobName: 'Yard', jobExternalType: null, jobExternalId: null }),
        pair({ jobCode: null, jobName: null, jobExternalType: null, jobExternalId: null }),
        pair({ taskName: 'Survey', taskExternalType: null, taskExternalId: null }),
        pair({ taskName: null, taskExternalType: null, taskExternalId: null }),
        pair({ paidHours: 0.001 }),
      ],
      book,
    );
    expect(plan).toEqual({
      entries: [],
      employeesNotInWorkflowMax: ['Aria Smith (not-there)', 'Dan Fale'],
      jobsNotInWorkflowMax: ['J-LOCAL Yard', 'No job: Aria Smith on 2026-11-03'],
      tasksNotInWorkflowMax: ['Survey on J000123 Website', 'No task: J000123 Website for Aria Smith on 2026-11-03'],
    });
  });

  it('reads back the pairs a note names, in any case', () => {
    expect(pairIdsInNotes([workflowMaxNote(PAIR).toUpperCase(), 'typed by hand', `${workflowMaxNote('cccccccc-0000-4000-8000-000000000009')} (edited)`])).toEqual(new Set([PAIR, 'cccccccc-0000-4000-8000-000000000009']));
  });
});
