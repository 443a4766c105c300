import { Injectable } from '@nestjs/common';
import { AppConfig, FixedWindowCounter } from '@timekeep/server-platform';

/**
 * Token requests per client and per address (fixed one-minute windows, as sign-in's): a client
 * needs a token every quarter of an hour, so a burst is either a bug looping or someone guessing a
 * secret. Every request counts, granted or not.
 */
@Injectable()
export class TokenThrottle {
  constructor(
    private readonly config: AppConfig,
    private readonly counter: FixedWindowCounter,
  ) {}

  /** Counts this request against the address and the client; the seconds to wait when either is over its limit, else 0. */
  async wait(address: string, clientId: string | null, now = Date.now()): Promise<number> {
    const { tokenRequestsPerIpPerMinute, tokenRequestsPerClientPerMinute } = this.config.oauth;
    // Anything that cannot be a Client ID shares one bucket, so a key never carries an arbitrary string.
    const client = clientId === null ? null : /^[A-Za-z0-9._-]{1,64}$/.test(clientId) ? clientId : '~malformed';
    const hits = await Promise.all([
      this.counter.hit(`oauth-token:ip:${address}`, tokenRequestsPerIpPerMinute, 60, now),
      ...(client ? [this.counter.hit(`oauth-token:client:${client}`, tokenRequestsPerClientPerMinute, 60, now)] : []),
    ]);
    return Math.max(...hits.map((hit) => hit.retryAfterSeconds));
  }
}
