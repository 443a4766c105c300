import fc from 'fast-check';
import { computeTimesheet, TimesheetDay, TimesheetInput } from '@timekeep/domain-time-engine';
import { punchesOn, timesheetInput } from '@timekeep/domain-time-engine/src/timesheet.fixture';
import { approvedOvertimeDates, computeWithApprovals } from './approved-overtime';

// The week of Monday 23 November 2026: five days of 08:00 to 16:30 less a 30 minute break, 8 h each.
const WEEK = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];
const THU = WEEK[3];
const FRI = WEEK[4];
/** Past 38 hours a week is overtime, and it waits for a supervisor (docs/time-rules.md "Overtime approval"). */
const SUPERVISED = { overtimeCalculationType: 'Weekly' as const, periodOvertimeThreshold: 38, supervisorMAOT: true };

const onTime = () => WEEK.flatMap((d) => punchesOn(d, '08:00', '16:30'));
/** The pairs a supervisor approved, by their in-punch ids (punchesOn names them date#n). */
const approving = (...inPunchIds: string[]) => ({ unscheduledPairs: new Set(inPunchIds) });
const dayOf = (days: readonly TimesheetDay[], date: string) => days.find((d) => d.day === date) as TimesheetDay;
/** A day's pay in minutes by pay type. */
const pay = (day: TimesheetDay) => Object.fromEntries(day.payTypeTimes.map((t) => [t.payTypeId, t.amount]));

describe('approved overtime (supervisorMAOT, ADR 0028)', () => {
  it("pays Friday's 2 h overtime once the supervisor approved Friday's pair, and not before", () => {
    const waiting = dayOf(computeWithApprovals(timesheetInput({ punches: onTime(), payGroup: SUPERVISED })).timesheet.days, FRI);
    expect(pay(waiting)).toEqual({ ORD: 360 });
    expect(waiting).toMatchObject({ unapprovedOvertimeMinutes: 120, exceptions: ['UnprovedOvertime'] });

    const { input, timesheet } = computeWithApprovals(timesheetInput({ punches: onTime(), payGroup: SUPERVISED, approvals: approving(`${FRI}#0`) }));
    expect(pay(dayOf(timesheet.days, FRI))).toEqual({ ORD: 360, OT15: 120 });
    expect(dayOf(timesheet.days, FRI)).toMatchObject({ unapprovedOvertimeMinutes: 0, exceptions: [] });
    // The input the days were paid from names the date, so what is stored can be recomputed the same.
    expect([...(input.approvals?.overtimeDates ?? [])]).toEqual([FRI]);
  });

  it("approving another day's pair releases nothing on Friday", () => {
    const { timesheet } = computeWithApprovals(timesheetInput({ punches: onTime(), payGroup: SUPERVISED, approvals: approving(`${THU}#0`) }));
    expect(pay(dayOf(timesheet.days, FRI))).toEqual({ ORD: 360 });
    expect(dayOf(timesheet.days, FRI).unapprovedOvertimeMinutes).toBe(120);
  });

  it('a split Friday is paid its overtime only when both of its pairs are approved', () => {
    const punches = [...WEEK.slice(0, 4).flatMap((d) => punchesOn(d, '08:00', '16:30')), ...punchesOn(FRI, '08:00', '12:00', '12:30', '16:30')];
    const half = computeWithApprovals(timesheetInput({ punches, payGroup: SUPERVISED, approvals: approving(`${FRI}#0`) })).timesheet;
    expect(dayOf(half.days, FRI).unapprovedOvertimeMinutes).toBeGreaterThan(0);
    expect(pay(dayOf(half.days, FRI)).OT15).toBeUndefined();
    const both = computeWithApprovals(timesheetInput({ punches, payGroup: SUPERVISED, approvals: approving(`${FRI}#0`, `${FRI}#2`) })).timesheet;
    expect(dayOf(both.days, FRI).unapprovedOvertimeMinutes).toBe(0);
    expect(pay(dayOf(both.days, FRI)).OT15).toBe(dayOf(half.days, FRI).unapprovedOvertimeMinutes);
  });

  it('without supervisorMAOT overtime never waits, and the approvals change nothing', () => {
    const input = timesheetInput({ punches: onTime(), payGroup: { ...SUPERVISED, supervisorMAOT: false }, approvals: approving(`${FRI}#0`) });
    const { input: paidFrom, timesheet } = computeWithApprovals(input);
    expect(paidFrom).toBe(input);
    expect(pay(dayOf(timesheet.days, FRI))).toEqual({ ORD: 360, OT15: 120 });
  });

  it('a day with overtime waiting but no pairs (nothing a supervisor could approve) is not released', () => {
    const day = { day: FRI, unapprovedOvertimeMinutes: 60, workShifts: [], unScheduledPairs: [] } as unknown as TimesheetDay;
    expect(approvedOvertimeDates([day], new Set(['anything']))).toEqual(new Set());
  });

  describe('property: approvals only release waiting overtime, day by day', () => {
    /** Daily overtime past 7.5 h, so each day's overtime is its own: a day in, a day out between 05:00 and 21:00. */
    const DAILY = { overtimeCalculationType: 'Daily' as const, dailyOvertimeThreshold: 7.5, supervisorMAOT: true };
    const pad = (n: number) => String(n).padStart(2, '0');
    const time = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
    const week = fc.array(
      fc.record({ start: fc.integer({ min: 5 * 60, max: 9 * 60 }), hours: fc.integer({ min: 6 * 60, max: 12 * 60 }), approved: fc.boolean() }),
      { minLength: 5, maxLength: 5 },
    );

    it('a day whose pairs are all approved is paid the overtime it had waiting; any other day keeps it waiting; ordinary time never moves', () => {
      fc.assert(
        fc.property(week, (days) => {
          const punches = days.flatMap((d, i) => punchesOn(WEEK[i], time(d.start), time(d.start + d.hours)));
          const approved = days.flatMap((d, i) => (d.approved ? [`${WEEK[i]}#0`] : []));
          const input: TimesheetInput = timesheetInput({ punches, payGroup: DAILY, approvals: approving(...approved) });
          const before = computeTimesheet(input);
          const after = computeWithApprovals(input).timesheet;
          days.forEach((d, i) => {
            const was = dayOf(before.days, WEEK[i]);
            const now = dayOf(after.days, WEEK[i]);
            expect(pay(now).ORD).toBe(pay(was).ORD);
            if (d.approved) {
              expect(now.unapprovedOvertimeMinutes).toBe(0);
              expect(pay(now).OT15 ?? 0).toBe(was.unapprovedOvertimeMinutes);
            } else {
              expect(now.unapprovedOvertimeMinutes).toBe(was.unapprovedOvertimeMinutes);
              expect(pay(now).OT15).toBeUndefined();
            }
          });
        }),
        { numRuns: 60 },
      );
    });
  });
});
