import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { FixedWindowCounter } from '../throttling/fixed-window-counter';

/**
 * Calls per OAuth client per minute (fixed one-minute windows, as the token endpoint's): one client
 * looping must not take the API from everyone else. Signed-in people are not counted.
 */
@Injectable()
export class ClientCallThrottle {
  constructor(
    private readonly config: AppConfig,
    private readonly counter: FixedWindowCounter,
  ) {}

  /**
   * Counts this call by the client (its id, not its Client ID): the seconds to wait when it is over
   * its limit (else 0), and the limit, the calls left and the seconds until the window ends, for
   * the RateLimit headers every answer to a client carries.
   */
  async wait(clientId: string, now = Date.now()): Promise<{ wait: number; limit: number; remaining: number; resetSeconds: number }> {
    const limit = this.config.oauth.clientCallsPerMinute;
    const hit = await this.counter.hit(`oauth-calls:${clientId}`, limit, 60, now);
    return { wait: hit.retryAfterSeconds, limit, remaining: Math.max(0, limit - hit.count), resetSeconds: hit.secondsLeft };
  }

  /**
   * The IETF httpapi draft's RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the policy (a
   * quota of `limit` calls a 60 s window) and where this client stands in it.
   */
  static headers(standing: { limit: number; remaining: number; resetSeconds: number }): Record<string, string> {
    return { 'RateLimit-Policy': `"per-client";q=${standing.limit};w=60`, RateLimit: `"per-client";r=${standing.remaining};t=${standing.resetSeconds}` };
  }
}
