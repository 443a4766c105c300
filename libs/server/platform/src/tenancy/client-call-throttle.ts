import { Injectable, OnModuleDestroy } from '@nestjs/common';
import type IORedis from 'ioredis';
import { AppConfig } from '../config/app-config';
import { createRedis } from '../jobs/redis';

/**
 * Calls per OAuth client per minute (fixed one-minute windows in Redis, as the token endpoint's):
 * one client looping must not take the API from everyone else. Signed-in people are not counted.
 */
@Injectable()
export class ClientCallThrottle implements OnModuleDestroy {
  private readonly redis: IORedis;

  constructor(private readonly config: AppConfig) {
    this.redis = createRedis(config.redisUrl, { maxRetriesPerRequest: 1 });
  }

  /** Counts this call by the client (its id, not its Client ID); the seconds to wait when it is over its limit, else 0. */
  async wait(clientId: string, now = Date.now()): Promise<number> {
    const key = `${this.config.redisPrefix}:oauth-calls:${clientId}:${Math.floor(now / 60_000)}`;
    const [[, count]] = (await this.redis.multi().incr(key).expire(key, 120).exec()) as [[unknown, number], unknown];
    return count > this.config.oauth.clientCallsPerMinute ? 60 - Math.floor((now % 60_000) / 1000) : 0;
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
