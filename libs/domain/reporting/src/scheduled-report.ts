import {
  EventType,
  invalidReceiverText,
  isEmail,
  REPORT_FORMATS,
  ReportFormat,
  SCHEDULE_FREQUENCIES,
  SCHEDULE_PERIODS,
  SCHEDULED_REPORT_TEXTS as TEXTS,
  ScheduleFrequency,
  SchedulePeriod,
  sameJson,
} from '@timekeep/contracts';
import { Refusal, RefusalKind } from '@timekeep/domain-kernel';
import { dateOf, dayOf, instantOf } from '@timekeep/domain-time-engine';

/** A schedule the rules refuse (400 with the sentence) or one that is not there for the caller (404). */
export class ScheduledReportRuleError extends Refusal {
  constructor(
    private readonly refusal: 'invalid' | 'notFound',
    message: string,
  ) {
    super(message);
    this.name = 'ScheduledReportRuleError';
  }

  get kind(): RefusalKind {
    return this.refusal;
  }
}

/** At most this many receivers: a report mailed to more is a distribution list's job. */
export const MAX_RECEIVERS = 20;

export type ReportParameters = Record<string, string | string[]>;

export interface ScheduledReportFields {
  reportType: string;
  startDate: string;
  /** HH:mm on the company's clock. */
  sendTime: string;
  frequency: ScheduleFrequency;
  period: SchedulePeriod;
  format: ReportFormat;
  receivers: string[];
  /** The report's own conditions (checked by its type at save), without its dates. */
  parameters: ReportParameters;
}

/** What a form sends: free text the rules read. */
export interface ScheduledReportInput {
  reportType: string;
  startDate: string;
  sendTime: string;
  frequency: string;
  period: string;
  format: string;
  receivers: string[];
  parameters: ReportParameters;
}

export type ScheduledReportEvent =
  | { type: typeof EventType.ScheduledReportCreated; v: 1; data: ScheduledReportFields & { id: string; createdBy: string; createdByName: string } }
  | { type: typeof EventType.ScheduledReportChanged; v: 1; data: ScheduledReportFields & { id: string } }
  | { type: typeof EventType.ScheduledReportDeleted; v: 1; data: { id: string } };

export interface ScheduledReportState {
  fields: ScheduledReportFields | null;
  createdBy: string | null;
}

export const scheduledReportFold = {
  initial: { fields: null, createdBy: null } as ScheduledReportState,
  evolve: (state: ScheduledReportState, event: ScheduledReportEvent): ScheduledReportState => {
    switch (event.type) {
      case EventType.ScheduledReportCreated: {
        const { id: _, createdBy, createdByName: __, ...fields } = event.data;
        return { fields, createdBy };
      }
      case EventType.ScheduledReportChanged: {
        const { id: _, ...fields } = event.data;
        return { ...state, fields };
      }
      case EventType.ScheduledReportDeleted:
        return { ...state, fields: null };
      default:
        return state;
    }
  },
};

