import { Injectable, OnModuleDestroy } from '@nestjs/common';
import type IORedis from 'ioredis';
import { AppConfig, createRedis } from '@timekeep/server-platform';

/** Wrong PINs one clock ID may take in a window before it is held: a 4-digit PIN must not be guessable. */
export const WRONG_PINS_PER_CLOCK_ID = 5;
export const WRONG_PIN_WINDOW_SECONDS = 15 * 60;

/**
 * The web clock's PIN throttle, in Redis: every attempt counts against the address (the sign-in's
 * per-minute limit, against trying many clock IDs) and against the clock ID until a right PIN clears
 * it (against guessing one person's PIN from many addresses).
 */
@Injectable()
export class ClockThrottle implements OnModuleDestroy {
  private readonly redis: IORedis;

  constructor(private readonly config: AppConfig) {
    this.redis = createRedis(config.redisUrl, { maxRetriesPerRequest: 1 });
  }

  /** Counts this attempt from the address; false when it is over its limit for the current minute. */
  async allowAddress(address: string): Promise<boolean> {
    const key = `${this.config.redisPrefix}:clock-attempts:${address}:${Math.floor(Date.now() / 60_000)}`;
    const [[, count]] = (await this.redis.multi().incr(key).expire(key, 120).exec()) as [[unknown, number], unknown];
    return count <= this.config.auth.loginAttemptsPerIpPerMinute;
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
