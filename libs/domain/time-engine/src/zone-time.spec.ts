import fc from 'fast-check';
import { instantOf, localOf, wallClockAt } from './zone-time';

const ZONES = ['Pacific/Auckland', 'Pacific/Chatham', 'Australia/Lord_Howe', 'America/New_York', 'Europe/London', 'Asia/Kolkata', 'UTC'];

/** The wall clock straight from Intl, with nothing remembered. */
function intlWallClock(instant: number, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(new Date(instant * 1000))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

const instants = fc.integer({ min: Date.UTC(1990, 0, 1) / 1000, max: Date.UTC(2037, 11, 31) / 1000 });
const pad = (n: number) => String(n).padStart(2, '0');

describe('zone time (docs/time-rules.md "Time zones")', () => {
  it('the remembered offsets read every instant as Intl does, in zones with half-hour and 45-minute offsets and changes', () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...ZONES), (instant, zone) => {
        const { date, seconds } = wallClockAt(instant, zone);
        expect(`${date}T${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`).toBe(intlWallClock(instant, zone));
      }),
      { numRuns: 2000 },
    );
  });

  it('a wall time read back names an instant with that wall time (the earlier one in a repeated hour)', () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...ZONES), (instant, zone) => {
        const minute = instant - (instant % 60);
        const back = instantOf(localOf(minute, zone), zone);
        expect(localOf(back, zone)).toBe(localOf(minute, zone));
        expect(back).toBeLessThanOrEqual(minute);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads the hours a DST change skips and repeats as the engine documents', () => {
    // Pacific/Auckland: 27 Sep 2026 02:00 jumps to 03:00; 5 Apr 2026 03:00 falls back to 02:00.
    expect(instantOf('2026-09-27T02:30', 'Pacific/Auckland')).toBe(instantOf('2026-09-27T03:30', 'Pacific/Auckland'));
    expect(instantOf('2026-04-05T03:00', 'Pacific/Auckland') - instantOf('2026-04-05T02:00', 'Pacific/Auckland')).toBe(7200);
  });
});
