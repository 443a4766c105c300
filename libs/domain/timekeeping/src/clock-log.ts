import { type DateWindow, TIME_IMPORT_MAX_LISTED } from '@timekeep/contracts';
import { dateOf, dayOf } from '@timekeep/domain-time-engine';

/**
 * ZKTeco attendance logs (`N_attlog.dat`, docs/decisions/0035-time-import.md): one read a line,
 * TAB-separated fields, each padded with spaces. The USB export has six fields
 * (PIN, `yyyy-mm-dd hh:mm:ss`, device, state, verify mode, work code), the push (ADMS) variant
 * ten; both begin with the PIN and the clock's wall time, which is all a read is. The state
 * (check-in, check-out, ...) is not read: people press the wrong key, and the engine pairs reads
 * by time.
 */

/** One read: the clock ID it was made with and the clock's wall time to the second (`yyyy-MM-ddTHH:mm:ss`, no zone). */
export interface ClockRead {
  pin: string;
  local: string;
}

/** A line that is not a read, by its number in the file (from 1), and why. */
export interface ClockLogProblem {
  line: number;
  reason: string;
}

export interface ClockLog {
  /** Lines holding anything (blank lines are not counted). */
  lines: number;
  /** Distinct reads, in the order the file first gives them. */
  reads: ClockRead[];
  /** Lines repeating a read an earlier line of the file gave (same PIN, same second). */
  duplicates: number;
  /** The first TIME_IMPORT_MAX_LISTED lines that are not reads; problemCount says how many there were. */
  problems: ClockLogProblem[];
  problemCount: number;
  /** Per PIN, how many lines gave it (duplicates included): what an unknown PIN is reported with. */
  linesByPin: Map<string, number>;
}

/** The file is not an attendance log at all: refused whole, before anything is written. */
export class NotAClockLog extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'NotAClockLog';
  }
}

export const CLOCK_LOG_FIELDS = [6, 10] as const;

const STAMP = /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):([0-5]\d):([0-5]\d)$/;
/** A clock's user number: digits (leading zeros are padding: '0005' is 5, as the employee's Clock ID is a number). */
const PIN = /^\d{1,9}$/;

/**
 * Bytes no text log holds: NUL and the C0 controls other than TAB, LF, CR (and form feed, which
 * some exporters put between pages). One is enough to call the file binary.
 */
function binaryByteAt(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) return i;
  }
  return -1;
}

function isRealDate(date: string): boolean {
  try {
    return dateOf(dayOf(date)) === date;
  } catch {
    return false;
  }
}

/**
 * One line's read, or why it is not one. `realDate` answers whether a date exists (the log reader
 * caches it: a log has few dates, many lines); a real date outside the install's `window` (ADR
 * 0051: a clock whose date was never set writes 2000-01-01 or 2165-...) is not a read either.
 */
export function readClockLine(line: string, window: DateWindow, realDate: (date: string) => boolean = isRealDate): ClockRead | string {
  const fields = line.trim().split('\t');
  if (!(CLOCK_LOG_FIELDS as readonly number[]).includes(fields.length)) return `expected 6 or 10 TAB-separated fields, found ${fields.length}`;
  const pin = fields[0].trim();
  const stamp = fields[1].trim();
  if (!PIN.test(pin)) return `the PIN '${pin.slice(0, 20)}' is not a number`;
  const match = STAMP.exec(stamp);
  if (!match || !realDate(match[1])) return `'${stamp.slice(0, 30)}' is not a date and time (yyyy-mm-dd hh:mm:ss)`;
  if (match[1] < window.earliest || match[1] > window.latest) return `the date ${match[1]} is outside the dates this server takes (${window.earliest} to ${window.latest})`;
  return { pin: String(Number(pin)), local: `${match[1]}T${match[2]}:${match[3]}:${match[4]}` };
}

/**
 * Reads a whole log. Lines end with CRLF, LF or CR; a line that is not a read is reported by its
 * number and skipped (the first TIME_IMPORT_MAX_LISTED kept, all counted); a read the file already
 * gave is counted as a duplicate. A file with binary bytes, or in which no line is a read, is not
 * a log (NotAClockLog). Lines are walked in place, not split into an array, so a large log costs
 * its reads and little more.
 */
export function readClockLog(bytes: Uint8Array, window: DateWindow): ClockLog {
  const binary = binaryByteAt(bytes);
  if (binary >= 0) throw new NotAClockLog(`it holds binary data (byte ${binary + 1}), not the text lines of an attendance log`);
  const text = new TextDecoder('utf-8').decode(bytes);
  const dates = new Map<string, boolean>();
  const realDate = (date: string) => dates.get(date) ?? dates.set(date, isRealDate(date)).get(date) ?? false;
  // Per PIN, the wall times read: the reads' own strings, so the check costs no copies.
  const seen = new Map<string, Set<string>>();
  const reads: ClockRead[] = [];
  const problems: ClockLogProblem[] = [];
  const linesByPin = new Map<string, number>();
  let lines = 0;
  let problemCount = 0;
  let duplicates = 0;
  let number = 0;
  for (let at = 0; at <= text.length; ) {
    let end = at;
    while (end < text.length && text.charCodeAt(end) !== 0x0a && text.charCodeAt(end) !== 0x0d) end++;
    const line = text.slice(at, end);
    at = end + (text.charCodeAt(end) === 0x0d && text.charCodeAt(end + 1) === 0x0a ? 2 : 1);
    number++;
    if (!line.trim()) continue;
    lines++;
    const read = readClockLine(line, window, realDate);
    if (typeof read === 'string') {
      if (problemCount++ < TIME_IMPORT_MAX_LISTED) problems.push({ line: number, reason: read });
      continue;
    }
    linesByPin.set(read.pin, (linesByPin.get(read.pin) ?? 0) + 1);
    const times = seen.get(read.pin) ?? seen.set(read.pin, new Set()).get(read.pin) ?? new Set();
    if (times.has(read.local)) {
      duplicates++;
      continue;
    }
    times.add(read.local);
    reads.push(read);
  }
  if (!reads.length) throw new NotAClockLog(lines ? 'no line is a read (PIN, TAB, yyyy-mm-dd hh:mm:ss, ...)' : 'it is empty');
  return { lines, reads, duplicates, problems, problemCount, linesByPin };
}

/**
 * What becomes of an employee's reads (docs/decisions/0035-time-import.md): `held` when a timesheet
 * already holds it from an earlier import, `ours` when this run wrote it (a redelivery: still
 * reported as added, never written again), `closed` on a day a closed pay period froze, else `new`
 * (to be written); `beforeHire` on a day before the employee's hire date (ADR 0051: reported, not
 * written; a clock ID passed on from a former employee gives such reads).
 */
export type ClockReadFate = 'new' | 'ours' | 'held' | 'closed' | 'beforeHire';

export function clockReadFates(locals: readonly string[], heldBy: ReadonlyMap<string, string>, closedDates: ReadonlySet<string>, runId: string, hireOn = ''): ClockReadFate[] {
  return locals.map((local) => {
    const run = heldBy.get(local);
    if (run) return run === runId ? 'ours' : 'held';
    if (local.slice(0, 10) < hireOn) return 'beforeHire';
    return closedDates.has(local.slice(0, 10)) ? 'closed' : 'new';
  });
}
