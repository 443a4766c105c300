import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dateOf, dayOf } from './calendar-days';
import { PairingRules, pairPunches, Punch, punchOf } from './punch-pairing';
import { computeTimesheet } from './timesheet';
import { PAY_GROUP, QUARTER_HOUR_ROUNDING, timesheetInput, weekdays } from './timesheet.fixture';

const NZ: PairingRules = { zone: 'Pacific/Auckland', maxShiftHours: 16, payOnFinishDay: false, rounding: [] };
const punches = (...locals: string[]): Punch[] => locals.map((local, i) => ({ id: `p${i + 1}`, local }));

describe('punch pairing (docs/time-rules.md "Punch pairing")', () => {
  it('pairs in and out and counts the minutes between them', () => {
    const { pairs } = pairPunches(punches('2026-11-23T08:00', '2026-11-23T12:00', '2026-11-23T12:30', '2026-11-23T17:00'), NZ);
    expect(pairs.map((p) => [p.date, p.minutes])).toEqual([
      ['2026-11-23', 240],
      ['2026-11-23', 270],
    ]);
  });

  it('pays an overnight shift on its start day, or with payOnFinishDay on the day it ends', () => {
    const night = punches('2026-11-23T22:00', '2026-11-24T06:00');
    expect(pairPunches(night, NZ).pairs[0]).toMatchObject({ date: '2026-11-23', minutes: 480 });
    expect(pairPunches(night, { ...NZ, payOnFinishDay: true }).pairs[0]).toMatchObject({ date: '2026-11-24', minutes: 480 });
  });

  it('gives a night shift across a DST change its true length: 7 hours when clocks go forward, 9 when they go back', () => {
    expect(pairPunches(punches('2026-09-26T22:00', '2026-09-27T06:00'), NZ).pairs[0].minutes).toBe(7 * 60);
    expect(pairPunches(punches('2026-04-04T22:00', '2026-04-05T06:00'), NZ).pairs[0].minutes).toBe(9 * 60);
  });

  it('reads a recorded punch on the day before, the day, or the day after its pay date', () => {
    expect(punchOf({ id: 'a', day: '2026-11-23', punchTime: '22:00', dayType: 'Previous' })).toEqual({ id: 'a', local: '2026-11-22T22:00', jobId: null });
    expect(punchOf({ id: 'b', day: '2026-11-30', punchTime: '06:00', dayType: 'NextDay', jobId: 'j' })).toEqual({ id: 'b', local: '2026-12-01T06:00', jobId: 'j' });
    expect(punchOf({ id: 'c', day: '2026-11-23', punchTime: '08:00', dayType: 'Today' }).local).toBe('2026-11-23T08:00');
  });

  it('sets a double read aside without losing it', () => {
    const result = pairPunches(punches('2026-11-23T08:00:01', '2026-11-23T08:00:03', '2026-11-23T16:30:00'), NZ);
    expect(result.ignored).toEqual([{ punch: { id: 'p2', local: '2026-11-23T08:00:03' }, duplicateOf: 'p1' }]);
    expect(result.pairs).toHaveLength(1);
    expect(result.pairs[0].minutes).toBe(510);
  });

  it('reports a missing out when the next punch is beyond the longest shift, and at the end', () => {
    const { pairs } = pairPunches(punches('2026-11-23T08:00', '2026-11-24T08:00', '2026-11-24T16:00', '2026-11-25T08:00'), { ...NZ, maxShiftHours: 12 });
    expect(pairs.map((p) => [p.in?.id, p.out?.id ?? null, p.exceptions])).toEqual([
      ['p1', null, ['MissingPunch']],
      ['p2', 'p3', []],
      ['p4', null, ['MissingPunch']],
    ]);
  });

  it('rounds both ends by the rounding rule before counting', () => {
    const [pair] = pairPunches(punches('2026-11-23T07:53:40', '2026-11-23T16:08:10'), { ...NZ, rounding: QUARTER_HOUR_ROUNDING }).pairs;
    expect(pair).toMatchObject({ roundedIn: '2026-11-23T08:00', roundedOut: '2026-11-23T16:15', minutes: 495 });
  });

  const someDay = fc.integer({ min: dayOf('2026-01-01'), max: dayOf('2027-12-31') });
  const somePunches = fc.array(fc.tuple(someDay, fc.integer({ min: 0, max: 86_399 })), { maxLength: 30 }).map((list) =>
    list.map(([day, s], i) => ({ id: `p${i}`, local: `${dateOf(day)}T${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor(s / 60) % 60).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}` })),
  );

  it('drops no punch: each is in exactly one pair or set aside, and the same punches always pair the same', () => {
    fc.assert(
      fc.property(somePunches, (list) => {
        const result = pairPunches(list, NZ);
        const seen = [...result.pairs.flatMap((p) => [p.in?.id, p.out?.id]), ...result.ignored.map((i) => i.punch.id)].filter(Boolean);
        expect(seen.sort()).toEqual(list.map((p) => p.id).sort());
        expect(pairPunches([...list].reverse(), NZ)).toEqual(result);
      }),
    );
  });

  it('never pays more than the span of a pair, nor a pair longer than the longest shift', () => {
    fc.assert(
      fc.property(somePunches, (list) => {
        for (const pair of pairPunches(list, NZ).pairs) {
          expect(pair.minutes).toBeGreaterThanOrEqual(0);
          expect(pair.minutes).toBeLessThanOrEqual(NZ.maxShiftHours * 60);
        }
      }),
    );
  });
});

describe('a real ZKTeco log (../shared/data/zkteco/1_attlog.dat)', () => {
  const file = join(__dirname, '..', '..', '..', '..', '..', 'shared', 'data', 'zkteco', '1_attlog.dat');
  const lines = readFileSync(file, 'utf8').split(/\r?\n/).filter((l) => l.trim());
  const byPin = new Map<string, Punch[]>();
  lines.forEach((line, i) => {
    const [pin, at] = line.split('\t').map((f) => f.trim());
    byPin.set(pin, [...(byPin.get(pin) ?? []), { id: `line-${i + 1}`, local: at.replace(' ', 'T') }]);
  });

  it('pairs every line of every person, setting double reads aside and losing none', () => {
    let paired = 0;
    let ignored = 0;
    for (const list of byPin.values()) {
      const result = pairPunches(list, NZ);
      paired += result.pairs.reduce((n, p) => n + (p.in ? 1 : 0) + (p.out ? 1 : 0), 0);
      ignored += result.ignored.length;
    }
    expect(paired + ignored).toBe(lines.length);
    expect(ignored).toBeGreaterThan(0);
  });

  it('gives every line a place on a timesheet of the whole log, on a Monday-to-Friday schedule', () => {
    const dates = lines.map((l) => l.split('\t')[1].trim().slice(0, 10)).sort();
    let placed = 0;
    for (const [pin, punches] of byPin) {
      const sheet = computeTimesheet(timesheetInput({ employeeId: pin, from: dates[0], to: dates[dates.length - 1], schedule: weekdays(), punches, payGroup: { ...PAY_GROUP, startTime: dates[0] } }));
      for (const day of sheet.days) {
        const pairs = [...day.workShifts.flatMap((s) => s.punchPairs), ...day.unScheduledPairs];
        placed += pairs.reduce((n, p) => n + (p.inPunchId ? 1 : 0) + (p.outPunchId ? 1 : 0), 0) + day.ignoredPunches.length + day.unpairedPairs.reduce((n, p) => n + (p.inPunchId ? 1 : 0) + (p.outPunchId ? 1 : 0), 0);
      }
    }
    expect(placed).toBe(lines.length);
  });
});
