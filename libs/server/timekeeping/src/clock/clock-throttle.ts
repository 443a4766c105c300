import { Injectable, OnModuleDestroy } from '@nestjs/common';
import type IORedis from 'ioredis';
import { AppConfig, createRedis } from '@timekeep/server-platform';

/** Wrong PINs one clock ID may take in a window before it is held: a 4-digit PIN must not be guessable. */
export const WRONG_PINS_PER_CLOCK_ID = 5;
export const WRONG_PIN_WINDOW_SECONDS = 15 * 60;
/** The fixed windows of the kiosk's arrival mails (limits in AppConfig.clockArrivals). */
const ARRIVAL_CONTACT_WINDOW_SECONDS = 10 * 60;
const ARRIVAL_COMPANY_WINDOW_SECONDS = 60 * 60;

/**
 * The web clock's PIN throttle, in Redis: every attempt counts against the address (the sign-in's
 * per-minute limit, against trying many clock IDs) and against the clock ID until a right PIN clears
 * it (against guessing one person's PIN from many addresses); and the kiosk's arrival mails per
 * contact and per company (against mailing a company's staff from many addresses).
 */
@Injectable()
export class ClockThrottle implements OnModuleDestroy {
  private readonly redis: IORedis;

  constructor(private readonly config: AppConfig) {
    this.redis = createRedis(config.redisUrl, { maxRetriesPerRequest: 1 });
  }

  /** Counts this attempt from the address; false when it is over its limit for the current minute. */
  async allowAddress(address: string): Promise<boolean> {
    return (await this.count(`clock-attempts:${address}`, 60)) <= this.config.auth.loginAttemptsPerIpPerMinute;
  }

  /**
   * Counts this attempt against the clock ID before its PIN is checked, in one Redis step; false
   * once the clock ID is held. Counting first is what bounds a burst sent at once: a check-then-count
   * let every request in flight pass the check before any of them counted.
   */
  async takeAttempt(companyId: string, clockId: number): Promise<boolean> {
    const key = this.wrongKey(companyId, clockId);
    const [[, count]] = (await this.redis.multi().incr(key).expire(key, WRONG_PIN_WINDOW_SECONDS, 'NX').exec()) as [[unknown, number], unknown];
    return count <= WRONG_PINS_PER_CLOCK_ID;
  }

  /**
   * Counts an arrival's mail against its contact, then against the company (ADR 0046); false when
   * either is over its limit for the current window. The per-address budget is no bound on mail
   * sent from many addresses, which these are. Counted first, as PIN attempts are, so a burst
   * cannot pass the check at once; an arrival refused for its contact is not counted against the
   * company, so flooding one contact does not also use up everyone else's.
   */
  async takeArrival(companyId: string, contactId: string): Promise<boolean> {
    const { perContactPer10Minutes, perCompanyPerHour } = this.config.clockArrivals;
    if ((await this.count(`clock-arrivals:contact:${companyId}:${contactId}`, ARRIVAL_CONTACT_WINDOW_SECONDS)) > perContactPer10Minutes) return false;
    return (await this.count(`clock-arrivals:company:${companyId}`, ARRIVAL_COMPANY_WINDOW_SECONDS)) <= perCompanyPerHour;
  }

  /** One step of a fixed window: the count of this window so far, this one included. */
  private async count(name: string, windowSeconds: number): Promise<number> {
    const key = `${this.config.redisPrefix}:${name}:${Math.floor(Date.now() / (windowSeconds * 1000))}`;
    const [[, count]] = (await this.redis.multi().incr(key).expire(key, windowSeconds * 2).exec()) as [[unknown, number], unknown];
    return count;
  }

  /** A right PIN clears the count, so a typo now and then never adds up to a hold. */
  async rightPin(companyId: string, clockId: number): Promise<void> {
    await this.redis.del(this.wrongKey(companyId, clockId));
  }

  private wrongKey(companyId: string, clockId: number): string {
    return `${this.config.redisPrefix}:clock-wrong-pins:${companyId}:${clockId}`;
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
