import { loadConfig } from '../config/app-config';
import { clockStartingAt, StartedClock, SystemClock } from './clock';

describe('the product clock', () => {
  const valid = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/timekeep' };

  afterEach(() => jest.useRealTimers());

  it('reads the system time unless a start is configured', () => {
    expect(clockStartingAt(loadConfig(valid).clockStart)).toBeInstanceOf(SystemClock);
  });

  it('starts at the configured instant and runs forward with real time from there', () => {
    jest.useFakeTimers({ now: new Date('2030-06-01T00:00:00Z') });
    const clock = clockStartingAt(loadConfig({ ...valid, TIMEKEEP_CLOCK_START: '2026-11-29T21:00:00Z' }).clockStart);
    expect(clock).toBeInstanceOf(StartedClock);
    expect(clock.now().toISOString()).toBe('2026-11-29T21:00:00.000Z');
    jest.advanceTimersByTime(90_000);
    expect(clock.now().toISOString()).toBe('2026-11-29T21:01:30.000Z');
  });

  it('processes given one anchor agree to the millisecond, however far apart they start', () => {
    const config = loadConfig({ ...valid, TIMEKEEP_CLOCK_START: '2026-11-29T21:00:00Z', TIMEKEEP_CLOCK_ANCHOR_MS: String(Date.parse('2030-06-01T00:00:00Z')) });
    jest.useFakeTimers({ now: new Date('2030-06-01T00:00:05Z') });
    const api = clockStartingAt(config.clockStart);
    jest.advanceTimersByTime(3_000);
    const worker = clockStartingAt(config.clockStart);
    expect(api.now().toISOString()).toBe('2026-11-29T21:00:08.000Z');
    expect(worker.now().toISOString()).toBe(api.now().toISOString());
  });

  it('takes an instant with an offset, and refuses anything else with the variable named', () => {
    expect(loadConfig({ ...valid, TIMEKEEP_CLOCK_START: '2027-04-04T02:30:00+13:00' }).clockStart?.at.toISOString()).toBe('2027-04-03T13:30:00.000Z');
    expect(() => loadConfig({ ...valid, TIMEKEEP_CLOCK_START: 'next sunday' })).toThrow(/TIMEKEEP_CLOCK_START must be an ISO 8601 instant/);
  });

  it('is refused in production: payroll runs on the real date', () => {
    const production = { ...valid, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), TIMEKEEP_ADMIN_PASSWORD: 'Another-admin-password-1' };
    expect(() => loadConfig(production)).not.toThrow();
    expect(() => loadConfig({ ...production, TIMEKEEP_CLOCK_START: '2026-11-29T21:00:00Z' })).toThrow(/TIMEKEEP_CLOCK_START is for tests and demos/);
  });
});
