import { CLOCK_TEXTS } from '@timekeep/contracts';
import { ClockError } from './clock-punch';

/** The facts of a punch kept on a device while it was offline (ADR 0071), when it reaches the server. */
export interface OfflinePunchFacts {
  /** The device's clock when the punch was taken. */
  recordedAt: Date;
  /** The device's clock when it sent the punch. */
  sentAt: Date;
  /** The server's clock when it arrived. */
  receivedAt: Date;
  /** How far off the device's clock may be before the punch is flagged (CLOCK_OFFLINE_MAX_SKEW_SECONDS). */
  maxSkewSeconds: number;
  /** How long a punch may wait on the device (CLOCK_OFFLINE_MAX_AGE_HOURS). */
  maxAgeHours: number;
}

export interface OfflinePunchTiming {
  /** The instant the punch is recorded at: the device's time, corrected by its clock's offset when that is off. */
  at: Date;
  /** How far the device's clock was off, in seconds (its time minus the server's); 0 within the allowance. */
  skewSeconds: number;
  /** Whether the device's clock was off by more than the allowance: the punch is flagged. */
  skewed: boolean;
}

/**
 * When a punch kept offline happened. The device's clock is read against the server's at the
 * moment it sends (sentAt against receivedAt, the network's delay aside): within the allowance it
 * is trusted as it is; beyond it, its offset is taken off the recorded time and the punch is flagged,
 * never trusted silently. A punch older than the allowed wait, or one whose corrected time is still
 * to come, is refused.
 */
export function offlinePunchTiming(f: OfflinePunchFacts): OfflinePunchTiming {
  const offsetMs = f.sentAt.getTime() - f.receivedAt.getTime();
  const skewed = Math.abs(offsetMs) > f.maxSkewSeconds * 1000;
  const at = new Date(f.recordedAt.getTime() - (skewed ? offsetMs : 0));
  // A minute's grace for a device clock a little ahead within the allowance.
  if (at.getTime() > f.receivedAt.getTime() + 60_000) throw new ClockError('invalid', CLOCK_TEXTS.offlineFuture);
  if (f.receivedAt.getTime() - at.getTime() > f.maxAgeHours * 3_600_000) throw new ClockError('invalid', CLOCK_TEXTS.offlineTooOld);
  return { at, skewSeconds: skewed ? Math.round(offsetMs / 1000) : 0, skewed };
}

const hhmm = (local: string) => local.slice(11, 16);
const minutes = (seconds: number) => {
  const m = Math.round(Math.abs(seconds) / 60);
  return m >= 1 ? `${m} min` : `${Math.abs(seconds)} s`;
};

/**
 * The punch's reason (its tooltip on the timesheet): that it was recorded offline, when it arrived,
 * how far off the device's clock was, and any flag of the clock's own (outside the fence).
 */
export function offlineFlag(timing: OfflinePunchTiming, local: string, receivedLocal: string, clockFlag: string | null): string {
  const received = receivedLocal.slice(0, 10) === local.slice(0, 10) ? hhmm(receivedLocal) : `${hhmm(receivedLocal)} on ${receivedLocal.slice(0, 10)}`;
  const parts = [`Recorded offline at ${hhmm(local)}, received ${received}.`];
  if (timing.skewed) parts.push(`The device's clock was ${minutes(timing.skewSeconds)} ${timing.skewSeconds > 0 ? 'ahead' : 'behind'}: the time is corrected.`);
  if (clockFlag) parts.push(clockFlag);
  return parts.join(' ');
}
