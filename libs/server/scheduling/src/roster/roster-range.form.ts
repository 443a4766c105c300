import { z } from 'zod';
import { dayOf } from '@timekeep/domain-time-engine';
import { formList } from '@timekeep/server-platform';

/**
 * The date range and department list of the roster's load, its emails and its print, read alike:
 * yyyy-MM-dd dates, at most 42 days, departments as a comma list or an array.
 */
export const MAX_ROSTER_DAYS = 42;

export const rosterDate = z
  .string({ required_error: 'Date is required.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the dates as yyyy-MM-dd.')
  .refine((d) => {
    const time = Date.parse(`${d}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(d);
  }, 'Enter the dates as yyyy-MM-dd.');

export const departmentList = formList(z.string().uuid('Choose one from the list.'));

export const withinRosterRange = <T extends { startDate: string; endDate: string }>(form: T) => form.startDate <= form.endDate && dayOf(form.endDate) - dayOf(form.startDate) < MAX_ROSTER_DAYS;
export const rosterRangeError = { message: `Choose a range of 1 to ${MAX_ROSTER_DAYS} days.`, path: ['endDate'] };
