import { PayRuleBody, PayRuleError, uniqueKeyOf } from './catalogue';

export interface HolidayFields {
  date: string;
  alterdate: string;
}

export interface HolidayInput {
  name: string;
  date: string;
  alterdate: string;
}

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** Document 3 §5: name, date and alternative date all required. */
export function checkHoliday(input: HolidayInput, systemCode: string | null = null): PayRuleBody<HolidayFields> {
  const name = input.name.trim();
  if (!name || !input.date || !input.alterdate) throw new PayRuleError('invalid', 'This field is required.');
  if (!isDate(input.date) || !isDate(input.alterdate)) throw new PayRuleError('invalid', 'Dates are yyyy-MM-dd.');
  return { name, active: true, systemCode, fields: { date: input.date, alterdate: input.alterdate } };
}

/** Holidays recur every year under the same name, so a name is unique within a year. */
export const holidayKey = (name: string, date: string) => uniqueKeyOf('holiday', { name, active: true, systemCode: null, fields: { date } }, '');

export interface CalendarHoliday {
  name: string;
  date: string;
  /** The substitute (Mondayised) day when the holiday falls on a weekend. */
  alterdate?: string;
}

/**
 * The public holidays to add from the calendar: each gets a system code from its region and date,
 * so seeding again adds only what is missing. The alternative date is the calendar's substitute
 * day where it has one, otherwise the date itself.
 */
export function holidaysToSeed(
  place: string,
  calendar: readonly CalendarHoliday[],
  existing: ReadonlyArray<{ systemCode: string | null; key: string }>,
): Array<PayRuleBody<HolidayFields>> {
  const codes = new Set(existing.map((h) => h.systemCode));
  // A holiday the company entered itself under the same name that year stays theirs.
  const keys = new Set(existing.map((h) => h.key));
  const seen = new Set<string>();
  return calendar
    .map((day) => checkHoliday({ name: day.name, date: day.date, alterdate: day.alterdate ?? day.date }, `${place}:${day.date}:${day.name}`))
    .filter((body) => {
      const key = holidayKey(body.name, body.fields.date);
      if (codes.has(body.systemCode) || keys.has(key) || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
