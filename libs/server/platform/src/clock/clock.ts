import { Injectable, NestMiddleware } from '@nestjs/common';

/**
 * The product's one clock for business time (ADR 0053): what "now" and so "today" in a company's
 * zone are when the API, the worker or the seed decide a date (the current pay period, a punch's
 * time, a report's previous week, a scheduled send being due). Technical time (timeouts, token
 * expiry, throttle windows, heartbeats, log stamps) stays the system's.
 */
export abstract class Clock {
  abstract now(): Date;
}

/** Production's: the system time. */
export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}

/**
 * Starts at a configured instant and runs forward with real time from there (`TIMEKEEP_CLOCK_START`,
 * refused in production): tests and demos at a fixed Sunday, public holiday or DST change day,
 * whatever day they run on. It shows the instant at `realNow`: the launcher's one anchor
 * (`TIMEKEEP_CLOCK_ANCHOR_MS`) for all its processes, else this process's start.
 */
export class StartedClock extends Clock {
  private readonly offset: number;

  constructor(start: Date, realNow: number = Date.now()) {
    super();
    this.offset = start.getTime() - realNow;
  }

  now(): Date {
    return new Date(Date.now() + this.offset);
  }
}

export const clockStartingAt = (start: { at: Date; anchorMs: number | null } | null): Clock => (start ? new StartedClock(start.at, start.anchorMs ?? Date.now()) : new SystemClock());

/** Stamps each request with the clock's reading once, so every decision of one request sees the same instant. */
@Injectable()
export class ClockStamp implements NestMiddleware {
  constructor(private readonly clock: Clock) {}

  use(request: { now?: Date }, _response: unknown, next: () => void): void {
    request.now = this.clock.now();
    next();
  }
}
