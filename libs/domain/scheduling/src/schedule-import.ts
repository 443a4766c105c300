import {
  type ImportRowProblem,
  MODEL_ERROR,
  ROSTER_TEXTS,
  ROW_ERRORS,
  SCHEDULE_IMPORT_COLUMNS,
  SCHEDULE_IMPORT_MAX_LISTED,
  SCHEDULE_IMPORT_MAX_ROWS,
  SCHEDULE_IMPORT_OFF,
  WorkSectionDto,
} from '@timekeep/contracts';
import { Refusal, RefusalKind } from '@timekeep/domain-kernel';
import { PayRuleError } from '@timekeep/domain-pay-rules';
import { dateOf, dayOf } from '@timekeep/domain-time-engine';
import type { CustomDay } from './employee-schedule';
import { overlaps } from './roster';
import { checkDayRule, checkSection, SectionRules, sectionMinutes } from './schedule-template';

/**
 * The schedule import's refusals (document 3 §7, §8): `modelerror` for a file that does not
 * follow the template and `rowErrors` with the rows that cannot be imported are codes (200, the
 * console shows 'Template format error.' or lists the rows); a file with nothing to import or too
 * many rows is a sentence (400).
 */
export class ScheduleImportError extends Refusal {
  constructor(
    readonly code: typeof MODEL_ERROR | typeof ROW_ERRORS | 'invalid',
    message: string = code,
    readonly rows: readonly ImportRowProblem[] = [],
  ) {
    super(message);
    this.name = 'ScheduleImportError';
  }

  get kind(): RefusalKind {
    return this.code === 'invalid' ? 'invalid' : 'code';
  }

  override get reply(): Record<string, unknown> {
    return this.code === ROW_ERRORS ? { rows: this.rows.slice(0, SCHEDULE_IMPORT_MAX_LISTED), problemCount: this.rows.length } : {};
  }

  override get answer(): string {
    return this.kind === 'code' ? this.code : this.message;
  }
}

/** A cell as the server's spreadsheet reader hands it over (dates and times as text). */
export type ImportCell = string | number | null;

/** One row of the file, read: a shift, or an off day. `row` is the sheet's row number (the header is row 1). */
export interface ImportLine {
  row: number;
  payId: string | null;
  clockId: number | null;
  date: string;
  off: boolean;
  /** HH:MM; null on an off day. */
  start: string | null;
  end: string | null;
  endsNextDay: boolean;
  /** Minutes. */
  breakTime: number;
  /** A position's name or code as the file gives it. */
  position: string | null;
}

export const IMPORT_TEXTS = {
  noRows: 'The file has no rows to import under its header.',
  tooManyRows: `The file has more than ${SCHEDULE_IMPORT_MAX_ROWS} rows: split it into smaller files.`,
  noEmployee: 'Enter the Pay ID or the Clock ID of the employee.',
  clockId: 'Clock ID: enter a whole number.',
  date: 'Date: enter a date as YYYY-MM-DD (or DD/MM/YYYY).',
  start: `Start: enter a time as HH:MM, or ${SCHEDULE_IMPORT_OFF} for an off day.`,
  end: 'End: enter a time as HH:MM.',
  endsNextDay: 'Ends Next Day: enter Y or N.',
  breakTime: 'Break (minutes): enter whole minutes, such as 30.',
  offDayFields: 'An off day has no End, Ends Next Day, Break or Position.',
  endAfterStart: ROSTER_TEXTS.endAfterStart,
  twoNextDays: 'Only one shift a day may end the next day.',
  payOnFinishDay: "This employee's pay group pays on the finish day: a shift may not end the next day.",
} as const;

const columnName = (value: ImportCell) => String(value ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
const text = (value: ImportCell): string => (value === null ? '' : String(value).trim());
const isBlank = (row: readonly ImportCell[]) => row.slice(0, SCHEDULE_IMPORT_COLUMNS.length).every((c) => text(c) === '');

const isRealDate = (iso: string) => !Number.isNaN(Date.parse(`${iso}T00:00:00Z`)) && new Date(`${iso}T00:00:00Z`).toISOString().slice(0, 10) === iso;

/** A date cell ('YYYY-MM-DD' from the reader) or text typed as YYYY-MM-DD or day first (DD/MM/YYYY, DD-MM-YYYY). */
export function importDate(value: ImportCell): string | null {
  if (typeof value !== 'string') return null;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value.trim());
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value.trim());
  const parts = iso ? [iso[1], iso[2], iso[3]] : dayFirst ? [dayFirst[3], dayFirst[2], dayFirst[1]] : null;
  if (!parts) return null;
  const [year, month, day] = parts;
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isRealDate(date) ? date : null;
}

