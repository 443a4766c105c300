import { Injectable, OnModuleDestroy } from '@nestjs/common';
import type IORedis from 'ioredis';
import { AppConfig, createRedis } from '@timekeep/server-platform';

/**
 * Token requests per client and per address (fixed one-minute windows in Redis, as sign-in's):
 * a client needs a token every quarter of an hour, so a burst is either a bug looping or someone
 * guessing a secret. Every request counts, granted or not.
 */
@Injectable()
export class TokenThrottle implements OnModuleDestroy {
  private readonly redis: IORedis;

  constructor(private readonly config: AppConfig) {
    this.redis = createRedis(config.redisUrl, { maxRetriesPerRequest: 1 });
  }

  /** Counts this request; the seconds to wait when the address or the client is over its limit, else 0. */
  async wait(address: string, clientId: string | null, now = Date.now()): Promise<number> {
    const minute = Math.floor(now / 60_000);
    const prefix = `${this.config.redisPrefix}:oauth-token`;
    const multi = this.redis.multi();
    // Anything that cannot be a Client ID shares one bucket, so a key never carries an arbitrary string.
    const client = clientId === null ? null : /^[A-Za-z0-9._-]{1,64}$/.test(clientId) ? clientId : '~malformed';
    const keys = [`${prefix}:ip:${address}:${minute}`, ...(client ? [`${prefix}:client:${client}:${minute}`] : [])];
    for (const key of keys) multi.incr(key).expire(key, 120);
    const replies = (await multi.exec()) as Array<[unknown, number]>;
    const [byAddress, byClient] = [replies[0][1], client ? replies[2][1] : 0];
    const over = byAddress > this.config.oauth.tokenRequestsPerIpPerMinute || byClient > this.config.oauth.tokenRequestsPerClientPerMinute;
    return over ? 60 - Math.floor((now % 60_000) / 1000) : 0;
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
