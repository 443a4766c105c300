import { EXCEPTION_TYPES, ExceptionType } from '@timekeep/contracts';
import { dateOf, dayOf } from '@timekeep/domain-time-engine';
import type { OrmTx } from '@timekeep/server-platform';
import { createHash } from 'node:crypto';
import type { StoredPunchPair, StoredTimesheetDay, StoredWorkShift } from './timesheet-day.entity';

/** One exception occurrence of a stored day, as the exceptions list keeps it (table time_card_exception). */
export interface ExceptionOccurrence {
  id: string;
  employeeId: string;
  date: string;
  type: ExceptionType;
  shiftId: string | null;
  pairId: string | null;
  scheduleIn: string | null;
  scheduleOut: string | null;
  actualIn: string | null;
  actualOut: string | null;
  actualInException: boolean;
}

const KNOWN: ReadonlySet<string> = new Set(EXCEPTION_TYPES);

/**
 * The occurrence's id, from what names it and nothing that a recalculation changes: the employee,
 * the date, the type and where it sits (the shift, the pair by its punch id, the punch's side). A
 * review is kept against this id, so it survives recalculation. Shaped as a UUID (version 5 bits)
 * so it sits in a uuid column.
 */
export function exceptionId(employeeId: string, date: string, type: ExceptionType, anchor: string): string {
  const h = createHash('sha1').update(`${employeeId}|${date}|${type}|${anchor}`).digest();
  h[6] = (h[6] & 0x0f) | 0x50;
  h[8] = (h[8] & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A section's wall time as yyyy-MM-ddTHH:mm: its HH:mm on the day before, the day, or the day after. */
function wallTime(date: string, time: string | null, type: string | null): string | null {
  if (!time) return null;
  if (time.length > 5) return time.slice(0, 16);
  const shift = type === 'Previous' ? -1 : type === 'NextDay' ? 1 : 0;
  return `${dateOf(dayOf(date) + shift)}T${time}`;
}

const actualIn = (pair: StoredPunchPair | undefined) => (pair ? (pair.rawIn ?? pair.ptimeIn) : null);
const actualOut = (pair: StoredPunchPair | undefined) => (pair ? (pair.rawOut ?? pair.ptimeOut) : null);
const known = (code: string | null): code is ExceptionType => code !== null && KNOWN.has(code);

/**
 * Every exception of a stored day, one per occurrence: an in or out exception on its pair (a late
 * arrival, a missing punch), a shift's own (Absent, a long or missing break, a missing job), each
 * unscheduled pair's Unscheduled Work, and the day's (unapproved overtime, what no shift or pair
 * names). The engine has already left out the types the company switched off.
 */
export function occurrencesOf(employeeId: string, day: StoredTimesheetDay): ExceptionOccurrence[] {
  const out = new Map<string, ExceptionOccurrence>();
  const named = new Set<ExceptionType>();
  const add = (type: ExceptionType, anchor: string, o: Omit<ExceptionOccurrence, 'id' | 'employeeId' | 'date' | 'type'>) => {
    named.add(type);
    const id = exceptionId(employeeId, day.day, type, anchor);
    if (!out.has(id)) out.set(id, { id, employeeId, date: day.day, type, ...o });
  };
  const pairSides = (pair: StoredPunchPair, anchor: string, shift: StoredWorkShift | null, schedule: { scheduleIn: string | null; scheduleOut: string | null }) => {
    const base = { shiftId: shift?.id ?? null, pairId: pair.id, ...schedule, actualIn: actualIn(pair), actualOut: actualOut(pair) };
    if (known(pair.inException)) add(pair.inException, `${anchor}|pair:${pair.id}|in`, { ...base, actualInException: true });
    if (known(pair.outException)) add(pair.outException, `${anchor}|pair:${pair.id}|out`, { ...base, actualInException: false });
  };

  for (const shift of day.workShifts) {
    const schedule = { scheduleIn: wallTime(day.day, shift.startTime, shift.startTimeType), scheduleOut: wallTime(day.day, shift.endTime, shift.endTimeType) };
    const ofPairs = new Set<string>();
    for (const pair of shift.punchPairs) {
      pairSides(pair, `shift:${shift.id}`, shift, schedule);
      for (const code of [pair.inException, pair.outException]) if (code) ofPairs.add(code);
    }
    const first = shift.punchPairs[0];
    const last = shift.punchPairs.at(-1);
    for (const code of new Set(shift.exceptions)) {
      if (!known(code) || ofPairs.has(code)) continue;
      add(code, `shift:${shift.id}`, { shiftId: shift.id, pairId: null, ...schedule, actualIn: actualIn(first), actualOut: actualOut(last), actualInException: false });
    }
  }

  const unscheduledWork = day.exceptions.includes('UnscheduleWork');
  const noSchedule = { scheduleIn: null, scheduleOut: null };
  for (const pair of day.unScheduledPairs) {
    if (unscheduledWork) add('UnscheduleWork', `unscheduled|pair:${pair.id}`, { shiftId: null, pairId: pair.id, ...noSchedule, actualIn: actualIn(pair), actualOut: actualOut(pair), actualInException: false });
    pairSides(pair, 'unscheduled', null, noSchedule);
  }

  const pairs = [...day.workShifts.flatMap((s) => s.punchPairs), ...day.unScheduledPairs];
  const ins = pairs.map(actualIn).filter((t): t is string => !!t).sort();
  const outs = pairs.map(actualOut).filter((t): t is string => !!t).sort();
  const daySchedule = { scheduleIn: wallTime(day.day, day.startTime, day.startTimeType), scheduleOut: wallTime(day.day, day.endTime, day.endTimeType) };
  for (const code of new Set(day.exceptions)) {
    if (!known(code) || named.has(code)) continue;
    add(code, 'day', { shiftId: null, pairId: null, ...daySchedule, actualIn: ins[0] ?? null, actualOut: outs.at(-1) ?? null, actualInException: false });
  }
  return [...out.values()];
}

/** Stored days as `TimesheetCalculator.store()` upserts them. */
export interface StoredDayRow {
  employeeId: string;
  companyId: string;
  date: string;
  data: StoredTimesheetDay;
}

const CHUNK = 2000;

/**
 * Replaces the exception rows of exactly the days stored (called by `TimesheetCalculator.store()`
 * in its transaction, after the upsert): a day stored again loses the occurrences it no longer has.
 */
export async function storeExceptionRows(tx: OrmTx, rows: readonly StoredDayRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const days = rows.slice(i, i + CHUNK);
    await tx.sql.query(
      `DELETE FROM time_card_exception x USING unnest($1::uuid[], $2::date[]) AS d(employee_id, date) WHERE x.employee_id = d.employee_id AND x.date = d.date`,
      [days.map((d) => d.employeeId), days.map((d) => d.date)],
    );
    const found = days.flatMap((d) => occurrencesOf(d.employeeId, d.data).map((o) => ({ ...o, companyId: d.companyId })));
    if (!found.length) continue;
    const column = <K extends keyof (typeof found)[number]>(key: K) => found.map((o) => o[key]);
    await tx.sql.query(
      `INSERT INTO time_card_exception (id, company_id, employee_id, date, type, shift_id, pair_id, schedule_in, schedule_out, actual_in, actual_out, actual_in_exception)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::date[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::boolean[])`,
      [
        column('id'),
        column('companyId'),
        column('employeeId'),
        column('date'),
        column('type'),
        column('shiftId'),
        column('pairId'),
        column('scheduleIn'),
        column('scheduleOut'),
        column('actualIn'),
        column('actualOut'),
        column('actualInException'),
      ],
    );
  }
}
