import type { RosterDay, RosterRow } from '@timekeep/contracts';
import { escapeHtml, Mail } from '@timekeep/server-platform';
import { dayHours, hoursText, longDate, NOT_ROSTERED_TEXT, OFF_DAY_TEXT, rangeText, shiftDetails, shiftTimes, weekdayOf } from './roster-layout';

interface Line {
  date: string;
  weekday: string;
  /** Each shift's times and its details (label, position, break); empty for an off or unrostered day. */
  shifts: Array<{ times: string; details: string }>;
  /** 'Off Day' or 'Not rostered' when there is no shift. */
  none: string | null;
  hours: string;
}

function lineOf(day: RosterDay): Line {
  const shifts = day.workSections.map((s) => ({ times: shiftTimes(s), details: shiftDetails(s) }));
  return {
    date: longDate(day.title),
    weekday: weekdayOf(day.title),
    shifts,
    none: shifts.length ? null : day.isOffDay ? OFF_DAY_TEXT : NOT_ROSTERED_TEXT,
    hours: shifts.length ? hoursText(dayHours(day)) : '',
  };
}

/**
 * One employee's own roster for the range (document 2 §2 "send email to that employee", "Send
 * All"): a table of date, weekday, shifts (times, label, position, break) or 'Off Day', and hours,
 * in HTML and in plain text. Null when the employee has no address to send it to.
 */
export function rosterMail(companyName: string, row: RosterRow, startDate: string, endDate: string): Mail | null {
  const to = row.employee.email?.trim();
  if (!to) return null;
  const range = rangeText(startDate, endDate);
  const lines = row.scheduleRuleVoList.map(lineOf);
  const total = hoursText(row.totalHours);
  const intro = `Your roster at ${companyName} for ${range}:`;
  const text = [
    `Hello ${row.employee.firstName},`,
    '',
    intro,
    '',
    ...lines.map((l) => `${l.weekday.slice(0, 3)} ${l.date}: ${l.none ?? l.shifts.map((s) => [s.times, s.details].filter(Boolean).join(' ')).join('; ')}${l.hours ? ` (${l.hours} h)` : ''}`),
    '',
    `Total: ${total} hours`,
    '',
  ].join('\n');
  const cell = 'style="border:1px solid #cccccc;padding:4px 8px;text-align:left;vertical-align:top"';
  const rows = lines
    .map((l) => {
      const shifts = l.none
        ? `<em>${escapeHtml(l.none)}</em>`
        : l.shifts.map((s) => `<strong>${escapeHtml(s.times)}</strong>${s.details ? ` ${escapeHtml(s.details)}` : ''}`).join('<br>');
      return `<tr><td ${cell}>${escapeHtml(l.date)}</td><td ${cell}>${escapeHtml(l.weekday)}</td><td ${cell}>${shifts}</td><td ${cell}>${escapeHtml(l.hours)}</td></tr>`;
    })
    .join('');
  const html =
    `<p>Hello ${escapeHtml(row.employee.firstName)},</p><p>${escapeHtml(intro)}</p>` +
    `<table style="border-collapse:collapse"><thead><tr><th ${cell}>Date</th><th ${cell}>Day</th><th ${cell}>Shifts</th><th ${cell}>Hours</th></tr></thead>` +
    `<tbody>${rows}</tbody><tfoot><tr><th ${cell} colspan="3">Total</th><th ${cell}>${escapeHtml(total)}</th></tr></tfoot></table>`;
  return { to, subject: `${companyName}: your roster for ${range}`, text, html };
}

/** The name a roster result reports an employee by. */
export const nameOf = (row: RosterRow): string => `${row.employee.firstName} ${row.employee.lastName}`;
