import { CLOSED_PERIOD, OFF_DAY_SHIFT, ROSTER_TEXTS, TIMESHEET_TEXTS, type RosterSection, type RosterShift } from '@timekeep/contracts';

/** Roster decisions the screen makes on its own: where a shift sits on a day's ruler, the default week, the copy window, what a drop sends. */

export const DAY_MINUTES = 24 * 60;
/** Document 2 §9: the ruler marks every 2 hours, 13 marks from 0 to 24. */
export const RULER_HOURS = Array.from({ length: 13 }, (_, i) => i * 2);
/** Document 2 §9: at most 31 days copied at a time (the server's copyPlan). */
export const COPY_MAX_DAYS = 31;
/** The roster load answers at most 42 days (roster.controller.ts). */
export const MAX_ROSTER_DAYS = 42;

const DAY_MS = 86_400_000;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

type Span = Pick<RosterSection, 'startTime' | 'endTime' | 'endTimeType'> & { startTimeType: RosterShift['startTimeType'] };

/** A section's start and end in minutes from its day's midnight: a previous-day start is negative, a next-day end past 1440. */
export function spanOf(section: Span): { start: number; end: number } {
  const startDay = section.startTimeType === 'Previous' ? -1 : section.startTimeType === 'NextDay' ? 1 : 0;
  return { start: minutesOf(section.startTime) + startDay * DAY_MINUTES, end: minutesOf(section.endTime) + (section.endTimeType === 'NextDay' ? DAY_MINUTES : 0) };
}

/**
 * Where a section is drawn on its day's 24-hour ruler, in percent of the day: its part within the
 * day, and whether it runs on past either edge (a night shift from the day before, or into the next).
 */
export function rulerPlacement(section: Span): { left: number; width: number; fromBefore: boolean; intoNext: boolean } {
  const { start, end } = spanOf(section);
  const from = Math.min(Math.max(start, 0), DAY_MINUTES);
  const to = Math.min(Math.max(end, 0), DAY_MINUTES);
  const pct = (minutes: number) => Math.round((minutes / DAY_MINUTES) * 10_000) / 100;
  return { left: pct(from), width: pct(to - from), fromBefore: start < 0, intoNext: end > DAY_MINUTES };
}

/** Document 2 §5 and §9: the colour picker's seven presets, the primary green first (the default). */
export const SHIFT_COLOURS = ['#2ebb7c', '#1677ff', '#722ed1', '#fa8c16', '#eb2f96', '#13c2c2', '#f5222d'] as const;

/** What a roster write's answer says (document 2 §8): the spec's text for its codes, else the server's words, else the call's failure. */
export function replyText(message: string | undefined, failed: string): string {
  if (message === 'scheduleConflict') return ROSTER_TEXTS.conflict;
  if (message === CLOSED_PERIOD) return TIMESHEET_TEXTS.closedPeriod;
  return message || failed;
}

/** A section's times as the roster shows them: '22:00 (prev) - 06:00', '18:00 - 02:00 (+1)'. */
export function timesText(section: Span): string {
  const start = `${section.startTime}${section.startTimeType === 'Previous' ? ' (prev)' : section.startTimeType === 'NextDay' ? ' (+1)' : ''}`;
  return `${start} - ${section.endTime}${section.endTimeType === 'NextDay' ? ' (+1)' : ''}`;
}

/** The same, compact for a day's cell, where two shifts share 280 px: '06:00-14:30', '22:00-06:00+1'. */
export function shortTimesText(section: Span): string {
  return `${section.startTimeType === 'Previous' ? '-1 ' : ''}${section.startTime}-${section.endTime}${section.endTimeType === 'NextDay' ? '+1' : ''}`;
}

