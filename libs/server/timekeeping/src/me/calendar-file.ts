import type { CalendarEntry } from '@timekeep/domain-timekeeping';
import ICAL from 'ical.js';
import { tzlib_get_ical_block } from 'timezones-ical-library';

/** `yyyy-MM-ddTHH:mm` as iCalendar's local date-time, with the zone it is in. */
function localTime(wall: string, zone: ICAL.Timezone): ICAL.Time {
  const time = ICAL.Time.fromDateTimeString(`${wall}:00`);
  time.zone = zone;
  return time;
}

/** The zone's VTIMEZONE (its current rules), as RFC 5545 asks of any TZID a calendar names. */
function vtimezoneOf(zone: string): ICAL.Component {
  const [block] = tzlib_get_ical_block(zone) as string[];
  if (!block) throw new Error(`No iCalendar rules for the time zone ${zone}`);
  const wrapped = new ICAL.Component(ICAL.parse(`BEGIN:VCALENDAR\r\n${block}\r\nEND:VCALENDAR`));
  return wrapped.getFirstSubcomponent('vtimezone') as ICAL.Component;
}

/**
 * An employee's calendar as an iCalendar file (RFC 5545), made with ical.js: timed entries at their
 * wall times in `zone` (a DTSTART;TZID= and the zone's VTIMEZONE, so an app shows them at the
 * workplace's times across a daylight-saving change), whole days as dates.
 */
export function calendarFile(calendar: { name: string; zone: string; entries: readonly CalendarEntry[]; stamp: Date }): string {
  const vcalendar = new ICAL.Component('vcalendar');
  vcalendar.updatePropertyWithValue('prodid', '-//Timekeep//Shifts and leave//EN');
  vcalendar.updatePropertyWithValue('version', '2.0');
  vcalendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  vcalendar.updatePropertyWithValue('method', 'PUBLISH');
  vcalendar.updatePropertyWithValue('x-wr-calname', calendar.name);
  vcalendar.updatePropertyWithValue('x-wr-timezone', calendar.zone);
  const vtimezone = vtimezoneOf(calendar.zone);
  vcalendar.addSubcomponent(vtimezone);
  const zone = new ICAL.Timezone(vtimezone);
  // The rules' own name (an alias such as Europe/Amsterdam is defined as Europe/Brussels): every TZID names a VTIMEZONE of the file.
  const tzid = String(vtimezone.getFirstPropertyValue('tzid'));
  const stamp = ICAL.Time.fromJSDate(calendar.stamp, true);
  for (const entry of calendar.entries) {
    const vevent = new ICAL.Component('vevent');
    vevent.updatePropertyWithValue('uid', entry.uid);
    vevent.updatePropertyWithValue('dtstamp', stamp);
    vevent.updatePropertyWithValue('summary', entry.summary);
    if (entry.kind === 'timed') {
      vevent.updatePropertyWithValue('dtstart', localTime(entry.start, zone)).setParameter('tzid', tzid);
      vevent.updatePropertyWithValue('dtend', localTime(entry.end, zone)).setParameter('tzid', tzid);
    } else {
      vevent.updatePropertyWithValue('dtstart', ICAL.Time.fromDateString(entry.startDate));
      vevent.updatePropertyWithValue('dtend', ICAL.Time.fromDateString(entry.endDateExclusive));
      // A day of leave does not make her busy to whoever books her: it is the absence of work.
      vevent.updatePropertyWithValue('transp', 'TRANSPARENT');
    }
    vcalendar.addSubcomponent(vevent);
  }
  return vcalendar.toString();
}
