import { type CustomDay, EventType, type OpenShiftClaimMode, sameJson, type ShiftTradeApproval, type UnavailableShiftMode, type WorkSectionDto } from '@timekeep/contracts';

/** The company's roster settings changed (ADR 0075). */
export interface RosterSettingsChanged {
  type: typeof EventType.RosterSettingsChanged;
  v: 1;
  /** The settings as they are after the change; events from before availability (ADR 0077) hold `publishRosters` alone, the others at their defaults. */
  data: { publishRosters: boolean; availabilityNoticeDays?: number; unavailableShifts?: UnavailableShiftMode; openShiftClaims?: OpenShiftClaimMode; shiftTrades?: ShiftTradeApproval };
}

/**
 * The planner's changes to an employee's days, not yet published (ADR 0075), on her schedule
 * stream: `days` are drafted (a null rule: the template's day), `withdrawn` are dates whose draft is
 * dropped because the day is back as published (or discarded).
 */
export interface RosterDrafted {
  type: typeof EventType.RosterDrafted;
  v: 1;
  data: { employeeId: string; days: Array<{ date: string; rule: CustomDay | null }>; withdrawn: string[] };
}

/**
 * Her drafts of these dates published (`dates`: every draft of the range, now gone): appended beside
 * the `people.employee-schedule-changed` that writes them, with each day that changed for her in
 * words, for the message that tells her.
 */
export interface RosterPublished {
  type: typeof EventType.RosterPublished;
  v: 1;
  data: { employeeId: string; startDate: string; endDate: string; dates: string[]; changes: DayChangeInWords[] };
}

export interface DayChangeInWords {
  date: string;
  before: string;
  after: string;
}

const sectionInWords = (s: Pick<WorkSectionDto, 'labelName' | 'startTime' | 'endTime' | 'endTimeType'>) =>
  `${s.labelName ? `${s.labelName} ` : ''}${s.startTime}-${s.endTime}${s.endTimeType === 'NextDay' ? ' (+1)' : ''}`;

/** A day's shifts as the planner and the employee read them: "Early 06:00-14:30", "Off day", "No shift". */
export function dayInWords(day: Pick<CustomDay, 'isOffDay' | 'workSections'>): string {
  if (day.workSections.length) return day.workSections.map(sectionInWords).join(', ');
  return day.isOffDay ? 'Off day' : 'No shift';
}

/**
 * The planner's wanted days as drafts: a day wanted as it is published withdraws its draft (the
 * cell is published again), any other is drafted. `published` holds each date's own published rule,
 * or null where the template's day is published.
 */
export function decideDrafts(
  wanted: ReadonlyArray<{ date: string; rule: CustomDay | null }>,
  published: ReadonlyMap<string, CustomDay | null>,
): Omit<RosterDrafted['data'], 'employeeId'> {
  const days = wanted.filter((w) => !sameJson(published.get(w.date) ?? null, w.rule));
  const withdrawn = wanted.filter((w) => sameJson(published.get(w.date) ?? null, w.rule)).map((w) => w.date);
  return { days, withdrawn };
}

/** The days a publish changes, in words: each draft whose resolved day differs from the published one. */
export function publishedChanges(
  dates: readonly string[],
  before: ReadonlyMap<string, Pick<CustomDay, 'isOffDay' | 'workSections'>>,
  after: ReadonlyMap<string, Pick<CustomDay, 'isOffDay' | 'workSections'>>,
): DayChangeInWords[] {
  return dates.flatMap((date) => {
    const was = before.get(date);
    const is = after.get(date);
    const words = { before: was ? dayInWords(was) : 'No shift', after: is ? dayInWords(is) : 'No shift' };
    return words.before === words.after && sameJson(was?.workSections ?? [], is?.workSections ?? []) ? [] : [{ date, ...words }];
  });
}

/** An employee's own days, her drafts and her publishes, on one stream (the grid's version check covers them together). */
export const employeeScheduleStreamId = (employeeId: string) => `employee-schedule-${employeeId}`;

