import { Injectable } from '@nestjs/common';
import { AppConfig, FixedWindowCounter } from '@timekeep/server-platform';

/**
 * Per-address limit on sign-in attempts (fixed one-minute windows), against password spraying
 * across many accounts; the per-account lockout is in the domain.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    private readonly config: AppConfig,
    private readonly counter: FixedWindowCounter,
  ) {}

  /** Counts this attempt; false when the address is over its limit for the current minute. */
  async allow(address: string): Promise<boolean> {
    return (await this.counter.hit(`login-attempts:${address}`, this.config.auth.loginAttemptsPerIpPerMinute, 60)).allowed;
  }
}
