import Holidays from 'date-holidays';
import { z, type ZodType, type ZodTypeDef } from 'zod';

export interface Place {
  code: string;
  name: string;
}

const calendar = new Holidays();
const toPlaces = (record: Record<string, string> | undefined): Place[] =>
  Object.entries(record ?? {})
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name));

/**
 * Countries and regions as the date-holidays calendars know them (holiday data CC-BY-3.0, see
 * README "Third-party data"): a company's country and region pick its public holidays.
 */
export const countries = (): Place[] => toPlaces(calendar.getCountries('en'));
export const regionsOf = (country: string): Place[] => toPlaces(calendar.getStates(country.toUpperCase(), 'en'));

export function placeProblem(country: string, region: string | null): string | null {
  if (!countries().some((c) => c.code === country.toUpperCase())) return `Unknown country '${country}'.`;
  if (region && !regionsOf(country).some((r) => r.code === region)) return `Unknown region '${region}' of ${country.toUpperCase()}.`;
  return null;
}

/** A form's schema with its country and region checked against the calendars (the contracts do not know them): the region's field answers. */
export const withKnownPlace = <T extends { country: string; region: string | null }>(schema: ZodType<T, ZodTypeDef, unknown>) =>
  schema.superRefine((form, ctx) => {
    const problem = placeProblem(form.country, form.region);
    if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['region'], message: problem });
  });