/** Hours to two decimals (document 2 §9). */
export const hoursText = (hours: number | null | undefined) => (hours ?? 0).toFixed(2);
/** Totals (hours, cost) to two decimals with thousands grouped: a 500-employee week costs six figures. */
export const amountText = (amount: number) => amount.toLocaleString('en-NZ', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

// Dates are yyyy-MM-dd strings, counted as UTC days so no time zone or summer time moves them.
const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const dateOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
export const addDays = (date: string, days: number) => dateOfDay(dayNumber(date) + days);
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

/** Document 2 §9: the roster opens on the current week, Monday to Sunday. */
export function weekOf(today: string): { startDate: string; endDate: string } {
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const startDate = addDays(today, -weekday);
  return { startDate, endDate: addDays(startDate, 6) };
}

/** Every date of a range, first to last. */
export const datesOf = (startDate: string, endDate: string): string[] => Array.from({ length: Math.max(0, daysBetween(startDate, endDate) + 1) }, (_, i) => addDays(startDate, i));

/**
 * Copy Roster (document 2 §5, the server's copyPlan): the paste dates are as many as the copied
 * ones and may not overlap them, so a paste date is offered when it comes after the source range
 * or early enough that the pasted days end before it starts.
 */
export function pasteDateAllowed(fromDate: string, endDate: string, beginDate: string): boolean {
  const length = daysBetween(fromDate, endDate) + 1;
  return daysBetween(endDate, beginDate) > 0 || daysBetween(beginDate, fromDate) >= length;
}

/** Why a source range cannot be copied, or null. */
export const copyRangeProblem = (fromDate: string, endDate: string): string | null => (daysBetween(fromDate, endDate) + 1 > COPY_MAX_DAYS ? ROSTER_TEXTS.copyTooLong : null);

/** A cell of the grid: an employee's date, at the version of their schedule the grid shows. */
export interface CellRef {
  employeeId: string;
  ruleDate: string;
  version: number;
}

/** What is being dragged: a library shift (or the Off Day), or what a cell holds. */
export type Dragged = { kind: 'library'; shift: Pick<RosterShift, 'id' | 'labelName'> } | { kind: 'cell'; cell: CellRef; workSectionId: string; offDay: boolean; label: string };

/** The call a drop makes (document 2 §7): the path and its body, or null when nothing changes. */
export type DropCall = { path: '/standardshifts/handleScheduleByShift' | '/standardshifts/addOffDay'; body: Record<string, unknown>; failed: string };

export function dropCall(dragged: Dragged, target: CellRef): DropCall | null {
  if (dragged.kind === 'library') {
    if (dragged.shift.id === OFF_DAY_SHIFT.id) return { path: '/standardshifts/addOffDay', body: { ...target }, failed: ROSTER_TEXTS.addOffDayFailed };
    return { path: '/standardshifts/handleScheduleByShift', body: { ...target, workSectionData: { id: dragged.shift.id } }, failed: ROSTER_TEXTS.updateScheduleFailed };
  }
  const { cell, workSectionId, offDay } = dragged;
  // Put back where it was taken from: nothing to do.
  if (cell.employeeId === target.employeeId && cell.ruleDate === target.ruleDate) return null;
  const from = { ...cell, workSectionId };
  // Moving an off day takes it off its day as it lands on the other: its failure is the removal's text.
  if (offDay) return { path: '/standardshifts/addOffDay', body: { ...target, from }, failed: ROSTER_TEXTS.removeOffDayFailed };
  return { path: '/standardshifts/handleScheduleByShift', body: { ...target, from }, failed: ROSTER_TEXTS.updateScheduleFailed };
}

export type Direction = 'left' | 'right' | 'up' | 'down';
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Keyboard dragging: the cell an arrow key moves to from where the dragged item is, the nearest
 * whose centre lies that way, staying in the row (or column) where it can; never the cell the item
 * is in (a shift picked up off the left of its cell is still in it). Null at the edge.
 */
export function nextBox<K>(direction: Direction, from: Box, boxes: ReadonlyArray<{ key: K; box: Box }>): K | null {
  const centre = (b: Box) => ({ x: b.left + b.width / 2, y: b.top + b.height / 2 });
  const here = centre(from);
  let best: { key: K; score: number } | null = null;
  for (const { key, box } of boxes) {
    // Only cells wholly that way of the item's centre: not its own, nor the next row's day that begins left of it.
    const beyond = direction === 'right' ? box.left >= here.x : direction === 'left' ? box.left + box.width <= here.x : direction === 'down' ? box.top >= here.y : box.top + box.height <= here.y;
    if (!beyond) continue;
    const there = centre(box);
    const dx = there.x - here.x;
    const dy = there.y - here.y;
    const along = direction === 'right' ? dx : direction === 'left' ? -dx : direction === 'down' ? dy : -dy;
    const across = direction === 'right' || direction === 'left' ? Math.abs(dy) : Math.abs(dx);
    // Sideways distance weighs more, so Right keeps to the row and Down to the day.
    const score = along + across * 4;
    if (!best || score < best.score) best = { key, score };
  }
  return best?.key ?? null;
}
