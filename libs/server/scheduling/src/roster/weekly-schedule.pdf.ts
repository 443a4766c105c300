import type { Roster, RosterDay, RosterRow } from '@timekeep/contracts';
import { datesBetween } from '@timekeep/domain-time-engine';
import type { PdfDocument, PdfSource } from '@timekeep/server-platform';
import { dayHours, employeeName, hoursText, OFF_DAY_TEXT, rangeText, shiftDetails, shiftTimes, shortDate, weekdayOf } from './roster-layout';

/**
 * The weekly schedule report (document 2 §7 "Print": report WeeklyScheduleReport), laid out for
 * pdfmake and drawn by the platform's PDF renderer. This module stays light: the renderer's worker
 * thread loads it on its own.
 */
/** Days side by side on one landscape page: a longer range continues in weeks, each on a page of its own. */
export const DAYS_PER_TABLE = 7;

export interface WeeklyScheduleInput {
  companyName: string;
  roster: Roster;
  sortBy: 'FirstName' | 'LastName' | 'Department';
  /** When it was printed, as the company reads its clock ('24 Nov 2026, 09:15'). */
  printedAt: string;
}

const GREY = '#666666';

/** A pdfmake node (text, stack, table, ...) or a table cell, as pdfmake's docs describe them. */
type Content = Record<string, unknown>;
type TableCell = Content;

/** The document: pure, so that what the PDF says can be checked without drawing it. */
export function weeklyScheduleDocument({ companyName, roster, sortBy, printedAt }: WeeklyScheduleInput): PdfDocument {
  const title = `${companyName}: Weekly Schedule`;
  const range = rangeText(roster.startDate, roster.endDate);
  const dates = roster.rows[0]?.scheduleRuleVoList.map((d) => d.title) ?? datesBetween(roster.startDate, roster.endDate);
  const weeks = chunks(dates, DAYS_PER_TABLE);
  const content: Content[] = [];
  if (!roster.rows.length) content.push({ text: 'No active employees in the chosen departments.', margin: [0, 12, 0, 0] });
  else {
    weeks.forEach((week, n) => {
      if (weeks.length > 1) content.push({ text: rangeText(week[0], week[week.length - 1]), style: 'week', ...(n > 0 ? { pageBreak: 'before' as const } : {}) });
      content.push(weekTable(roster.rows, week, sortBy));
    });
    if (weeks.length > 1) content.push({ text: `Totals, ${range}`, style: 'week', pageBreak: 'before' }, totalsTable(roster, sortBy));
  }
  return {
    info: { title: `${title}, ${range}`, subject: 'WeeklyScheduleReport', creator: 'Timekeep' },
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [24, 56, 24, 32],
    header: () => ({
      margin: [24, 18, 24, 0],
      columns: [
        { text: title, style: 'title' },
        { text: range, style: 'range', alignment: 'right' },
      ],
    }),
    footer: (page: number, pages: number) => ({
      margin: [24, 8, 24, 0],
      columns: [
        { text: `Printed ${printedAt}`, style: 'footer' },
        { text: `Page ${page} of ${pages}`, style: 'footer', alignment: 'right' },
      ],
    }),
    content,
    defaultStyle: { font: 'Roboto', fontSize: 7.5 },
    styles: {
      title: { fontSize: 14, bold: true },
      range: { fontSize: 11 },
      week: { fontSize: 10, bold: true, margin: [0, 0, 0, 6] },
      head: { bold: true, fillColor: '#eeeeee' },
      footer: { fontSize: 7, color: GREY },
    },
  };
}

/** The weekly schedule as the PDF worker builds it (renderPdfOffThread). */
export const WEEKLY_SCHEDULE_PDF: PdfSource<WeeklyScheduleInput> = { file: __filename, exportName: 'weeklyScheduleDocument' };

function weekTable(rows: RosterRow[], week: string[], sortBy: WeeklyScheduleInput['sortBy']): Content {
  const head: TableCell[] = [
    { text: 'Employee', style: 'head' },
    ...week.map((date): TableCell => ({ text: [{ text: `${weekdayOf(date)}\n`, bold: true }, shortDate(date)], style: 'head', alignment: 'center' })),
    { text: 'Hours', style: 'head', alignment: 'right' },
  ];
  const body: TableCell[][] = rows.map((row) => {
    const days = row.scheduleRuleVoList.filter((d) => week.includes(d.title));
    return [nameCell(row, sortBy), ...week.map((date) => dayCell(days.find((d) => d.title === date))), { text: hoursText(sum(days.map(dayHours))), alignment: 'right' }];
  });
  const dayTotals = week.map((date) => sum(rows.map((r) => dayHours(r.scheduleRuleVoList.find((d) => d.title === date) ?? emptyDay(date)))));
  const foot: TableCell[] = [
    { text: 'Total', bold: true },
    ...dayTotals.map((h): TableCell => ({ text: hoursText(h), bold: true, alignment: 'center' })),
    { text: hoursText(sum(dayTotals)), bold: true, alignment: 'right' },
  ];
  return {
    table: { headerRows: 1, dontBreakRows: true, widths: [100, ...week.map(() => '*' as const), 34], body: [head, ...body, foot] },
    layout: { hLineColor: () => '#bbbbbb', vLineColor: () => '#bbbbbb', paddingTop: () => 3, paddingBottom: () => 3 },
  };
}

function totalsTable(roster: Roster, sortBy: WeeklyScheduleInput['sortBy']): Content {
  return {
    table: {
      headerRows: 1,
      widths: [160, 60],
      body: [
        [
          { text: 'Employee', style: 'head' },
          { text: 'Hours', style: 'head', alignment: 'right' },
        ],
        ...roster.rows.map((row): TableCell[] => [nameCell(row, sortBy), { text: hoursText(row.totalHours), alignment: 'right' }]),
        [
          { text: 'Total', bold: true },
          { text: hoursText(roster.totalHours), bold: true, alignment: 'right' },
        ],
      ],
    },
    layout: { hLineColor: () => '#bbbbbb', vLineColor: () => '#bbbbbb' },
  };
}

function nameCell(row: RosterRow, sortBy: WeeklyScheduleInput['sortBy']): TableCell {
  return { stack: [{ text: employeeName(row.employee, sortBy), bold: true }, ...(row.employee.departmentName ? [{ text: row.employee.departmentName, color: GREY }] : [])] };
}

/** Each shift: its times, then its label, position and break; or 'Off Day'; blank when nothing is rostered. */
function dayCell(day: RosterDay | undefined): TableCell {
  if (!day?.workSections.length) return day?.isOffDay ? { text: OFF_DAY_TEXT, italics: true, color: GREY, alignment: 'center' } : { text: '' };
  return {
    stack: day.workSections.map((s, i) => ({
      margin: [0, i ? 3 : 0, 0, 0] as [number, number, number, number],
      stack: [{ text: shiftTimes(s), bold: true }, ...(shiftDetails(s) ? [{ text: shiftDetails(s), color: GREY, fontSize: 6.5 }] : [])],
    })),
  };
}

const emptyDay = (title: string): RosterDay => ({ title, isOffDay: false, isClosed: false, virtual: true, workSections: [] });
const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

function chunks<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}
