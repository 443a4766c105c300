import fc from 'fast-check';
import { CLOCK_TEXTS } from '@timekeep/contracts';
import { offlineFlag, offlinePunchTiming } from './offline-punch';

describe('a punch kept offline, when it reaches the server (ADR 0071)', () => {
  const receivedAt = new Date('2026-11-30T22:40:00Z');
  const limits = { maxSkewSeconds: 120, maxAgeHours: 168 };

  it("trusts the device's time when its clock agrees with the server's within the allowance", () => {
    const timing = offlinePunchTiming({ recordedAt: new Date('2026-11-30T22:02:00Z'), sentAt: new Date('2026-11-30T22:40:30Z'), receivedAt, ...limits });
    expect(timing).toEqual({ at: new Date('2026-11-30T22:02:00Z'), skewSeconds: 0, skewed: false });
  });

  it("corrects by the clock's offset and flags it when the device is far off, ahead or behind", () => {
    // The phone runs 12 minutes fast: it said 22:14 for what was 22:02.
    const ahead = offlinePunchTiming({ recordedAt: new Date('2026-11-30T22:14:00Z'), sentAt: new Date('2026-11-30T22:52:00Z'), receivedAt, ...limits });
    expect(ahead).toEqual({ at: new Date('2026-11-30T22:02:00Z'), skewSeconds: 720, skewed: true });
    const behind = offlinePunchTiming({ recordedAt: new Date('2026-11-30T21:02:00Z'), sentAt: new Date('2026-11-30T21:40:00Z'), receivedAt, ...limits });
    expect(behind).toEqual({ at: new Date('2026-11-30T22:02:00Z'), skewSeconds: -3600, skewed: true });
  });

  it('refuses a punch older than the allowed wait, or one whose time is still to come', () => {
    expect(() => offlinePunchTiming({ recordedAt: new Date('2026-11-22T22:00:00Z'), sentAt: receivedAt, receivedAt, ...limits })).toThrow(CLOCK_TEXTS.offlineTooOld);
    expect(() => offlinePunchTiming({ recordedAt: new Date('2026-11-30T22:45:00Z'), sentAt: receivedAt, receivedAt, ...limits })).toThrow(CLOCK_TEXTS.offlineFuture);
  });

  it('never records a punch after it arrived, nor one older than the wait, whatever the clocks say (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10 * 86400, max: 10 * 86400 }), fc.integer({ min: -86400, max: 86400 }), (recordedOffset, clockOffset) => {
        const recordedAt = new Date(receivedAt.getTime() + recordedOffset * 1000);
        const sentAt = new Date(receivedAt.getTime() + clockOffset * 1000);
        try {
          const { at } = offlinePunchTiming({ recordedAt, sentAt, receivedAt, ...limits });
          return at.getTime() <= receivedAt.getTime() + 60_000 && receivedAt.getTime() - at.getTime() <= 168 * 3_600_000;
        } catch (error) {
          return [CLOCK_TEXTS.offlineTooOld, CLOCK_TEXTS.offlineFuture].includes((error as Error).message as never);
        }
      }),
    );
  });

  it('says on the timesheet that it was recorded offline, when it arrived, and why else to look', () => {
    const timing = { at: new Date(), skewSeconds: 720, skewed: true };
    expect(offlineFlag({ ...timing, skewSeconds: 0, skewed: false }, '2026-12-01T11:02', '2026-12-01T11:40', null)).toBe('Recorded offline at 11:02, received 11:40.');
    expect(offlineFlag(timing, '2026-12-01T11:02', '2026-12-02T06:10', 'Punched without a location.')).toBe(
      "Recorded offline at 11:02, received 06:10 on 2026-12-02. The device's clock was 12 min ahead: the time is corrected. Punched without a location.",
    );
  });
});
