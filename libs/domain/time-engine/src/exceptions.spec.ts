import fc from 'fast-check';
import { computeTimesheet } from './timesheet';
import { punchesOn, section, timesheetInput, weekdays } from './timesheet.fixture';
import type { TimesheetDay, TimesheetInput } from './timesheet-types';

const MON = '2026-11-23';

/**
 * Monday's shift 08:00-16:30 (30 minutes' break) with early arrival and late departure allowed on
 * the section, under a pay group that accepts both up to its thresholds (90 minutes, document 3's
 * default), and the company's exception thresholds as given.
 */
function monday(times: [string, string], company: { earlyArrival: number; lateDeparture: number }, payGroup: Partial<TimesheetInput['payGroup']> = {}): TimesheetDay {
  const base = timesheetInput();
  const { days } = computeTimesheet(
    timesheetInput({
      schedule: weekdays([section({ allowEA: true, allowLD: true })]),
      punches: punchesOn(MON, ...times),
      payGroup: { acceptEA: true, acceptLD: true, ...payGroup },
      company: { ...base.company, exceptionThresholds: company },
    }),
  );
  return days.find((d) => d.day === MON) as TimesheetDay;
}

const ordinary = (day: TimesheetDay) => day.payTypeTimes.find((t) => t.payTypeId === 'ORD')?.amount ?? 0;
const pair = (day: TimesheetDay) => day.workShifts[0].punchPairs[0];

describe('the company\'s early-arrival and late-departure exception thresholds (docs/time-rules.md "Exceptions")', () => {
  const company15 = { earlyArrival: 15, lateDeparture: 15 };

  it('an accepted early arrival within the company threshold is paid from the in and is no exception', () => {
    // In 07:50: 10 minutes early, accepted by the pay group (90), within the company's 15.
    const day = monday(['07:50', '16:30'], company15);
    expect(ordinary(day)).toBe(490);
    expect(day.exceptions).toEqual([]);
    expect(pair(day)).toMatchObject({ ptimeIn: `${MON}T07:50`, inException: null });
  });

  it('past the company threshold it is an Early Arrival, paid the same way', () => {
    // In 07:30: 30 minutes early, past the company's 15.
    const day = monday(['07:30', '16:30'], company15);
    expect(ordinary(day)).toBe(510);
    expect(day.exceptions).toEqual(['EarlyArrival']);
    expect(pair(day).inException).toBe('EarlyArrival');
  });

  it('exactly the threshold is within it; one minute more is past it', () => {
    expect(monday(['07:45', '16:30'], company15).exceptions).toEqual([]);
    expect(monday(['07:44', '16:30'], company15).exceptions).toEqual(['EarlyArrival']);
  });

  it('a threshold of 0 reports every accepted early arrival', () => {
    expect(monday(['07:59', '16:30'], { earlyArrival: 0, lateDeparture: 0 }).exceptions).toEqual(['EarlyArrival']);
  });

  it('late departures follow the company\'s LD threshold, independently of its EA threshold', () => {
    // Out 16:40 and 17:30: 10 and 60 minutes late, against an LD threshold of 30 and an EA threshold of 0.
    const near = monday(['08:00', '16:40'], { earlyArrival: 0, lateDeparture: 30 });
    expect(ordinary(near)).toBe(490);
    expect(near.exceptions).toEqual([]);
    const far = monday(['08:00', '17:30'], { earlyArrival: 0, lateDeparture: 30 });
    expect(ordinary(far)).toBe(540);
    expect(far.exceptions).toEqual(['LateDeparture']);
    expect(pair(far).outException).toBe('LateDeparture');
  });

  it('an early arrival the pay group does not accept is paid from the start and is no exception, whatever the company threshold', () => {
    // Not accepted by the pay group; and 100 minutes early is past its 90-minute threshold.
    expect(monday(['07:30', '16:30'], { earlyArrival: 0, lateDeparture: 0 }, { acceptEA: false })).toMatchObject({ exceptions: [] });
    expect(ordinary(monday(['07:30', '16:30'], { earlyArrival: 0, lateDeparture: 0 }, { acceptEA: false }))).toBe(480);
    const tooEarly = monday(['06:20', '16:30'], { earlyArrival: 0, lateDeparture: 0 }, { shiftThreshold: 120 });
    expect(ordinary(tooEarly)).toBe(480);
    expect(tooEarly.exceptions).toEqual([]);
  });

  it('a company threshold above the pay group\'s leaves no accepted early arrival to report', () => {
    // Pay group accepts up to 30 minutes; the company reports past 45: 07:35 is paid from the in, unreported.
    const day = monday(['07:35', '16:30'], { earlyArrival: 45, lateDeparture: 45 }, { earlyArrivalThreshold: 30 });
    expect(ordinary(day)).toBe(505);
    expect(day.exceptions).toEqual([]);
  });

  it('never changes pay, and a higher threshold only ever removes Early Arrival and Late Departure', () => {
    const minute = fc.integer({ min: 6 * 60 + 40, max: 9 * 60 });
    const outMinute = fc.integer({ min: 15 * 60, max: 18 * 60 });
    const threshold = fc.constantFrom(0, 10, 15, 30, 45, 60);
    const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    fc.assert(
      fc.property(minute, outMinute, threshold, threshold, threshold, threshold, fc.boolean(), (inAt, outAt, ea1, ea2, ld1, ld2, accept) => {
        const [lowEA, highEA] = ea1 <= ea2 ? [ea1, ea2] : [ea2, ea1];
        const [lowLD, highLD] = ld1 <= ld2 ? [ld1, ld2] : [ld2, ld1];
        const group = { acceptEA: accept, acceptLD: accept };
        const low = monday([hhmm(inAt), hhmm(outAt)], { earlyArrival: lowEA, lateDeparture: lowLD }, group);
        const high = monday([hhmm(inAt), hhmm(outAt)], { earlyArrival: highEA, lateDeparture: highLD }, group);
        expect(high.payTypeTimes).toEqual(low.payTypeTimes);
        expect(high.workShifts.map((s) => s.workMinutes)).toEqual(low.workShifts.map((s) => s.workMinutes));
        expect(high.exceptions.every((e) => low.exceptions.includes(e))).toBe(true);
        const others = (day: TimesheetDay) => day.exceptions.filter((e) => e !== 'EarlyArrival' && e !== 'LateDeparture');
        expect(others(high)).toEqual(others(low));
        // Reported exactly when accepted and past the threshold.
        const early = 8 * 60 - inAt;
        const late = outAt - (16 * 60 + 30);
        expect(high.exceptions.includes('EarlyArrival')).toBe(accept && early > highEA && early <= 90);
        expect(high.exceptions.includes('LateDeparture')).toBe(accept && late > highLD && late <= 90);
      }),
    );
  });
});
