import { z } from 'zod';
/** Spec §5: non-space text, an @, text, a dot, and at least two characters after it. */
export const EMAIL_PATTERN = /^\S+@\S+\.\S{2,}$/;
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value);

export const REQUIRED_TEXT = 'This field is required.';
export const INVALID_EMAIL_TEXT = 'Invalid Email address!';

/** Multi-email fields are comma separated (spec §5); blanks between commas are dropped. */
export const splitEmails = (value: string | readonly string[] | null | undefined): string[] =>
  (typeof value === 'string' ? value.split(',') : [...(value ?? [])]).map((v) => v.trim()).filter(Boolean);

/** IANA zone names the runtime knows, plus UTC, which its list leaves out. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An id that is not even a uuid names nothing: lookups answer 'does not exist', never a database error. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/**
 * A number a form takes: its bounds and the sentence that refuses it. The console's field rule and
 * the server's check read the same range, so a value out of it is refused in the same words on
 * both sides, and never moved into range (antd's min, max and precision would do that silently).
 */
export interface NumberRange {
  min?: number;
  /** The value must be above `min`, not only at least `min`. */
  aboveMin?: boolean;
  max?: number;
  whole?: boolean;
  text: string;
}

/** The first of a field's ranges the value falls outside, as its sentence; null when it fits them all. */
export function numberProblem(value: number, ranges: NumberRange | readonly NumberRange[]): string | null {
  for (const range of Array.isArray(ranges) ? (ranges as readonly NumberRange[]) : [ranges as NumberRange]) {
    const fits =
      Number.isFinite(value) &&
      (!range.whole || Number.isInteger(value)) &&
      (range.min === undefined || (range.aboveMin ? value > range.min : value >= range.min)) &&
      (range.max === undefined || value <= range.max);
    if (!fits) return range.text;
  }
  return null;
}

/** True for a real calendar day written YYYY-MM-DD (not 2026-02-30). */
export const isRealDate = (iso: string) => !Number.isNaN(Date.parse(`${iso}T00:00:00Z`)) && new Date(`${iso}T00:00:00Z`).toISOString().slice(0, 10) === iso;

/** A day as the spec's query strings and payloads send it (ISO YYYY-MM-DD). */
export const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
  .refine(isRealDate, 'Enter a date as YYYY-MM-DD.');
