import { Injectable } from '@nestjs/common';
import { AppConfig, FixedWindowCounter } from '@timekeep/server-platform';

/** Wrong PINs one clock ID may take in a window before it is held: a 4-digit PIN must not be guessable. */
export const WRONG_PINS_PER_CLOCK_ID = 5;
export const WRONG_PIN_WINDOW_SECONDS = 15 * 60;
/** The fixed windows of the kiosk's arrival mails (limits in AppConfig.clockArrivals). */
const ARRIVAL_CONTACT_WINDOW_SECONDS = 10 * 60;
const ARRIVAL_COMPANY_WINDOW_SECONDS = 60 * 60;

/**
 * The web clock's PIN throttle, on the platform's FixedWindowCounter: every attempt counts against
 * the address (the sign-in's per-minute limit, against trying many clock IDs) and against the clock
 * ID until a right PIN clears it (against guessing one person's PIN from many addresses); and the
 * kiosk's arrival mails per contact and per company (against mailing a company's staff from many
 * addresses).
 */
@Injectable()
export class ClockThrottle {
  constructor(
    private readonly config: AppConfig,
    private readonly counter: FixedWindowCounter,
  ) {}

  /** Counts this attempt from the address; false when it is over its limit for the current minute. */
  async allowAddress(address: string): Promise<boolean> {
    return (await this.counter.hit(`clock-attempts:${address}`, this.config.auth.loginAttemptsPerIpPerMinute, 60)).allowed;
  }

  /**
   * Counts this attempt against the clock ID before its PIN is checked, in one Redis step; false
   * once the clock ID is held. Counting first is what bounds a burst sent at once: a check-then-count
   * let every request in flight pass the check before any of them counted. Its window opens at the
   * first attempt rather than on the clock, so a hold lasts its full 15 minutes and a burst across a
   * window's end cannot check twice the PINs.
   */
  async takeAttempt(companyId: string, clockId: number): Promise<boolean> {
    return (await this.counter.hitSinceFirst(this.wrongName(companyId, clockId), WRONG_PINS_PER_CLOCK_ID, WRONG_PIN_WINDOW_SECONDS)).allowed;
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
    if (!(await this.counter.hit(`clock-arrivals:contact:${companyId}:${contactId}`, perContactPer10Minutes, ARRIVAL_CONTACT_WINDOW_SECONDS)).allowed) return false;
    return (await this.counter.hit(`clock-arrivals:company:${companyId}`, perCompanyPerHour, ARRIVAL_COMPANY_WINDOW_SECONDS)).allowed;
  }

  /** A right PIN clears the count, so a typo now and then never adds up to a hold. */
  async rightPin(companyId: string, clockId: number): Promise<void> {
    await this.counter.clear(this.wrongName(companyId, clockId));
  }

  private wrongName(companyId: string, clockId: number): string {
    return `clock-wrong-pins:${companyId}:${clockId}`;
  }
}
