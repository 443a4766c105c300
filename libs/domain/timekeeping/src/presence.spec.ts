import fc from 'fast-check';
import { instantOf, localOf, pairPunches, type Punch } from '@timekeep/domain-time-engine';
import { presenceOf } from './presence';

const ZONE = 'Pacific/Auckland';
const at = (local: string) => instantOf(local, ZONE);

describe('presenceOf: who is in, as the engine would pair a punch made now', () => {
  const base = { maxShiftHours: 16, onLeave: false };

  it('an in 8 hours ago with no out is In: a punch now is her Out', () => {
    expect(presenceOf({ ...base, last: { at: at('2026-11-30T07:00'), openIn: true }, at: at('2026-11-30T15:00') })).toBe('In');
  });

  it('an in 16 h 40 ago with no out is a forgotten out: she is not In, and was not punching within the shift', () => {
    // The README test's hour: Mere's 07:00 in, read at 23:40, once said In to the clock and Out to the board.
    expect(presenceOf({ ...base, last: { at: at('2026-11-30T07:00'), openIn: true }, at: at('2026-11-30T23:40') })).toBe('No Punch');
  });

  it('an out 7 hours ago is Out, whatever came before it', () => {
    expect(presenceOf({ ...base, last: { at: at('2026-11-30T15:30'), openIn: false }, at: at('2026-11-30T22:50') })).toBe('Out');
  });

  it('a leave day says Leave unless she punched in anyway', () => {
    expect(presenceOf({ ...base, onLeave: true, last: null, at: at('2026-11-30T10:00') })).toBe('Leave');
    expect(presenceOf({ ...base, onLeave: true, last: { at: at('2026-11-30T09:00'), openIn: true }, at: at('2026-11-30T10:00') })).toBe('In');
  });

  it('the longest shift counts real hours across a DST change (27 Sep 2026: 02:00 became 03:00)', () => {
    const inAt = at('2026-09-26T20:00');
    // 16 real hours after 20:00 is 13:00 on the 27th by the wall clock, not 12:00.
    expect(presenceOf({ ...base, last: { at: inAt, openIn: true }, at: at('2026-09-27T13:00') })).toBe('In');
    expect(presenceOf({ ...base, last: { at: inAt, openIn: true }, at: at('2026-09-27T13:01') })).toBe('No Punch');
  });

  it('agrees with the engine: In exactly when the engine pairs a punch made then as the Out of the last in', () => {
    fc.assert(
      fc.property(
        // Minutes between kept punches (no double reads: a minute or more; clocks punch whole minutes), then to the moment asked about.
        fc.array(fc.integer({ min: 1, max: 30 * 60 }), { maxLength: 8 }),
        fc.integer({ min: 1, max: 30 * 60 }),
        fc.integer({ min: 1, max: 24 }),
        (gaps, wait, maxShiftHours) => {
          const start = at('2026-11-02T06:00');
          const instants = gaps.reduce<number[]>((list, gap) => [...list, (list.at(-1) ?? start) + gap * 60], [start]);
          const punches: Punch[] = instants.map((t, i) => ({ id: `p${i}`, local: localOf(t, ZONE) }));
          const rules = { zone: ZONE, maxShiftHours, payOnFinishDay: false, rounding: [] };
          const { pairs } = pairPunches(punches, rules);
          const lastId = punches[punches.length - 1].id;
          const openIn = pairs.some((p) => p.in?.id === lastId && !p.out);
          const now = instants[instants.length - 1] + wait * 60;
          const status = presenceOf({ last: { at: instants[instants.length - 1], openIn }, at: now, maxShiftHours, onLeave: false });
          const next = pairPunches([...punches, { id: 'now', local: localOf(now, ZONE) }], rules).pairs;
          expect(status === 'In').toBe(next.some((p) => p.out?.id === 'now'));
        },
      ),
    );
  });
});
