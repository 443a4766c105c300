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
