import fc from 'fast-check';
import { attend, AttendanceRules } from './attendance';
import { PairingRules, pairPunches } from './punch-pairing';
import { sectionInterval, WorkSection } from './schedules';
import { section as baseSection } from './timesheet.fixture';

const zone = 'Pacific/Auckland';
const PAIRING: PairingRules = { zone, maxShiftHours: 16, payOnFinishDay: false, rounding: [] };
// Document 3's new pay group: shift threshold 90, no grace, EA and LD thresholds 90, EA accepted;
// company exception thresholds of 0, so every accepted early arrival and late departure is reported.
const RULES: AttendanceRules = { shiftThreshold: 90, graceTimeIn: 0, graceTimeOut: 0, acceptEA: true, acceptLD: false, earlyArrivalThreshold: 90, lateDepartureThreshold: 90, exceptionThresholds: { earlyArrival: 0, lateDeparture: 0 } };
const DAY = '2026-11-23';
const section = (extra: Partial<WorkSection> = {}): WorkSection => baseSection({ id: 's1', breakTime: 0, ...extra });
const day = (punches: string[], rules = RULES, s = section()) =>
  attend(pairPunches(punches.map((t, i) => ({ id: `p${i}`, local: `${DAY}T${t}` })), PAIRING).pairs, [sectionInterval(s, DAY, zone)], rules);

describe('attendance (docs/time-rules.md "Attendance")', () => {
  it('pays the scheduled span for punches on time', () => {
    expect(day(['08:00', '16:30']).sections[0]).toMatchObject({ minutes: 510, exceptions: [] });
  });

  it('pays an early in from the start unless early arrival is accepted by pay group and section', () => {
    expect(day(['07:30', '16:30']).sections[0]).toMatchObject({ minutes: 510, exceptions: [] });
    expect(day(['07:30', '16:30'], RULES, section({ allowEA: true })).sections[0]).toMatchObject({ minutes: 540, exceptions: ['EarlyArrival'] });
    expect(day(['07:30', '16:30'], { ...RULES, acceptEA: false }, section({ allowEA: true })).sections[0]).toMatchObject({ minutes: 510 });
  });

  it('forgives lateness within the grace; beyond it pays from the in and reports a Late Arrival', () => {
    expect(day(['08:04', '16:30'], { ...RULES, graceTimeIn: 5 }).sections[0]).toMatchObject({ minutes: 510, exceptions: [] });
    expect(day(['08:06', '16:30'], { ...RULES, graceTimeIn: 5 }).sections[0]).toMatchObject({ minutes: 504, exceptions: ['LateArrival'] });
  });

  it('pays a late out only as an accepted late departure; an early out is an Early Departure', () => {
    expect(day(['08:00', '17:00']).sections[0]).toMatchObject({ minutes: 510, exceptions: [] });
    expect(day(['08:00', '17:00'], { ...RULES, acceptLD: true }, section({ allowLD: true })).sections[0]).toMatchObject({ minutes: 540, exceptions: ['LateDeparture'] });
    expect(day(['08:00', '16:00']).sections[0]).toMatchObject({ minutes: 480, exceptions: ['EarlyDeparture'] });
  });

  it('marks a section with no punches Absent, and punches far from any section Unscheduled Work', () => {
    const result = day(['18:00', '20:00']);
    expect(result.sections[0]).toMatchObject({ pairs: [], exceptions: ['Absent'] });
    expect(result.unscheduled).toHaveLength(1);
  });

  it('a section keeps the pairs that come back from a clocked-out break, and pays them without the gap', () => {
    const result = day(['08:00', '12:00', '12:30', '16:30']);
    expect(result.sections[0]).toMatchObject({ minutes: 480, exceptions: [] });
    expect(result.sections[0].pairs).toHaveLength(2);
    expect(result.unscheduled).toHaveLength(0);
  });

  it('a split shift: each section takes its own pair, even when the second in is before the first section ends', () => {
    const split = [section({ id: 'am', endTime: '12:00' }), section({ id: 'pm', startTime: '12:30' })].map((s) => sectionInterval(s, DAY, zone));
    const pairs = pairPunches(['08:00', '11:40', '11:50', '16:30'].map((t, i) => ({ id: `p${i}`, local: `${DAY}T${t}` })), PAIRING).pairs;
    const result = attend(pairs, split, RULES);
    expect(result.sections.map((s) => [s.sectionId, s.pairs.length])).toEqual([
      ['am', 1],
      ['pm', 1],
    ]);
  });

  it('a missing out pays nothing and says so', () => {
    expect(day(['08:00']).sections[0]).toMatchObject({ minutes: 0, exceptions: ['MissingPunch'] });
  });

  it('never pays a section more than its punches span after grace, nor more than the section plus accepted extra', () => {
    const minute = fc.integer({ min: 6 * 60, max: 19 * 60 });
    const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    fc.assert(
      fc.property(minute, minute, fc.integer({ min: 0, max: 15 }), fc.boolean(), (a, b, grace, accept) => {
        const [inAt, outAt] = a <= b ? [a, b] : [b, a];
        const rules = { ...RULES, graceTimeIn: grace, graceTimeOut: grace, acceptEA: accept, acceptLD: accept };
        const result = day([hhmm(inAt), hhmm(outAt)], rules, section({ allowEA: true, allowLD: true }));
        const paid = result.sections[0].minutes;
        // Grace moves a punch to the scheduled time, so it may add at most the grace at each end;
        // the pair's shown times are moved with it, and pay never exceeds them.
        expect(paid).toBeLessThanOrEqual(Math.max(outAt - inAt + 2 * grace, 0));
        const shown = result.sections[0].pairs.reduce((n, p) => n + (p.to === null ? 0 : (p.to - p.from) / 60), 0);
        expect(paid).toBeLessThanOrEqual(shown);
        expect(paid).toBeLessThanOrEqual(510 + (accept ? 180 : 0));
      }),
    );
  });
});
