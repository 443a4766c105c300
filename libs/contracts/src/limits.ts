import type { NumberRange } from './validation';

/**
 * What the product takes at all, whatever a form or an API client sends (docs/decisions/
 * 0051-absurd-input-is-refused.md): dates within a window, money under a ceiling, text under its
 * length. The console's field rules and the server's checks read these, so a value past them is
 * refused in the same words on both sides, and never moved into range or cut short (as ADR 0023
 * does for numbers).
 */

/**
 * The install's date window: no date before `earliest` (a fixed day), none more than
 * `yearsAhead` years after today. An install may set both (DATE_WINDOW_EARLIEST,
 * DATE_WINDOW_YEARS_AHEAD); these are the defaults.
 */
export interface DateWindowSettings {
  earliest: string;
  yearsAhead: number;
}
export const DATE_WINDOW_DEFAULTS: DateWindowSettings = { earliest: '2000-01-01', yearsAhead: 2 };

/** The window as days (YYYY-MM-DD, inclusive both ends) on a given today. */
export interface DateWindow {
  earliest: string;
  latest: string;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The same day `years` later; 29 February becomes 28 February in a year without it. */
export function yearsAfter(day: string, years: number): string {
  const year = Number(day.slice(0, 4)) + years;
  const month = Number(day.slice(5, 7));
  const lastOfMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(Number(day.slice(8, 10)), lastOfMonth))}`;
}

export function dateWindowOf(today: string, settings: DateWindowSettings = DATE_WINDOW_DEFAULTS): DateWindow {
  return { earliest: settings.earliest, latest: yearsAfter(today, settings.yearsAhead) };
}

/**
 * Hire and terminate dates reach further back than the records of time: a long-serving employee
 * may have been hired decades before the install's earliest day. Seventy years back covers anyone
 * still working (and 1900 is still refused).
 */
export const HIRE_DATE_YEARS_BACK = 70;
export function hireDateWindowOf(today: string, settings: DateWindowSettings = DATE_WINDOW_DEFAULTS): DateWindow {
  const earliest = yearsAfter(today, -HIRE_DATE_YEARS_BACK);
  return { earliest: earliest < settings.earliest ? earliest : settings.earliest, latest: yearsAfter(today, settings.yearsAhead) };
}

/**
 * Why a day (YYYY-MM-DD) is outside the window, as a sentence naming the field; null when inside.
 * `what` starts the sentence: 'The hire date', 'The punch date', ...
 */
export function dateWindowProblem(day: string, window: DateWindow, what: string): string | null {
  if (day < window.earliest) return `${what} cannot be before ${window.earliest}.`;
  if (day > window.latest) return `${what} cannot be after ${window.latest}.`;
  return null;
}

/** A day before the employee was hired: refused with the hire date named. */
export function beforeHireProblem(day: string, hireOn: string, what: string): string | null {
  return day < hireOn ? `${what} cannot be before the employee's hire date, ${hireOn}.` : null;
}

/**
 * The money ceiling: a pay rate is dollars an hour (the only money a form takes). Far above any
 * real wage, so only a slip of the keyboard (or a script) meets it.
 */
export const MAX_PAY_RATE = 10_000;
export const MONEY_RANGES = {
  payRate: { min: 0, max: MAX_PAY_RATE, text: 'Pay rate must be between 0 and 10,000 an hour.' },
} as const satisfies Record<string, NumberRange>;

/** Text past its field's limit is refused with this sentence, never cut to fit. */
export const textTooLong = (what: string, max: number) => `${what} can be at most ${max} characters.`;

/** The people forms' text limits (document 1 §3), read by the console's fields and the server's schemas. */
export const PEOPLE_TEXT_LIMITS = {
  firstName: 100,
  lastName: 100,
  middleName: 100,
  email: 254,
} as const;

/**
 * The pay rules' names and a pay type's code (pay types, holidays, skills, rounding rules, pay
 * groups): the console's fields and the server's schemas read these. They had no limit on the
 * server, so an API client could store a name of any length.
 */
export const PAY_RULE_TEXT_LIMITS = {
  name: 100,
  payTypeCode: 20,
} as const;
