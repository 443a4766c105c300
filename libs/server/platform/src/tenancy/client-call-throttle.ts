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

  /** Counts this call by the client (its id, not its Client ID); the seconds to wait when it is over its limit, else 0. */
  async wait(clientId: string, now = Date.now()): Promise<number> {
    return (await this.counter.hit(`oauth-calls:${clientId}`, this.config.oauth.clientCallsPerMinute, 60, now)).retryAfterSeconds;
  }
}
