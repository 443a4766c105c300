import fc from 'fast-check';
import { breakDeducted, BreakRules, payGroupBreaks } from './breaks';
import { instantOf } from './zone-time';

const zone = 'Pacific/Auckland';
const DAY = '2026-11-23';
const span = (from: string, to: string) => ({ from: instantOf(`${DAY}T${from}`, zone), to: instantOf(`${DAY}T${to}`, zone) });
const afterFive: BreakRules = { type: 'Hours at Work', triggerMinutes: 300, breakMinutes: 30 };
const atNoon: BreakRules = { type: 'Time of Day', startTime: '12:00', breakMinutes: 30 };

describe('breaks (docs/time-rules.md "Breaks")', () => {
  it('reads the pay group’s hours as minutes', () => {
    expect(payGroupBreaks({ breakCalculationType: 'Hours at Work', workTime: 5, breakTime: 0.5, breakStartTime: null })).toEqual(afterFive);
    expect(payGroupBreaks({ breakCalculationType: 'None', workTime: 5, breakTime: 0.5, breakStartTime: null })).toEqual({ type: 'None' });
  });

  it('Hours at Work: nothing up to the trigger, the whole break well past it, and only the part past it when the break straddles it', () => {
    expect(breakDeducted(afterFive, span('08:00', '13:00'), DAY, zone)).toBe(0);
    expect(breakDeducted(afterFive, span('08:00', '13:10'), DAY, zone)).toBe(10);
    expect(breakDeducted(afterFive, span('08:00', '16:30'), DAY, zone)).toBe(30);
  });

  it('Time of Day: the part of the break window the span covers', () => {
    expect(breakDeducted(atNoon, span('08:00', '16:30'), DAY, zone)).toBe(30);
    expect(breakDeducted(atNoon, span('08:00', '12:10'), DAY, zone)).toBe(10);
    expect(breakDeducted(atNoon, span('13:00', '17:00'), DAY, zone)).toBe(0);
  });

  it('working longer never pays less, and a break never exceeds the time worked', () => {
    const minute = fc.integer({ min: 0, max: 24 * 60 - 1 });
    const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    fc.assert(
      fc.property(fc.constantFrom(afterFive, atNoon), minute, minute, fc.integer({ min: 1, max: 120 }), (rules, a, b, more) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        const end = Math.min(to + more, 24 * 60 - 1);
        const paid = (until: number) => until - from - breakDeducted(rules, span(hhmm(from), hhmm(until)), DAY, zone);
        expect(paid(end)).toBeGreaterThanOrEqual(paid(to));
        expect(breakDeducted(rules, span(hhmm(from), hhmm(to)), DAY, zone)).toBeLessThanOrEqual(to - from);
      }),
    );
  });
});
