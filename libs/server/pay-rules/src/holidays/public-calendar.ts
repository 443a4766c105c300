import Holidays from 'date-holidays';
import type { CalendarHoliday } from '@timekeep/domain-pay-rules';

const SUBSTITUTE = ' (substitute day)';

/**
 * A region's public holidays in a year from the date-holidays calendars (data CC-BY-3.0, see README
 * "Third-party data"). Observances are left out; a substitute day becomes its holiday's alternative date.
 */
export function publicHolidays(country: string, region: string | null, year: number): CalendarHoliday[] {
  const calendar = region ? new Holidays(country, region) : new Holidays(country);
  const days = (calendar.getHolidays(year) || []).filter((d) => d.type === 'public').map((d) => ({ name: d.name, date: d.date.slice(0, 10), substitute: !!d.substitute }));
  const substitutes = new Map(days.filter((d) => d.substitute).map((d) => [d.name.replace(SUBSTITUTE, ''), d.date]));
  return days.filter((d) => !d.substitute).map((d) => ({ name: d.name, date: d.date, ...(substitutes.has(d.name) ? { alterdate: substitutes.get(d.name) } : {}) }));
}
