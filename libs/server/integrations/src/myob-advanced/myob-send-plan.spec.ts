import type { ApprovedHour } from '../approved-hours/approved-hours';
import { hhmm, planMyobSend } from './myob-send-plan';

const base: ApprovedHour = {
  pairId: 'p',
  employeeId: 'e1',
  employeeName: 'Aria Rata',
  payId: 'P-1',
  externalId: 'EP1',
  departmentId: 'd',
  date: '2026-11-02',
  paidHours: 4,
  inAt: '2026-11-02T08:00',
  outAt: '2026-11-02T12:00',
  jobId: 'j1',
  jobCode: 'P-100',
  jobName: 'Fence',
  jobExternalType: '05',
  jobExternalId: 'PRJ-100',
  taskId: 't1',
  taskCode: 'T-1',
  taskName: 'Posts',
  taskExternalType: '05',
  taskExternalId: 'PT-01',
};
const hour = (over: Partial<ApprovedHour>): ApprovedHour => ({ ...base, ...over });
const myob = new Map([['EP1', 'ep1']]);

describe('which approved pairs a MYOB Advanced send books where', () => {
  it('books a pair by its job type when that type was chosen, as MYOB spells the employee', () => {
    const plan = planMyobSend([hour({ pairId: 'a' }), hour({ pairId: 'b', jobExternalType: 'Appointment', jobExternalId: 'MRO/FS1', taskId: null, taskExternalId: null })], ['Project'], myob);
    expect(plan.byType.Project.map((h) => [h.pairId, h.externalId])).toEqual([['a', 'ep1']]);
    // An appointment's hours wait for a send that chooses appointments; they are not "missing".
    expect([plan.byType.Appointment, plan.jobsNotInMyob]).toEqual([[], []]);
  });

  it('names, once each, the employees, jobs and tasks MYOB does not have, and counts pairs on no job', () => {
    const plan = planMyobSend(
      [
        hour({ pairId: 'a', externalId: 'EP9', employeeName: 'Dan Rata' }),
        hour({ pairId: 'b', externalId: 'EP9', employeeName: 'Dan Rata' }),
        hour({ pairId: 'c', externalId: null, employeeName: 'Eve Rata' }),
        hour({ pairId: 'd', jobExternalType: null, jobExternalId: null, jobCode: 'L-1', jobName: 'Local' }),
        hour({ pairId: 'e', taskId: null, taskExternalId: null }),
        hour({ pairId: 'f', jobId: null }),
      ],
      ['Project'],
      myob,
    );
    expect(plan).toMatchObject({
      employeesNotInMyob: ['Dan Rata (EP9)', 'Eve Rata (no Employee ID)'],
      jobsNotInMyob: ['L-1 Local'],
      tasksNotInMyob: ['No task (on P-100 Fence)'],
      withoutJob: 1,
    });
    expect(plan.byType.Project).toEqual([]);
  });

  it('writes durations as MYOB takes them, to the minute', () => {
    expect([hhmm(4), hhmm(2.5), hhmm(0.3333), hhmm(10.999)]).toEqual(['04:00', '02:30', '00:20', '11:00']);
  });
});
