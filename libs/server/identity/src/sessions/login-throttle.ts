import { Injectable, OnModuleDestroy } from '@nestjs/common';
import type IORedis from 'ioredis';
import { AppConfig, createRedis } from '@timekeep/server-platform';

/**
 * Per-address limit on sign-in attempts (fixed one-minute windows in Redis), against password
 * spraying across many accounts; the per-account lockout is in the domain.
 */
@Injectable()
export class LoginThrottle implements OnModuleDestroy {
  private readonly redis: IORedis;

  constructor(private readonly config: AppConfig) {
    this.redis = createRedis(config.redisUrl, { maxRetriesPerRequest: 1 });
  }

  /** Counts this attempt; false when the address is over its limit for the current minute. */
  async allow(address: string): Promise<boolean> {
    const minute = Math.floor(Date.now() / 60_000);
    const key = `${this.config.redisPrefix}:login-attempts:${address}:${minute}`;
    const [[, count]] = (await this.redis.multi().incr(key).expire(key, 120).exec()) as [[unknown, number], unknown];
    return count <= this.config.auth.loginAttemptsPerIpPerMinute;
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
