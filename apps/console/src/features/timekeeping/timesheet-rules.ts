import { type PunchDto, type PunchPairDto, type TimesheetDto, WORK_CODE_SHOWN } from '@timekeep/contracts';
import dayjs from 'dayjs';

export const DAY_FORMAT = 'YYYY-MM-DD';

/** The period before or after the one shown, as long as it (document 2 §2 "Period switcher"). */
export function shiftPeriod(fromT: string, toT: string, direction: -1 | 1): { fromT: string; toT: string } {
  const from = dayjs(fromT);
  const length = dayjs(toT).diff(from, 'day') + 1;
  const start = from.add(direction * length, 'day');
  return { fromT: start.format(DAY_FORMAT), toT: start.add(length - 1, 'day').format(DAY_FORMAT) };
}

/**
 * What a punch's Delete does (document 2 §4, ADR 0060), as the server decides it: an auto-paired
 * out is never deleted on its own ('kept': no Delete), an in whose out was auto-paired takes that
 * out along, any other punch goes alone.
 */
export function punchDeletion(pair: Pick<PunchPairDto, 'inPunchId' | 'outPunchId' | 'outPunchType'>, punch: Pick<PunchDto, 'id' | 'entry'>): 'alone' | 'withAutoOut' | 'kept' {
  if (punch.entry === 'AutoPair' && pair.outPunchId === punch.id && pair.inPunchId) return 'kept';
  if (pair.inPunchId === punch.id && pair.outPunchId && pair.outPunchType === 'auto-pair') return 'withAutoOut';
  return 'alone';
}

/** Hours to 2 decimals (document 2 §9). */
export const hours = (value: number) => value.toFixed(2);

/** Standard and guaranteed hours to 1 decimal; nothing when not set. */
export const oneDecimal = (value: number | null | undefined) => (value === null || value === undefined ? '—' : value.toFixed(1));

/** The column heading, 'Mon 05/03' (document 2 §9 'ddd DD/MM'). */
export const dayHeading = (day: string) => dayjs(day).format('ddd DD/MM');

/** 'yyyy-MM-ddTHH:mm' to 'HH:mm', with the day it falls on when it is not the pay date. */
export function wallTime(local: string | null, day: string): string {
  if (!local) return '';
  const [date, time] = local.split('T');
  if (date === day) return time;
  return date < day ? `${time} (prev)` : `${time} (+1)`;
}

/** The neighbour of an employee in the list order, wrapping around at either end. */
export function neighbour<T extends { id: string }>(list: readonly T[], id: string, direction: -1 | 1): T | undefined {
  if (!list.length) return undefined;
  const at = list.findIndex((e) => e.id === id);
  if (at < 0) return list[direction === 1 ? 0 : list.length - 1];
  return list[(at + direction + list.length) % list.length];
}

/** Minutes from the pay date's midnight of a time with its Previous/Today/NextDay flag. */
export function minutesOf(time: string, type: string): number {
  const [h, m] = time.split(':').map(Number);
  const offset = type === 'Previous' ? -1440 : type === 'NextDay' ? 1440 : 0;
  return h * 60 + m + offset;
}

/** Editing is offered only when the timesheet is not read-only nor in a closed period (document 2 §4). */
export const isEditable = (sheet: TimesheetDto | undefined) => !!sheet && !sheet.readonly && !sheet.ptClosed && !sheet.asOf;

/** The pay date's day type of a wall time 'yyyy-MM-ddTHH:mm'. */
export function dayTypeOf(local: string | null, day: string): 'Previous' | 'Today' | 'NextDay' {
  const date = local?.split('T')[0] ?? day;
  return date < day ? 'Previous' : date > day ? 'NextDay' : 'Today';
}

/** Exception codes as people read them ('MissingPunch' reads 'Missing Punch'). */
export const exceptionLabel = (code: string) => code.replace(/([a-z])([A-Z])/g, '$1 $2');

/** Every exception a pair carries. */
export const pairExceptions = (pair: PunchPairDto) => [pair.inException, pair.outException].filter((e): e is string => !!e);

/**
 * A pair's work code as its line shows it (document 2 §5): its first 12 characters, 9 beside an
 * approved pair's mark, a cut marked with '…'; the whole code and its names are shown on hover.
 */
export function shownWorkCode(desc: string, approved: boolean): string {
  const chars = approved ? WORK_CODE_SHOWN.approvedChars : WORK_CODE_SHOWN.chars;
  return desc.length > chars ? `${desc.slice(0, chars)}…` : desc;
}
