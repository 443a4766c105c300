import { computeTimesheet } from './timesheet';
import { PAY_TYPES, punchesOn, section, timesheetInput, weekdays, ZONE } from './timesheet.fixture';
import type { ScheduleRule } from './schedules';
import type { TimesheetDay, TimesheetInput } from './timesheet-types';
import { instantOf } from './zone-time';

const MON = '2026-11-23';
const TUE = '2026-11-24';
const WED = '2026-11-25';
const FRI = '2026-11-27';
const SUN = '2026-11-29';
const WEEK = [MON, TUE, WED, '2026-11-26', FRI];

const sheet = (extra: Parameters<typeof timesheetInput>[0] = {}) => computeTimesheet(timesheetInput(extra));
const dayOf = (days: TimesheetDay[], date: string) => days.find((d) => d.day === date) as TimesheetDay;
/** A day's pay as pay type id to minutes (or `id:units` to a count). */
const pay = (day: TimesheetDay) => Object.fromEntries(day.payTypeTimes.map((t) => [t.unit === 'units' ? `${t.payTypeId}:units` : t.payTypeId, t.amount]));
const onTime = (dates = WEEK) => dates.flatMap((d) => punchesOn(d, '08:00', '16:30'));
const only = (date: string, rule: ScheduleRule['workSections']): Pick<TimesheetInput, 'schedule' | 'customRules'> => ({ schedule: null, customRules: new Map([[date, { num: 1, isOffDay: false, isClosed: false, workSections: rule }]]) });

