import ICAL from 'ical.js';
import { calendarFile } from './calendar-file';

describe('the calendar file', () => {
  it.each(['Pacific/Auckland', 'Australia/Sydney', 'Europe/Amsterdam', 'UTC', 'Asia/Calcutta'])('names, for %s, only time zones it defines (an alias by its rules’ own name)', (zone) => {
    const text = calendarFile({ name: 'Ana', zone, stamp: new Date('2027-01-01T00:00:00Z'), entries: [{ uid: 'u', summary: 'Shift', kind: 'timed', start: '2027-04-03T22:00', end: '2027-04-04T06:00' }] });
    const calendar = new ICAL.Component(ICAL.parse(text));
    const defined = calendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid'));
    const named = calendar.getAllSubcomponents('vevent').flatMap((e) => ['dtstart', 'dtend'].map((p) => e.getFirstProperty(p)?.getParameter('tzid')));
    expect(named.every((tzid) => defined.includes(tzid as string))).toBe(true);
    expect(text).toContain('\r\n');
  });
});
