import { EXCEPTION_DAY_TYPES, EXCEPTION_FILTERS, type ExceptionDayType, type ExceptionFilter, type ExceptionType, SHIFT_EDITABLE_EXCEPTIONS } from '@timekeep/contracts';

/** The Search popover's filter, as the query string carries it (document 3 §2: type, dayType). */
export interface ExceptionsFilter {
  type: ExceptionFilter;
  dayType: ExceptionDayType;
}

export const DEFAULT_FILTER: ExceptionsFilter = { type: 'AllException', dayType: 'Current' };

/** The filter a link gives in its query string (the dashboard's `type`); what it does not name, or names wrongly, is the default. */
export function filterOf(params: URLSearchParams): ExceptionsFilter {
  const type = params.get('type');
  const dayType = params.get('dayType');
  return {
    type: (EXCEPTION_FILTERS as readonly string[]).includes(type ?? '') ? (type as ExceptionFilter) : DEFAULT_FILTER.type,
    dayType: (EXCEPTION_DAY_TYPES as readonly string[]).includes(dayType ?? '') ? (dayType as ExceptionDayType) : DEFAULT_FILTER.dayType,
  };
}

/** Document 3 §9: a shift is edited from an exception only for Early Arrival, Late Departure and Unschedule Work, with a shiftId. */
export const mayEditShift = (row: { exceptionType: ExceptionType; shiftId: string | null }) => !!row.shiftId && SHIFT_EDITABLE_EXCEPTIONS.includes(row.exceptionType);

/**
 * The timesheet of the pay period holding the exception's day: the day alone, which the server
 * answers with its period (TimesheetPage then puts the period's fromT and toT in the address). A
 * one-day range showed a one-day summary beside the whole period's pay card.
 */
export const timesheetLink = (path: string, row: { employeeId: string; date: string }) => `${path}?id=${row.employeeId}&fromT=${row.date}`;