/** A time cell ('HH:MM' from the reader, seconds none) or text typed as H:MM, HH:MM, or with am/pm; 24:00 only where `midnightEnd`. */
export function importTime(value: ImportCell, midnightEnd = false): string | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{1,2}):(\d{2})(?::(00))?\s*([ap]\.?m\.?)?$/i.exec(value.trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const half = match[4]?.toLowerCase().replace(/\./g, '');
  if (half) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (half === 'pm' ? 12 : 0);
  }
  if (minutes > 59) return null;
  if (hours === 24 && minutes === 0 && midnightEnd && !half) return '24:00';
  if (hours > 23) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Reads the file's first sheet against the template: its first non-blank row must be the
 * template's header (names compared without case; columns after them are not read), else the file
 * is refused as `modelerror`. Each non-blank row below is a shift, or an off day where Start says
 * OFF. What a row gets wrong is reported with its row number; the rows that read well are returned.
 */
export function readScheduleRows(sheet: ReadonlyArray<ReadonlyArray<ImportCell>>): { lines: ImportLine[]; problems: ImportRowProblem[] } {
  const headerIndex = sheet.findIndex((row) => !isBlank(row));
  const header = headerIndex < 0 ? [] : sheet[headerIndex];
  if (headerIndex < 0 || SCHEDULE_IMPORT_COLUMNS.some((name, i) => columnName(header[i] ?? null) !== name.toLowerCase())) throw new ScheduleImportError(MODEL_ERROR);

  const rows = sheet.map((cells, index) => ({ cells, row: index + 1 })).filter(({ cells }, index) => index > headerIndex && !isBlank(cells));
  if (!rows.length) throw new ScheduleImportError('invalid', IMPORT_TEXTS.noRows);
  if (rows.length > SCHEDULE_IMPORT_MAX_ROWS) throw new ScheduleImportError('invalid', IMPORT_TEXTS.tooManyRows);

  const lines: ImportLine[] = [];
  const problems: ImportRowProblem[] = [];
  for (const { cells, row } of rows) {
    const [payIdCell = null, clockIdCell = null, dateCell = null, startCell = null, endCell = null, nextDayCell = null, breakCell = null, positionCell = null] = cells;
    const found: string[] = [];
    const payId = text(payIdCell) || null;
    const clockText = text(clockIdCell);
    const clockId = clockText === '' ? null : /^\d{1,9}$/.test(clockText) ? Number(clockText) : NaN;
    if (Number.isNaN(clockId)) found.push(IMPORT_TEXTS.clockId);
    if (!payId && clockId === null) found.push(IMPORT_TEXTS.noEmployee);
    const date = importDate(dateCell);
    if (!date) found.push(IMPORT_TEXTS.date);

    const off = text(startCell).toUpperCase() === SCHEDULE_IMPORT_OFF;
    const nextDayText = text(nextDayCell).toLowerCase();
    const endsNextDay = ['y', 'yes', 'true'].includes(nextDayText);
    if (!endsNextDay && !['', 'n', 'no', 'false'].includes(nextDayText)) found.push(IMPORT_TEXTS.endsNextDay);
    const breakText = text(breakCell);
    const breakTime = breakText === '' ? 0 : /^\d+$/.test(breakText) ? Number(breakText) : NaN;
    if (Number.isNaN(breakTime)) found.push(IMPORT_TEXTS.breakTime);
    const position = text(positionCell) || null;

    let start: string | null = null;
    let end: string | null = null;
    if (off) {
      if (text(endCell) || endsNextDay || breakText || position) found.push(IMPORT_TEXTS.offDayFields);
    } else {
      start = importTime(startCell);
      end = importTime(endCell, true);
      if (!start) found.push(IMPORT_TEXTS.start);
      if (!end) found.push(IMPORT_TEXTS.end);
      // An end earlier than the start is never read as the next day: the file says so (Ends Next Day).
      if (start && end && minutesOf(end) + (endsNextDay ? 24 * 60 : 0) <= minutesOf(start)) found.push(IMPORT_TEXTS.endAfterStart);
    }
    if (found.length) problems.push(...found.map((message) => ({ row, message })));
    else lines.push({ row, payId, clockId, date: date as string, off, start, end, endsNextDay, breakTime, position });
  }
  return { lines, problems };
}

