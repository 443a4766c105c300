import { callsByLocalDay } from './client-usage';

const QUARTER = 15 * 60 * 1000;
const at = (iso: string) => Date.parse(iso);

describe('callsByLocalDay', () => {
  it('sums quarter hours by the company’s day, Auckland in daylight time (UTC+13)', () => {
    const quarters = new Map([
      [at('2026-12-01T10:45:00Z'), 4], // 23:45 on 1 December in Auckland
      [at('2026-12-01T11:00:00Z'), 2], // 00:00 on 2 December
      [at('2026-12-02T03:15:00Z'), 5], // 16:15 on 2 December
    ]);
    const days = callsByLocalDay(quarters, 'Pacific/Auckland', at('2026-12-02T04:00:00Z'));
    expect(days).toHaveLength(7);
    expect(days.at(-1)).toEqual({ date: '2026-12-02', calls: 7 });
    expect(days.at(-2)).toEqual({ date: '2026-12-01', calls: 4 });
    expect(days[0]).toEqual({ date: '2026-11-26', calls: 0 });
  });

  it('splits at a half-hour offset’s midnight (Adelaide, UTC+10:30)', () => {
    const quarters = new Map([
      [at('2026-12-01T13:15:00Z'), 1], // 23:45 on 1 December in Adelaide
      [at('2026-12-01T13:30:00Z'), 1], // 00:00 on 2 December
    ]);
    const days = callsByLocalDay(quarters, 'Australia/Adelaide', at('2026-12-02T01:00:00Z'));
    expect(days.slice(-2)).toEqual([
      { date: '2026-12-01', calls: 1 },
      { date: '2026-12-02', calls: 1 },
    ]);
  });

  it('leaves out calls older than the seven days and keeps each date once across a change of clocks', () => {
    const now = at('2026-04-06T00:00:00Z'); // Auckland left daylight time on 5 April 2026
    const quarters = new Map<number, number>();
    for (let t = now - 10 * 24 * 3600 * 1000; t <= now; t += QUARTER) quarters.set(t - (t % QUARTER), 1);
    const days = callsByLocalDay(quarters, 'Pacific/Auckland', now);
    expect(new Set(days.map((d) => d.date)).size).toBe(7);
    expect(days.map((d) => d.date)).toEqual(['2026-03-31', '2026-04-01', '2026-04-02', '2026-04-03', '2026-04-04', '2026-04-05', '2026-04-06']);
    // 5 April had 25 hours in Auckland: 100 quarters.
    expect(days.find((d) => d.date === '2026-04-05')?.calls).toBe(100);
    expect(days.find((d) => d.date === '2026-04-04')?.calls).toBe(96);
  });
});
