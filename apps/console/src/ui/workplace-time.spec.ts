import { workplaceReading } from './workplace-time';

describe('the workplace time a clock shows', () => {
  const answer = { timeZone: 'Pacific/Auckland', now: '2026-11-29T21:00:59.800Z' };
  const receivedAt = 1_000_000;

  it("moves the server's instant on by the time elapsed on the device since the answer", () => {
    expect(workplaceReading(answer, receivedAt, receivedAt + 100)).toEqual({ time: '10:00', date: '2026-11-30' });
    expect(workplaceReading(answer, receivedAt, receivedAt + 300)).toEqual({ time: '10:01', date: '2026-11-30' });
  });

  it('never shows a time before the answer, when the tick was taken before the answer came', () => {
    expect(workplaceReading({ ...answer, now: '2026-11-29T21:01:00.100Z' }, receivedAt, receivedAt - 800)).toEqual({ time: '10:01', date: '2026-11-30' });
  });

  it("reads the workplace's zone, not the device's", () => {
    expect(workplaceReading({ timeZone: 'Australia/Perth', now: answer.now }, receivedAt, receivedAt)).toEqual({ time: '05:00', date: '2026-11-30' });
  });
});