/** An employee a file may name: their pay ID and clock ID. */
export interface ImportEmployee {
  id: string;
  payId: string | null;
  clockId: number | null;
}

/**
 * The employee a row names: by pay ID when it has one (the clock ID, if given too, must be that
 * employee's), else by clock ID. The candidates are those within the importer's reach only, so
 * another company's or an out-of-scope employee reads as unknown.
 */
export function employeeOfLine(line: Pick<ImportLine, 'payId' | 'clockId'>, byPayId: ReadonlyMap<string, ImportEmployee>, byClockId: ReadonlyMap<number, ImportEmployee>): ImportEmployee | string {
  if (line.payId) {
    const employee = byPayId.get(line.payId.toLowerCase());
    if (!employee) return `No employee has Pay ID ${line.payId}.`;
    if (line.clockId !== null && employee.clockId !== line.clockId) return `Clock ID ${line.clockId} is not the clock ID of the employee with Pay ID ${line.payId}.`;
    return employee;
  }
  const employee = byClockId.get(line.clockId as number);
  return employee ?? `No active employee has Clock ID ${line.clockId}.`;
}

export interface ImportPosition {
  id: string;
  name: string;
  code: string | null;
}

/** The position a row names, by code first, then by name (both without case); a name two positions share needs the code. */
export function positionOfLine(given: string, positions: readonly ImportPosition[]): ImportPosition | string {
  const wanted = given.trim().toLowerCase();
  const byCode = positions.filter((p) => p.code?.trim().toLowerCase() === wanted);
  if (byCode.length === 1) return byCode[0];
  const byName = positions.filter((p) => p.name.trim().toLowerCase() === wanted);
  if (byName.length === 1) return byName[0];
  if (byName.length > 1 || byCode.length > 1) return `More than one position is called ${given}: enter its code.`;
  return `No position has the name or code ${given}.`;
}

/** A read line with its employee and position found. */
export interface ResolvedLine extends ImportLine {
  employeeId: string;
  positionId: string | null;
}

/** What the import's checks need to know besides the file. */
export interface ImportFacts {
  /** `employeeId|date` keys of the file's days that lie in a closed pay period. */
  closed: ReadonlySet<string>;
  /** Employees whose pay group pays on the finish day. */
  paysOnFinishDay: ReadonlySet<string>;
  /** Each employee's days as they are now, by date, from the day before the file's first to the day after its last. */
  current: ReadonlyMap<string, ReadonlyMap<string, Pick<CustomDay, 'workSections'>>>;
  rules: SectionRules;
}

/** One day the file gives an employee: the day's whole schedule, and the rows it came from. */
export interface ImportedDay {
  date: string;
  rule: CustomDay;
  rows: number[];
}

type Section = { row: number; section: WorkSectionDto };

/**
 * The days the file writes, each (employee, date) of the file being that day's whole schedule:
 * its rows become the day's sections (or it is an off day), checked as any employee day is, then
 * against each other and the days either side (the file's, or as they are now). Refused by row:
 * a closed pay period, an off day given with shifts, overlapping shifts, two shifts of a day
 * ending the next day, or one ending the next day for a pay-on-finish-day employee.
 */