describe('timesheet (docs/time-rules.md "Timesheet")', () => {
  describe('a plain week', () => {
    it('pays five on-time days of 8 h (8.5 h less a 30 minute break) as ordinary time, with the weekend off', () => {
      const { days, totals } = sheet({ punches: onTime() });
      expect(days.map((d) => d.type)).toEqual(['Working', 'Working', 'Working', 'Working', 'Working', 'OffDay', 'OffDay']);
      expect(pay(dayOf(days, MON))).toEqual({ ORD: 480 });
      expect(dayOf(days, MON).workShifts[0]).toMatchObject({ deductTime: 30, workMinutes: 480, workHours: 8, hasCompletePunchPairs: true, exceptions: [] });
      expect(totals).toEqual([{ payTypeId: 'ORD', name: 'Ordinary Time', unit: 'hours', amount: 2400, value: 40 }]);
    });

    it('a weekday with no punches is Absent; a later one, still to come, is only scheduled', () => {
      const past = sheet({ punches: onTime([MON]) });
      expect(dayOf(past.days, TUE)).toMatchObject({ type: 'Absent', exceptions: ['Absent'], payTypeTimes: [] });
      const midweek = sheet({ punches: onTime([MON]), now: instantOf(`${TUE}T12:00`, ZONE) });
      expect(dayOf(midweek.days, WED)).toMatchObject({ type: 'Working', exceptions: [] });
    });
  });

  describe('overnight shifts', () => {
    const night = section({ id: 'night', startTime: '22:00', endTime: '06:00', endTimeType: 'NextDay', breakTime: 0 });

    it('a night section is paid on the day it starts, its true length', () => {
      const { days } = sheet({ ...only(MON, [night]), punches: punchesOn(MON, '22:00', `${TUE}T06:00`), payGroup: { breakCalculationType: 'None' } });
      expect(pay(dayOf(days, MON))).toEqual({ ORD: 480 });
      expect(dayOf(days, TUE).type).toBe('NoData');
    });

    it('a section starting the previous day is paid on the day whose schedule holds it', () => {
      const previous = section({ id: 'night', startTime: '22:00', startTimeType: 'Previous', endTime: '06:00', breakTime: 0 });
      const { days } = sheet({ ...only(TUE, [previous]), punches: punchesOn(MON, '22:00', `${TUE}T06:00`), payGroup: { breakCalculationType: 'None' } });
      expect(pay(dayOf(days, TUE))).toEqual({ ORD: 480 });
      expect(dayOf(days, MON).unScheduledPairs).toEqual([]);
    });

    // Scheduled overnight sections never meet payOnFinishDay: the product refuses them for such
    // employees (payOnFinishDayConflicts), so only unscheduled nights move to the finish day.
    it('with payOnFinishDay, an unscheduled night is paid on the day it ends', () => {
      const { days } = sheet({ schedule: null, punches: punchesOn(MON, '22:00', `${TUE}T06:00`), payGroup: { breakCalculationType: 'None', payOnFinishDay: true } });
      expect(dayOf(days, MON).unScheduledPairs).toEqual([]);
      expect(pay(dayOf(days, TUE))).toEqual({ ORD: 480 });
    });

    it('on DST nights the shift is 7 h when clocks go forward and 9 h when they go back', () => {
      const spring = sheet({ ...only('2026-09-26', [night]), from: '2026-09-26', to: '2026-09-27', punches: punchesOn('2026-09-26', '22:00', '2026-09-27T06:00'), payGroup: { breakCalculationType: 'None' } });
      expect(pay(dayOf(spring.days, '2026-09-26'))).toEqual({ ORD: 420 });
      const autumn = sheet({ ...only('2026-04-04', [night]), from: '2026-04-04', to: '2026-04-05', punches: punchesOn('2026-04-04', '22:00', '2026-04-05T06:00'), payGroup: { breakCalculationType: 'None' } });
      expect(pay(dayOf(autumn.days, '2026-04-04'))).toEqual({ ORD: 540 });
    });
  });

  describe('punches the schedule did not expect', () => {
    const closedWednesday = new Map([[WED, { num: 3, isOffDay: false, isClosed: true, workSections: [] }]]);

    it('a punch on a closed day is Unscheduled Work, paid when unscheduled work is approved automatically, never Absent', () => {
      const { days } = sheet({ customRules: closedWednesday, punches: punchesOn(WED, '09:00', '12:00') });
      expect(dayOf(days, WED)).toMatchObject({ type: 'Working', exceptions: ['UnscheduleWork'] });
      expect(pay(dayOf(days, WED))).toEqual({ ORD: 180 });
    });

    it('without automatic approval, unscheduled work waits for a supervisor and is paid once approved', () => {
      const waiting = sheet({ customRules: closedWednesday, punches: punchesOn(WED, '09:00', '12:00'), payGroup: { approvedUnscheduledWork: false } });
      expect(dayOf(waiting.days, WED)).toMatchObject({ payTypeTimes: [], unapprovedUnscheduledMinutes: 180 });
      expect(dayOf(waiting.days, WED).unScheduledPairs[0]).toMatchObject({ approved: false, workMinutes: 0 });
      const approved = sheet({ customRules: closedWednesday, punches: punchesOn(WED, '09:00', '12:00'), payGroup: { approvedUnscheduledWork: false }, approvals: { unscheduledPairs: new Set([`${WED}#0`]) } });
      expect(pay(dayOf(approved.days, WED))).toEqual({ ORD: 180 });
    });

    it("a shift that approves its day's unscheduled work (apprvUnschWork) pays it without a supervisor's approval of each pair, and it is no exception", () => {
      // A morning shift, then two hours in the evening outside it, in a pay group that holds unscheduled work for approval.
      const morning = (apprvUnschWork?: boolean) => only(MON, [section({ id: 'am', startTime: '08:00', endTime: '12:00', breakTime: 0, ...(apprvUnschWork === undefined ? {} : { apprvUnschWork }) })]);
      const punches = punchesOn(MON, '08:00', '12:00', '19:00', '21:00');
      const payGroup = { approvedUnscheduledWork: false, breakCalculationType: 'None' as const };
      const held = dayOf(sheet({ ...morning(), punches, payGroup }).days, MON);
      expect(held).toMatchObject({ unapprovedUnscheduledMinutes: 120, exceptions: ['UnscheduleWork'] });
      expect(pay(held)).toEqual({ ORD: 240 });
      const approved = dayOf(sheet({ ...morning(true), punches, payGroup }).days, MON);
      expect(approved).toMatchObject({ unapprovedUnscheduledMinutes: 0, exceptions: [] });
      expect(approved.unScheduledPairs[0]).toMatchObject({ approved: true, workMinutes: 120 });
      expect(pay(approved)).toEqual({ ORD: 360 });
      // With the pay group paying unscheduled work anyway, the shift's approval still clears the exception.
      expect(dayOf(sheet({ ...morning(true), punches, payGroup: { breakCalculationType: 'None' } }).days, MON).exceptions).toEqual([]);
      expect(dayOf(sheet({ ...morning(false), punches, payGroup: { breakCalculationType: 'None' } }).days, MON).exceptions).toEqual(['UnscheduleWork']);
    });

    it('a pay group that pairs only against the schedule leaves punches outside it unpaired, and reports them', () => {
      const { days } = sheet({ customRules: closedWednesday, punches: punchesOn(WED, '09:00', '12:00'), payGroup: { punchPairWitoutSchedule: false } });
      expect(dayOf(days, WED)).toMatchObject({ unpairedPairs: [{ inPunchId: `${WED}#0`, outPunchId: `${WED}#1` }], payTypeTimes: [], exceptions: ['UnscheduleWork'] });
    });
  });

  describe('duplicate and missing punches', () => {
    it('a double read seconds apart is set aside and reported, and the day is paid as punched', () => {
      const { days } = sheet({ punches: punchesOn(MON, '08:00:01', '08:00:03', '16:30') });
      expect(pay(dayOf(days, MON))).toEqual({ ORD: 480 });
      expect(dayOf(days, MON).ignoredPunches).toEqual([{ punchId: `${MON}#1`, duplicateOf: `${MON}#0` }]);
    });

    it('a missing out: the in is shown, nothing is paid, and the pair says Missing Punch', () => {
      const { days } = sheet({ punches: punchesOn(MON, '08:00') });
      expect(dayOf(days, MON)).toMatchObject({ type: 'Working', exceptions: ['MissingPunch'], payTypeTimes: [] });
      expect(dayOf(days, MON).workShifts[0].punchPairs[0]).toMatchObject({ ptimeIn: `${MON}T08:00`, ptimeOut: null, outException: 'MissingPunch' });
    });

    it('a missing in: a lone punch near the end of the shift is its out', () => {
      const { days } = sheet({ punches: punchesOn(MON, '16:31') });
      expect(dayOf(days, MON)).toMatchObject({ exceptions: ['MissingPunch'], payTypeTimes: [] });
      expect(dayOf(days, MON).workShifts[0].punchPairs[0]).toMatchObject({ inPunchId: null, outPunchId: `${MON}#0`, ptimeIn: null, ptimeOut: `${MON}T16:31`, inException: 'MissingPunch' });
    });

    it('an in still within the longest shift is an open shift, not a missing punch', () => {
      const { days } = sheet({ punches: punchesOn(MON, '08:00'), now: instantOf(`${MON}T12:00`, ZONE) });
      expect(dayOf(days, MON).exceptions).toEqual([]);
    });
  });

  describe('breaks', () => {
    it('a day ending just past the 5 hour trigger loses only the 10 minutes past it', () => {
      const { days } = sheet({ punches: punchesOn(MON, '08:00', '13:10') });
      expect(dayOf(days, MON).workShifts[0]).toMatchObject({ deductTime: 10, workMinutes: 300, exceptions: ['EarlyDeparture'] });
    });

    it('clocked-out breaks are unpaid and count toward the break; the minimum break tops a short one up', () => {
      const clocked = { clockOutForBreaks: true };
      expect(pay(dayOf(sheet({ punches: punchesOn(MON, '08:00', '12:00', '12:30', '16:30'), payGroup: clocked }).days, MON))).toEqual({ ORD: 480 });
      expect(pay(dayOf(sheet({ punches: punchesOn(MON, '08:00', '12:00', '12:10', '16:30'), payGroup: clocked }).days, MON))).toEqual({ ORD: 480 });
      expect(pay(dayOf(sheet({ punches: punchesOn(MON, '08:00', '12:00', '12:10', '16:30'), payGroup: { ...clocked, minimumBreak: false } }).days, MON))).toEqual({ ORD: 500 });
    });

    it('no break clocked when breaks are clocked is a Missing Break; a long one a Long Break, unless within the allowance', () => {
      const missing = dayOf(sheet({ punches: punchesOn(MON, '08:00', '16:30'), payGroup: { clockOutForBreaks: true } }).days, MON);
      expect(missing).toMatchObject({ exceptions: ['MissingBreak'] });
      expect(pay(missing)).toEqual({ ORD: 480 });
      const long = punchesOn(MON, '08:00', '12:00', '13:00', '16:30');
      expect(dayOf(sheet({ punches: long }).days, MON)).toMatchObject({ exceptions: ['LongBreak'] });
      expect(pay(dayOf(sheet({ punches: long }).days, MON))).toEqual({ ORD: 450 });
      expect(dayOf(sheet({ punches: long, payGroup: { breakTimeException: 30 } }).days, MON).exceptions).toEqual([]);
    });

    it('a clocked break in a shift with no break scheduled is an Unscheduled Break', () => {
      const { days } = sheet({ schedule: weekdays([section({ breakTime: 0 })]), punches: punchesOn(MON, '08:00', '12:00', '12:30', '16:30') });
      expect(dayOf(days, MON).exceptions).toEqual(['UnscheduleBreak']);
    });

    it('meal not taken deducts nothing; a section can carry its own break rule', () => {
      const through = sheet({ schedule: weekdays([section({ lunchWorkingThrough: true })]), punches: onTime([MON]) });
      expect(pay(dayOf(through.days, MON))).toEqual({ ORD: 510 });
      const own = sheet({ schedule: weekdays([section({ overrideBreakCalculation: true, breakCalculationType: 'Time of Day', breakStartTime: '12:00', breakTime: 45 })]), punches: punchesOn(MON, '08:00', '16:30') });
      expect(dayOf(own.days, MON).workShifts[0]).toMatchObject({ deductTime: 45, workMinutes: 465 });
    });
  });

  describe('overtime', () => {
    it('Daily: past 7.5 hours a day', () => {
      const { days, totals } = sheet({ punches: onTime(), payGroup: { overtimeCalculationType: 'Daily', dailyOvertimeThreshold: 7.5 } });
      expect(pay(dayOf(days, MON))).toEqual({ ORD: 450, OT15: 30 });
      expect(totals.map((t) => [t.payTypeId, t.value])).toEqual([
        ['ORD', 37.5],
        ['OT15', 2.5],
      ]);
    });

    it('Weekly: past 38 hours, the latest first, under the pay group’s period overtime pay type', () => {
      const payTypes = { ...PAY_TYPES, periodOvertime: { id: 'OT20', name: 'Overtime 2.0' } };
      const { days } = sheet({ punches: onTime(), payTypes, payGroup: { overtimeCalculationType: 'Weekly', periodOvertimeThreshold: 38 } });
      expect(pay(dayOf(days, '2026-11-26'))).toEqual({ ORD: 480 });
      expect(pay(dayOf(days, FRI))).toEqual({ ORD: 360, OT20: 120 });
    });

    it('the employee’s standard hours can be the weekly threshold', () => {
      const { days } = sheet({ punches: onTime(), standardHours: 36, payGroup: { overtimeCalculationType: 'Weekly', useStandardHoursAsPeriodOvertimeThreshold: true, periodOvertimeThreshold: 99 } });
      expect(pay(dayOf(days, FRI))).toEqual({ ORD: 240, OT15: 240 });
    });

    it('with supervisorMAOT, overtime waits for approval: not paid, reported as Unapproved Overtime, then paid once the day is approved', () => {
      const rules = { overtimeCalculationType: 'Weekly' as const, periodOvertimeThreshold: 38, supervisorMAOT: true };
      const waiting = dayOf(sheet({ punches: onTime(), payGroup: rules }).days, FRI);
      expect(waiting).toMatchObject({ unapprovedOvertimeMinutes: 120, exceptions: ['UnprovedOvertime'] });
      expect(pay(waiting)).toEqual({ ORD: 360 });
      const approved = dayOf(sheet({ punches: onTime(), payGroup: rules, approvals: { overtimeDates: new Set([FRI]) } }).days, FRI);
      expect(pay(approved)).toEqual({ ORD: 360, OT15: 120 });
    });
  });

  describe('public holidays', () => {
    const holidays = new Map([[WED, 'Test Day']]);

    it('worked: paid as public holiday time, an alternative holiday earned, and no overtime from it', () => {
      const { days } = sheet({ holidays, punches: onTime(), payGroup: { overtimeCalculationType: 'Daily', dailyOvertimeThreshold: 7.5 } });
      expect(dayOf(days, WED)).toMatchObject({ type: 'HOL', holidayName: 'Test Day', alternativeHolidayEarned: true });
      expect(pay(dayOf(days, WED))).toEqual({ PH: 480, 'ALT:units': 1 });
    });

    it('not worked on a working day: a day’s hours, or the schedule, as Public Holiday Not Worked; never Absent', () => {
      const notWorked = onTime([MON, TUE, '2026-11-26', FRI]);
      const byHours = dayOf(sheet({ holidays, punches: notWorked, payGroup: { convertUnit: 8 } }).days, WED);
      expect(byHours).toMatchObject({ type: 'HOL', exceptions: [] });
      expect(pay(byHours)).toEqual({ PHNW: 480 });
      expect(pay(dayOf(sheet({ holidays, punches: notWorked, payGroup: { calculatePublicHolidayLeaveBySchedule: true } }).days, WED))).toEqual({ PHNW: 480 });
      expect(dayOf(sheet({ holidays, punches: notWorked, payGroup: { phlAbsent: true } }).days, WED)).toMatchObject({ type: 'Absent', payTypeTimes: [] });
    });
  });

  describe('leave', () => {
    it('leave by time range across midnight is its true length, and the day is Leave, not Absent', () => {
      const leave = { id: 'l1', payType: { id: 'AL', name: 'Annual Leave', paidLeave: true }, from: MON, to: MON, length: { kind: 'timeRange' as const, startTime: '22:00', endTime: '06:00', endNextDay: true } };
      const { days } = sheet({ leaves: [leave] });
      expect(dayOf(days, MON)).toMatchObject({ type: 'Leave', leaveRecord: { leaveId: 'l1', minutes: 480, hours: 8 }, exceptions: [] });
      expect(pay(dayOf(days, MON))).toEqual({ AL: 480 });
    });

    it('part of a day is an hour leave beside the work; paid leave counts toward overtime only when the pay group says so', () => {
      const leave = { id: 'l2', payType: { id: 'AL', name: 'Annual Leave', paidLeave: true }, from: FRI, to: FRI, length: { kind: 'hoursPerDay' as const, hours: 2 } };
      const punches = [...onTime([MON, TUE, WED, '2026-11-26']), ...punchesOn(FRI, '08:00', '14:30')];
      const rules = { overtimeCalculationType: 'Weekly' as const, periodOvertimeThreshold: 37 };
      const friday = dayOf(sheet({ leaves: [leave], punches, payGroup: rules }).days, FRI);
      expect(friday.hourLeaves).toMatchObject([{ leaveId: 'l2', minutes: 120 }]);
      // Monday to Thursday 32 h, Friday 6 h (08:00 to 14:30 less the break): 1 h past 37.
      expect(pay(friday)).toEqual({ AL: 120, ORD: 300, OT15: 60 });
      expect(pay(dayOf(sheet({ leaves: [leave], punches, payGroup: { ...rules, includePaidLeavesInOvertimeThreshold: true } }).days, FRI))).toEqual({ AL: 120, ORD: 180, OT15: 180 });
    });

    it('a day of leave is the pay type’s hours a day, a fifth of the standard week, or the pay group’s hours a day', () => {
      const day = (conversion?: { mode: 'ctDay' | 'byStandardHour' | 'percentage'; ctDay: number }) =>
        pay(dayOf(sheet({ payGroup: { convertUnit: 7 }, leaves: [{ id: 'l3', payType: { id: 'AL', name: 'Annual Leave', paidLeave: true, conversion }, from: MON, to: MON, length: { kind: 'days', days: 1 } }] }).days, MON));
      expect(day({ mode: 'ctDay', ctDay: 7.5 })).toEqual({ AL: 450 });
      expect(day({ mode: 'byStandardHour', ctDay: 1 })).toEqual({ AL: 480 });
      expect(day()).toEqual({ AL: 420 });
    });

    it('auto leave pays a scheduled day with no punches, so it is not Absent', () => {
      const { days } = sheet({ punches: onTime([MON]), payGroup: { autoLeave: true } });
      expect(dayOf(days, TUE)).toMatchObject({ type: 'Leave', exceptions: [] });
      expect(pay(dayOf(days, TUE))).toEqual({ AL: 480 });
    });
  });

  describe('exceptions the company and pay group report', () => {
    it('a switched-off type is not reported; skipException hides attendance exceptions but not missing punches', () => {
      const late = punchesOn(MON, '08:20', '16:30');
      expect(dayOf(sheet({ punches: late }).days, MON).exceptions).toEqual(['LateArrival']);
      const off = timesheetInput({ punches: late });
      expect(dayOf(computeTimesheet({ ...off, company: { ...off.company, exceptions: { ...off.company.exceptions, lateArrival: false } } }).days, MON).exceptions).toEqual([]);
      expect(dayOf(sheet({ punches: late, payGroup: { skipException: true } }).days, MON).exceptions).toEqual([]);
      expect(dayOf(sheet({ punches: punchesOn(MON, '08:20'), payGroup: { skipException: true } }).days, MON).exceptions).toEqual(['MissingPunch']);
    });

    it('a punch without a job is a Missing Job where the company uses job codes', () => {
      const input = timesheetInput({ punches: onTime([MON]) });
      const jobs = { ...input.company, jobRequired: true };
      expect(dayOf(computeTimesheet({ ...input, company: jobs }).days, MON).exceptions).toEqual(['MissingJob']);
      const withJob = input.punches.map((p) => ({ ...p, jobId: 'j1' }));
      expect(dayOf(computeTimesheet({ ...input, company: jobs, punches: withJob }).days, MON).exceptions).toEqual([]);
    });
  });

  describe('allowances and guaranteed hours', () => {
    it('skills pay one unit a shift, or the hours worked, under their allowance pay type', () => {
      const meal = { id: 'MEAL', name: 'Meal Allowance' };
      const { days } = sheet({ punches: onTime([MON]), skills: [{ payType: meal, allowanceCalculationType: 'eitherOnePerShift' }] });
      expect(pay(dayOf(days, MON))).toEqual({ ORD: 480, 'MEAL:units': 1 });
      expect(dayOf(days, TUE).payTypeTimes).toEqual([]);
      const hourly = sheet({ punches: onTime([MON]), skills: [{ payType: meal, allowanceCalculationType: 'hoursWorkedForDay' }] });
      expect(pay(dayOf(hourly.days, MON))).toEqual({ ORD: 480, MEAL: 480 });
    });

    it('a finished pay period short of the guaranteed hours is topped up on its last day', () => {
      const { days, totals } = sheet({ punches: onTime(), guaranteedHours: 45 });
      expect(pay(dayOf(days, SUN))).toEqual({ GTU: 300 });
      expect(totals.find((t) => t.payTypeId === 'GTU')?.value).toBe(5);
      const running = sheet({ punches: onTime(), guaranteedHours: 45, now: instantOf(`${SUN}T12:00`, ZONE) });
      expect(dayOf(running.days, SUN).payTypeTimes).toEqual([]);
    });
  });
});
