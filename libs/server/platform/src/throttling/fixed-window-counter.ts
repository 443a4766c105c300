import { Injectable, OnModuleDestroy } from '@nestjs/common';
import type IORedis from 'ioredis';
import { AppConfig } from '../config/app-config';
import { createRedis } from '../jobs/redis';

/** One counted hit: whether it is within the limit, the window's count with it, the seconds until the window ends when it is not, and in any case. */
export interface WindowHit {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
  secondsLeft: number;
}

/**
 * Where `now` falls in fixed windows of `windowSeconds` counted from the epoch: the window's number
 * (part of its key, so every API instance counts in the same window) and the seconds left in it.
 */
export function fixedWindow(windowSeconds: number, now: number): { index: number; secondsLeft: number } {
  const windowMs = windowSeconds * 1000;
  return { index: Math.floor(now / windowMs), secondsLeft: windowSeconds - Math.floor((now % windowMs) / 1000) };
}

/**
 * The throttles' counters, in Redis so that every API instance sees them, under the instance's
 * REDIS_PREFIX. Each hit is counted before anything is checked, in one MULTI (INCR and EXPIRE in one
 * round trip), so a burst sent at once cannot pass a check before any of it counted; and every hit
 * counts, allowed or not, so hammering keeps a caller out.
 */
@Injectable()
export class FixedWindowCounter implements OnModuleDestroy {
  private readonly redis: IORedis;

  constructor(private readonly config: AppConfig) {
    this.redis = createRedis(config.redisUrl, { maxRetriesPerRequest: 1 });
  }

  /**
   * Counts a hit on `name` in its current window (fixed windows of `windowSeconds` on the clock,
   * key `<prefix>:<name>:<window number>`). The key outlives its window so that an instance whose
   * clock is a little behind still counts into it.
   */
  async hit(name: string, limit: number, windowSeconds: number, now = Date.now()): Promise<WindowHit> {
    const { index, secondsLeft } = fixedWindow(windowSeconds, now);
    const key = `${this.config.redisPrefix}:${name}:${index}`;
    const [[, count]] = (await this.redis.multi().incr(key).expire(key, windowSeconds * 2).exec()) as [[unknown, number], unknown];
    return { allowed: count <= limit, count, retryAfterSeconds: count <= limit ? 0 : secondsLeft, secondsLeft };
  }

  /**
   * Counts a hit on `name` in a window that its first hit opens (key `<prefix>:<name>`, EXPIRE NX):
   * a hold that lasts `windowSeconds` from the first hit wherever the clock stands, and that
   * `clear` can end early.
   */
  async hitSinceFirst(name: string, limit: number, windowSeconds: number): Promise<WindowHit> {
    const key = `${this.config.redisPrefix}:${name}`;
    const [[, count], , [, ttl]] = (await this.redis.multi().incr(key).expire(key, windowSeconds, 'NX').ttl(key).exec()) as [[unknown, number], unknown, [unknown, number]];
    return { allowed: count <= limit, count, retryAfterSeconds: count <= limit ? 0 : Math.max(ttl, 1), secondsLeft: Math.max(ttl, 1) };
  }

  /** Ends the window `hitSinceFirst` opened for `name`. */
  async clear(name: string): Promise<void> {
    await this.redis.del(`${this.config.redisPrefix}:${name}`);
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
