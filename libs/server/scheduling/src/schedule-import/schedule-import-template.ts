import { SCHEDULE_IMPORT_COLUMNS, SCHEDULE_IMPORT_MAX_ROWS, SCHEDULE_IMPORT_OFF } from '@timekeep/contracts';
import { dateOf, dayOf, weekdayOf } from '@timekeep/domain-time-engine';
import { excelSerial, legacyWorkbook } from '@timekeep/server-platform';

const INSTRUCTIONS = [
  ['How to fill in the schedule import'],
  [],
  ['One row a shift, on the Schedule sheet, under its header (keep the header as it is). Replace the example row.'],
  ['Pay ID', 'The employee’s pay ID. Or leave it blank and give the Clock ID. When both are given they must be the same employee’s.'],
  ['Clock ID', 'The employee’s clock ID (a whole number), when there is no Pay ID.'],
  ['Date', 'The day of the shift: a date cell, or text as YYYY-MM-DD or DD/MM/YYYY.'],
  ['Start', `The start time, 24-hour, as HH:MM (a time cell is fine). ${SCHEDULE_IMPORT_OFF} makes the day an off day (leave the other columns blank).`],
  ['End', 'The end time, as HH:MM. It must be later than Start, unless Ends Next Day is Y.'],
  ['Ends Next Day', 'Y when the shift ends on the next day (a night shift: 22:00 to 06:00); N or blank otherwise.'],
  ['Break (minutes)', 'The unpaid break in whole minutes; blank is none.'],
  ['Position', 'Optional: the position worked, by its code or its name (a name two positions share needs the code).'],
  [],
  ['The rows of one employee and date are that day’s whole schedule: importing replaces the day. Two shifts of a day may not overlap.'],
  ['Columns after Position are not read: use them for your notes (a name, say).'],
  ['Nothing is imported until every row is right: the import lists the rows to correct by their row number.'],
  [`At most ${SCHEDULE_IMPORT_MAX_ROWS} rows and 5 MB a file. Days in a closed pay period cannot be imported.`],
];

/**
 * The schedule import's template, a legacy .xls workbook (document 3 §2: the import takes one
 * .xls file): the header, an example row dated the coming Monday, and a sheet saying how to fill it in.
 */
export function scheduleImportTemplate(today: string): Buffer {
  const day = dayOf(today);
  const monday = dateOf(day + 7 - weekdayOf(day));
  const time = (hhmm: string) => ({ serial: excelSerial(null, hhmm), format: 'hh:mm' });
  return legacyWorkbook([
    {
      name: 'Schedule',
      rows: [[...SCHEDULE_IMPORT_COLUMNS], ['E1001', 1001, { serial: excelSerial(monday), format: 'yyyy-mm-dd' }, time('08:00'), time('16:30'), 'N', 30, null]],
      widths: [12, 10, 12, 8, 8, 15, 16, 20],
    },
    { name: 'Instructions', rows: INSTRUCTIONS, widths: [18, 110] },
  ]);
}