const isDate = (d: string) => {
  const time = Date.parse(`${d}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(d);
};
const isTime = (t: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(t);
const oneOf = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);

/**
 * The schedule's own fields (the report's conditions are its type's to check). Receivers are
 * trimmed, deduplicated without regard to case, and each must be an email address: a schedule
 * that would bounce is refused at save (issue 20), naming the address.
 */
export function checkScheduledReport(input: ScheduledReportInput): ScheduledReportFields {
  const startDate = input.startDate.trim();
  if (!isDate(startDate)) throw new ScheduledReportRuleError('invalid', TEXTS.chooseStartDate);
  const sendTime = input.sendTime.trim().slice(0, 5);
  if (!isTime(sendTime)) throw new ScheduledReportRuleError('invalid', TEXTS.chooseSendTime);
  if (!oneOf(SCHEDULE_FREQUENCIES, input.frequency)) throw new ScheduledReportRuleError('invalid', TEXTS.chooseFrequency);
  if (!oneOf(SCHEDULE_PERIODS, input.period)) throw new ScheduledReportRuleError('invalid', TEXTS.choosePeriod);
  const format = input.format.trim().toUpperCase();
  if (!oneOf(REPORT_FORMATS, format)) throw new ScheduledReportRuleError('invalid', 'Choose PDF or XLSX.');
  const receivers: string[] = [];
  for (const raw of input.receivers) {
    const receiver = raw.trim();
    if (!receiver) continue;
    if (!isEmail(receiver)) throw new ScheduledReportRuleError('invalid', invalidReceiverText(receiver));
    if (!receivers.some((r) => r.toLowerCase() === receiver.toLowerCase())) receivers.push(receiver);
  }
  if (!receivers.length) throw new ScheduledReportRuleError('invalid', TEXTS.enterReceivers);
  if (receivers.length > MAX_RECEIVERS) throw new ScheduledReportRuleError('invalid', TEXTS.tooManyReceivers);
  return { reportType: input.reportType, startDate, sendTime, frequency: input.frequency, period: input.period, format, receivers, parameters: input.parameters };
}

/** A new schedule, run with its creator's rights (their id and, for the list, their name). */
export function decideCreateScheduledReport(state: ScheduledReportState, id: string, creator: { id: string; name: string }, input: ScheduledReportInput): ScheduledReportEvent[] {
  if (state.createdBy) throw new ScheduledReportRuleError('invalid', TEXTS.conflict);
  return [{ type: EventType.ScheduledReportCreated, v: 1, data: { id, createdBy: creator.id, createdByName: creator.name, ...checkScheduledReport(input) } }];
}

/** An edit of a live schedule; saving what is stored records nothing. */
export function decideUpdateScheduledReport(state: ScheduledReportState, id: string, input: ScheduledReportInput): ScheduledReportEvent[] {
  if (!state.fields) throw new ScheduledReportRuleError('notFound', TEXTS.notFound);
  const fields = checkScheduledReport(input);
  return sameJson(state.fields, fields) ? [] : [{ type: EventType.ScheduledReportChanged, v: 1, data: { id, ...fields } }];
}

/** Deleting a schedule already gone records nothing: a repeated delete does no harm. */
export function decideDeleteScheduledReport(state: ScheduledReportState, id: string): ScheduledReportEvent[] {
  return state.fields ? [{ type: EventType.ScheduledReportDeleted, v: 1, data: { id } }] : [];
}

const STEP_DAYS: Record<Exclude<ScheduleFrequency, 'Monthly'>, number> = { Daily: 1, Weekly: 7, Fortnightly: 14 };

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** The n-th send's date (n = 0 is the start date). Monthly keeps the start's day, or the month's last day when it is shorter. */
export function sendDate(schedule: Pick<ScheduledReportFields, 'startDate' | 'frequency'>, n: number): string {
  if (schedule.frequency !== 'Monthly') return dateOf(dayOf(schedule.startDate) + n * STEP_DAYS[schedule.frequency]);
  const [year, month, day] = schedule.startDate.split('-').map(Number);
  const m = month - 1 + n;
  const y = year + Math.floor(m / 12);
  const mm = ((m % 12) + 12) % 12;
  const d = Math.min(day, daysInMonth(y, mm));
  return `${y}-${String(mm + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The instant (seconds) of the n-th send: its date at the send time on the company's clock. */
export function sendInstant(schedule: Pick<ScheduledReportFields, 'startDate' | 'frequency' | 'sendTime'>, n: number, zone: string): number {
  return instantOf(`${sendDate(schedule, n)}T${schedule.sendTime}`, zone);
}

/** The latest send due at or before `now` (seconds), or null while the first is still ahead. */
export function latestDue(schedule: Pick<ScheduledReportFields, 'startDate' | 'frequency' | 'sendTime'>, zone: string, now: number): { n: number; at: number } | null {
  if (sendInstant(schedule, 0, zone) > now) return null;
  // An estimate from the days elapsed, then stepped to the exact send (months and DST move it a little).
  const elapsedDays = Math.floor((now - sendInstant(schedule, 0, zone)) / 86_400);
  let n = schedule.frequency === 'Monthly' ? Math.floor(elapsedDays / 31) : Math.floor(elapsedDays / STEP_DAYS[schedule.frequency]);
  while (sendInstant(schedule, n + 1, zone) <= now) n += 1;
  while (n > 0 && sendInstant(schedule, n, zone) > now) n -= 1;
  return { n, at: sendInstant(schedule, n, zone) };
}

/** The next send after `now` (seconds). */
export function nextDue(schedule: Pick<ScheduledReportFields, 'startDate' | 'frequency' | 'sendTime'>, zone: string, now: number): number {
  const latest = latestDue(schedule, zone, now);
  return sendInstant(schedule, latest ? latest.n + 1 : 0, zone);
}

/**
 * The dates a send on `sendOn` covers: the day before, the Monday-to-Sunday week before the send's
 * week, the two such weeks, or the calendar month before the send's month.
 */
export function periodOf(period: SchedulePeriod, sendOn: string): { startDate: string; endDate: string } {
  const day = dayOf(sendOn);
  // Day 0 (1970-01-01) was a Thursday: (n + 3) % 7 counts days since Monday.
  const monday = day - ((day + 3) % 7);
  switch (period) {
    case 'PreviousDay':
      return { startDate: dateOf(day - 1), endDate: dateOf(day - 1) };
    case 'PreviousWeek':
      return { startDate: dateOf(monday - 7), endDate: dateOf(monday - 1) };
    case 'PreviousFortnight':
      return { startDate: dateOf(monday - 14), endDate: dateOf(monday - 1) };
    case 'PreviousMonth': {
      const firstOfMonth = dayOf(`${sendOn.slice(0, 7)}-01`);
      const lastOfPrevious = firstOfMonth - 1;
      return { startDate: `${dateOf(lastOfPrevious).slice(0, 7)}-01`, endDate: dateOf(lastOfPrevious) };
    }
  }
}
