import { Injectable } from '@nestjs/common';
import { type DateWindow, dateWindowOf, hireDateWindowOf } from '@timekeep/contracts';
import { AppConfig } from './app-config';

/**
 * The install's date window on a given now (docs/decisions/0051-absurd-input-is-refused.md): no
 * date before DATE_WINDOW_EARLIEST, none more than DATE_WINDOW_YEARS_AHEAD years after today.
 * Today is the UTC day of the command's now: a day either way does not matter at a window of years.
 */
@Injectable()
export class DateWindows {
  constructor(private readonly config: AppConfig) {}

  /** Dates of time and leave: punches, leave, imported reads, schedules. */
  at(now: Date): DateWindow {
    return dateWindowOf(now.toISOString().slice(0, 10), this.config.dateWindow);
  }

  /** Hire and terminate dates: as far back as HIRE_DATE_YEARS_BACK. */
  hireAt(now: Date): DateWindow {
    return hireDateWindowOf(now.toISOString().slice(0, 10), this.config.dateWindow);
  }
}
