import fc from 'fast-check';
import { refusalReply } from '@timekeep/domain-kernel';
import { PayRuleError } from '@timekeep/domain-pay-rules';
import { checkDayRule } from './schedule-template';
import { checkShiftCard, ShiftCardForm } from './shift-card';

/** The New Shift modal's form for an ordinary day shift: 08:00 to 16:30, a 30 minute break. */
const form = (extra: Partial<ShiftCardForm> = {}): ShiftCardForm => ({
  startTime: '08:00',
  startTimeType: 'Today',
  endTime: '16:30',
  endTimeType: 'Today',
  breakTime: 30,
  overrideBreakCalculation: false,
  breakCalculationType: null,
  breakTriggerTime: null,
  breakStartTime: null,
  allowOT: true,
  allowEA: false,
  allowLD: false,
  lunchWorkingThrough: false,
  departmentId: null,
  jobId: null,
  taskId: null,
  ...extra,
});
const TASKS_ON = { tasksRequired: true };
const TASKS_OFF = { tasksRequired: false };
/** What the supervisor is told: the refusal filter's status and body, or null when the shift passes. */
const told = (check: () => unknown) => {
  try {
    check();
    return null;
  } catch (error) {
    return refusalReply(error as PayRuleError);
  }
};
const sentence = (message: string) => ({ status: 400, body: { message } });

describe("a shift saved from the timesheet (document 2 §5 'Shift (timesheet)')", () => {
  it('takes an ordinary day shift, and a night shift ending the next day', () => {
    expect(told(() => checkShiftCard(form(), TASKS_ON))).toBeNull();
    expect(told(() => checkShiftCard(form({ startTime: '22:00', endTime: '06:00', endTimeType: 'NextDay' }), TASKS_ON))).toBeNull();
    expect(told(() => checkShiftCard(form({ startTime: '22:00', startTimeType: 'Previous', endTime: '06:00' }), TASKS_ON))).toBeNull();
  });

  it("refuses with the modal's sentences: times missing, Sch Out not after Sch In", () => {
    expect(told(() => checkShiftCard(form({ startTime: '' }), TASKS_OFF))).toEqual(sentence('Sch In and Sch Out are required.'));
    expect(told(() => checkShiftCard(form({ endTime: '8:00' }), TASKS_OFF))).toEqual(sentence('Sch In and Sch Out are required.'));
    expect(told(() => checkShiftCard(form({ startTime: '16:30', endTime: '08:00' }), TASKS_OFF))).toEqual(sentence('Sch Out must be later than Sch In!'));
    expect(told(() => checkShiftCard(form({ endTime: '08:00' }), TASKS_OFF))).toEqual(sentence('Sch Out must be later than Sch In!'));
  });

  it('a break rule of its own needs its calculation, a positive deduction for Hours at Work, a start for Time of Day', () => {
    const own = (extra: Partial<ShiftCardForm>) => form({ overrideBreakCalculation: true, ...extra });
    expect(told(() => checkShiftCard(own({}), TASKS_OFF))).toEqual(sentence('Break Calculation is required.'));
    expect(told(() => checkShiftCard(own({ breakCalculationType: 'Hours at Work', breakTime: 0 }), TASKS_OFF))).toEqual(sentence('Break deduct time must be greater than 0.'));
    expect(told(() => checkShiftCard(own({ breakCalculationType: 'Time of Day' }), TASKS_OFF))).toEqual(sentence('Break Start Time is required.'));
    expect(told(() => checkShiftCard(own({ breakCalculationType: 'Time of Day', breakStartTime: '12:00' }), TASKS_OFF))).toBeNull();
  });

  it('with task codes on, a shift on a job names its task', () => {
    expect(told(() => checkShiftCard(form({ jobId: 'job' }), TASKS_ON))).toEqual(sentence('Please select a task.'));
    expect(told(() => checkShiftCard(form({ jobId: 'job', taskId: 'task' }), TASKS_ON))).toBeNull();
    expect(told(() => checkShiftCard(form({ jobId: 'job' }), TASKS_OFF))).toBeNull();
  });

  it("property: the timesheet's shift and the employee's schedule day refuse the same shifts for a missing task", () => {
    const id = fc.constantFrom<Array<string | null>>(null, 'job', 'task');
    fc.assert(
      fc.property(id, id, fc.boolean(), (jobId, taskId, tasksRequired) => {
        // A task without a job is the schedule's own refusal (it names the job too): the card leaves it to the save of the day.
        fc.pre(!(taskId && !jobId));
        const rules = { tasksRequired };
        const card = told(() => checkShiftCard(form({ jobId, taskId }), rules));
        const day = told(() => checkDayRule({ workSections: [{ ...form({ jobId, taskId }), id: 's1' }] }, '2026-11-23', rules));
        expect(card).toEqual(day);
        expect(card !== null).toBe(tasksRequired && !!jobId && !taskId);
      }),
    );
  });
});
