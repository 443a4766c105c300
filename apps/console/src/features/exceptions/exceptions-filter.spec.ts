import { filterOf, mayEditShift, timesheetLink } from './exceptions-filter';

describe('the exceptions filter from a link', () => {
  it('reads type and dayType, and falls back for what is missing or unknown', () => {
    expect(filterOf(new URLSearchParams('type=LateArrival&dayType=Previous'))).toEqual({ type: 'LateArrival', dayType: 'Previous' });
    expect(filterOf(new URLSearchParams('type=Nonsense'))).toEqual({ type: 'AllException', dayType: 'Current' });
  });

  it('offers Edit shift only for Early Arrival, Late Departure and Unschedule Work with a shift', () => {
    expect(mayEditShift({ exceptionType: 'EarlyArrival', shiftId: 's' })).toBe(true);
    expect(mayEditShift({ exceptionType: 'LateDeparture', shiftId: null })).toBe(false);
    expect(mayEditShift({ exceptionType: 'LateArrival', shiftId: 's' })).toBe(false);
  });

  it('links to the timesheet at the exception day', () => {
    expect(timesheetLink('/timesheet/view', { employeeId: 'e1', date: '2026-11-23' })).toBe('/timesheet/view?id=e1&fromT=2026-11-23');
  });
});
