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

  it('a break rule of its own needs its calculation, a break deduct time above 0 hours for Hours at Work, a start for Time of Day', () => {
    const own = (extra: Partial<ShiftCardForm>) => form({ overrideBreakCalculation: true, ...extra });
    expect(told(() => checkShiftCard(own({}), TASKS_OFF))).toEqual(sentence('Break Calculation is required.'));
    // The deduct time is the hours at work before the break is taken (document 2 §3 breakTriggerTime, hours), not the break's minutes.
    expect(told(() => checkShiftCard(own({ breakCalculationType: 'Hours at Work', breakTime: 30 }), TASKS_OFF))).toEqual(sentence('Break deduct time must be greater than 0.'));
    expect(told(() => checkShiftCard(own({ breakCalculationType: 'Hours at Work', breakTime: 30, breakTriggerTime: 0 }), TASKS_OFF))).toEqual(sentence('Break deduct time must be greater than 0.'));
    expect(told(() => checkShiftCard(own({ breakCalculationType: 'Hours at Work', breakTime: 30, breakTriggerTime: 25 }), TASKS_OFF))).toEqual(sentence('Break deduct time must be at most 24 hours.'));
    // A 30 minute break after 5 hours at work, and a shift whose break is not deducted at all (0 minutes) after 4.
    expect(told(() => checkShiftCard(own({ breakCalculationType: 'Hours at Work', breakTime: 30, breakTriggerTime: 5 }), TASKS_OFF))).toBeNull();
    expect(told(() => checkShiftCard(own({ breakCalculationType: 'Hours at Work', breakTime: 0, breakTriggerTime: 4 }), TASKS_OFF))).toBeNull();
    expect(told(() => checkShiftCard(own({ breakCalculationType: 'Time of Day' }), TASKS_OFF))).toEqual(sentence('Break Start Time is required.'));
    expect(told(() => checkShiftCard(own({ breakCalculationType: 'Time of Day', breakStartTime: '12:00' }), TASKS_OFF))).toBeNull();
  });

  it("property: the timesheet's shift and a template's section refuse the same break rules, with the same texts", () => {
    const calculation = fc.constantFrom<ShiftCardForm['breakCalculationType']>(null, 'Hours at Work', 'Time of Day');
    const hours = fc.constantFrom<number | null>(null, -1, 0, 0.5, 5, 24, 24.5);
    const start = fc.constantFrom<string | null>(null, '', '12:00', '9am');
    fc.assert(
      fc.property(fc.boolean(), calculation, hours, start, fc.constantFrom(0, 30), (overrideBreakCalculation, breakCalculationType, breakTriggerTime, breakStartTime, breakTime) => {
        const shift = form({ overrideBreakCalculation, breakCalculationType, breakTriggerTime, breakStartTime, breakTime });
        const card = told(() => checkShiftCard(shift, TASKS_OFF));
        const day = told(() => checkDayRule({ workSections: [{ ...shift, id: 's1' }] }, '2026-11-23', TASKS_OFF));
        expect(card).toEqual(day);
      }),
    );
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