export function importedDays(lines: readonly ResolvedLine[], facts: ImportFacts): { days: Map<string, ImportedDay[]>; problems: ImportRowProblem[] } {
  const problems: ImportRowProblem[] = [];
  const problem = (row: number, message: string) => problems.push({ row, message });
  const groups = new Map<string, ResolvedLine[]>();
  const fileDates = new Set<string>();
  for (const line of lines) {
    const key = `${line.employeeId}|${line.date}`;
    groups.set(key, [...(groups.get(key) ?? []), line]);
    fileDates.add(key);
  }

  // Each day on its own: its rows as sections, sorted by start (so row order does not change the day).
  const days = new Map<string, Map<string, { day: ImportedDay; sections: Section[] }>>();
  for (const [key, group] of groups) {
    const { employeeId, date } = group[0];
    const rows = group.map((l) => l.row).sort((a, b) => a - b);
    if (facts.closed.has(key)) {
      rows.forEach((row) => problem(row, `${date} is in a closed pay period.`));
      continue;
    }
    const offRows = group.filter((l) => l.off);
    if (offRows.length && (offRows.length > 1 || group.length > 1)) {
      offRows.forEach((l) => problem(l.row, `${date} is an off day here and has other rows for the same employee: rows ${rows.filter((r) => r !== l.row).join(', ')}.`));
      continue;
    }
    let failed = false;
    const sections: Section[] = [];
    for (const line of group.filter((l) => !l.off)) {
      try {
        const input = { startTime: line.start as string, endTime: line.end as string, endTimeType: line.endsNextDay ? ('NextDay' as const) : ('Today' as const), breakTime: line.breakTime, departmentId: line.positionId };
        sections.push({ row: line.row, section: checkSection(input, `${date}-section`, facts.rules) });
      } catch (error) {
        if (!(error instanceof PayRuleError)) throw error;
        problem(line.row, error.message);
        failed = true;
      }
      if (line.endsNextDay && facts.paysOnFinishDay.has(employeeId)) {
        problem(line.row, IMPORT_TEXTS.payOnFinishDay);
        failed = true;
      }
    }
    sections.sort((a, b) => sectionMinutes(a.section).start - sectionMinutes(b.section).start || a.row - b.row);
    for (let i = 0; i < sections.length; i++) {
      for (let j = 0; j < i; j++) {
        if (overlaps(sections[j].section, sections[i].section)) {
          problem(sections[i].row, `Overlaps the shift on row ${sections[j].row} (the same employee and day).`);
          failed = true;
        }
      }
    }
    const nextDays = sections.filter((s) => s.section.endTimeType === 'NextDay');
    if (nextDays.length > 1) {
      nextDays.forEach((s) => problem(s.row, IMPORT_TEXTS.twoNextDays));
      failed = true;
    }
    if (failed) continue;
    let rule: CustomDay;
    try {
      rule = checkDayRule({ isOffDay: offRows.length > 0, workSections: sections.map((s) => ({ ...s.section, id: undefined })) }, date, facts.rules);
    } catch (error) {
      if (!(error instanceof PayRuleError)) throw error;
      rows.forEach((row) => problem(row, error.message));
      continue;
    }
    const byDate = days.get(employeeId) ?? new Map<string, { day: ImportedDay; sections: Section[] }>();
    // checkDayRule keeps the (sorted) order: its sections are the rows' in turn.
    byDate.set(date, { day: { date, rule, rows }, sections: rule.workSections.map((section, i) => ({ row: sections[i].row, section })) });
    days.set(employeeId, byDate);
  }

  // Across midnight: each day of the file against the next day (the file's, or as it is now) and,
  // where the file does not give the day before, against that day as it is now.
  for (const [employeeId, byDate] of days) {
    const current = facts.current.get(employeeId) ?? new Map<string, Pick<CustomDay, 'workSections'>>();
    for (const [date, { sections }] of byDate) {
      const next = dateOf(dayOf(date) + 1);
      const previous = dateOf(dayOf(date) - 1);
      // A day of the file refused above is not compared: it is reported already.
      const nextRefused = fileDates.has(`${employeeId}|${next}`) && !byDate.has(next);
      const nextInFile = byDate.get(next);
      const nextSections: Array<{ row: number | null; section: WorkSectionDto }> = nextRefused
        ? []
        : nextInFile
          ? nextInFile.sections
          : (current.get(next)?.workSections ?? []).map((section) => ({ row: null, section }));
      for (const a of sections) {
        for (const b of nextSections) {
          if (!overlaps(a.section, b.section, 1)) continue;
          problem(b.row ?? a.row, b.row === null ? `Overlaps the schedule of ${next}.` : `Overlaps the shift on row ${a.row} (the same employee, the day before).`);
        }
      }
      if (fileDates.has(`${employeeId}|${previous}`)) continue;
      for (const a of current.get(previous)?.workSections ?? []) {
        for (const b of sections) if (overlaps(a, b.section, 1)) problem(b.row, `Overlaps the schedule of ${previous}.`);
      }
    }
  }

  const written = new Map<string, ImportedDay[]>();
  for (const [employeeId, byDate] of days) written.set(employeeId, [...byDate.values()].map((d) => d.day).sort((a, b) => a.date.localeCompare(b.date)));
  return { days: written, problems: problems.sort((a, b) => a.row - b.row) };
}
