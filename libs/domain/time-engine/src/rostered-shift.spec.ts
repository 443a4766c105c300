import fc from 'fast-check';
import { rosteredShift } from './rostered-shift';
import { computeTimesheet } from './timesheet';
import { PAY_GROUP, QUARTER_HOUR_ROUNDING, section, timesheetInput, ZONE } from './timesheet.fixture';
import { instantOf, localOf } from './zone-time';
import type { WorkSection } from './schedules';

const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`;

describe('a rostered shift pays what the timesheet pays when it is worked as rostered (ADR 0074)', () => {
  it("the demo's Early pick, 06:00-14:30 with 30 minutes' break: 8 h where the pay group deducts breaks, 8.5 h where it deducts none", () => {
    const early = section({ startTime: '06:00', endTime: '14:30', breakTime: 30 });
    expect(rosteredShift(early, '2026-11-30', { zone: ZONE, payGroup: PAY_GROUP, rounding: [] })).toMatchObject({ workMinutes: 480, deductTime: 30 });
    expect(rosteredShift(early, '2026-11-30', { zone: ZONE, payGroup: { ...PAY_GROUP, breakCalculationType: 'None' }, rounding: [] })).toMatchObject({ workMinutes: 510, deductTime: 0 });
  });

  it('for any section and pay group, the roster\'s minutes and break are the timesheet\'s', () => {
    fc.assert(
      fc.property(
        fc.record({
          start: fc.integer({ min: 0, max: 24 * 60 - 1 }),
          length: fc.integer({ min: 30, max: 14 * 60 }),
          breakTime: fc.integer({ min: 0, max: 60 }),
          day: fc.integer({ min: 0, max: 6 }),
          breakType: fc.constantFrom<Array<'None' | 'Hours at Work' | 'Time of Day'>>('None', 'Hours at Work', 'Time of Day'),
          workTime: fc.integer({ min: 1, max: 8 }),
          clockOutForBreaks: fc.boolean(),
          minimumBreak: fc.boolean(),
          rounded: fc.boolean(),
          graceTimeIn: fc.integer({ min: 0, max: 10 }),
          override: fc.boolean(),
        }),
        (r) => {
          const date = `2026-11-${pad(23 + r.day)}`;
          const end = r.start + r.length;
          const rostered: WorkSection = section({
            startTime: hhmm(r.start),
            endTime: hhmm(end),
            endTimeType: end >= 24 * 60 ? 'NextDay' : 'Today',
            breakTime: r.breakTime,
            ...(r.override ? { overrideBreakCalculation: true, breakCalculationType: 'Hours at Work' as const, breakTriggerTime: 4 } : {}),
          });
          const payGroup = { ...PAY_GROUP, breakCalculationType: r.breakType, workTime: r.workTime, breakStartTime: '12:00', clockOutForBreaks: r.clockOutForBreaks, minimumBreak: r.minimumBreak, graceTimeIn: r.graceTimeIn };
          const rounding = r.rounded ? QUARTER_HOUR_ROUNDING : [];
          const roster = rosteredShift(rostered, date, { zone: ZONE, payGroup, rounding });
          const startAt = instantOf(`${date}T${rostered.startTime}`, ZONE);
          const sheet = computeTimesheet(
            timesheetInput({
              from: date,
              to: date,
              schedule: null,
              customRules: new Map([[date, { num: 1, isOffDay: false, isClosed: false, workSections: [rostered] }]]),
              punches: [
                { id: 'in', local: localOf(startAt, ZONE) },
                { id: 'out', local: localOf(startAt + r.length * 60, ZONE) },
              ],
              rounding,
              payGroup,
            }),
          );
          const shift = sheet.days[0].workShifts[0];
          expect({ workMinutes: roster.workMinutes, deductTime: roster.deductTime }).toEqual({ workMinutes: shift.workMinutes, deductTime: shift.deductTime });
        },
      ),
      { numRuns: 300 },
    );
  });
});
