import { EventType, ExceptionType } from '@timekeep/contracts';

/**
 * The times that make an exception the one it is: the schedule it is measured against and the
 * punches. A late arrival is as late as the punch is after the scheduled start, so a moved punch
 * or a moved schedule is a different exception from the one reviewed.
 */
export interface ExceptionTimes {
  scheduleIn: string | null;
  scheduleOut: string | null;
  actualIn: string | null;
  actualOut: string | null;
}

/** An exception occurrence as the reviewer saw it: the times are kept, so a later change to them brings it back. */
export interface SeenException extends ExceptionTimes {
  exceptionId: string;
  employeeId: string;
  date: string;
  exceptionType: ExceptionType;
  shiftId: string | null;
}

/**
 * A review counts while the occurrence still has the times it was reviewed at (the exceptions
 * list's SQL join says the same: exceptions.queries.ts).
 */
export const sameTimes = (reviewed: ExceptionTimes, now: ExceptionTimes): boolean =>
  reviewed.scheduleIn === now.scheduleIn && reviewed.scheduleOut === now.scheduleOut && reviewed.actualIn === now.actualIn && reviewed.actualOut === now.actualOut;

/**
 * What the list showed of an occurrence, sent back with a review under the spec's names. A field
 * left out is not checked; a blank one is null (no punch, no schedule).
 */
export interface ShownException {
  fromT?: string;
  exceptionType?: ExceptionType;
  scheduleIn?: string | null;
  scheduleOut?: string | null;
  actuaIn?: string | null;
  actuaOut?: string | null;
}

/** The reviewer was shown another exception than the one stored now (another day, type, schedule or punch): a review of it would be unseen. */
export function shownDiffers(shown: ShownException, now: ExceptionTimes & { date: string; exceptionType: ExceptionType }): boolean {
  const differs = (sent: string | null | undefined, stored: string | null) => sent !== undefined && (sent || null) !== stored;
  return (
    (!!shown.exceptionType && shown.exceptionType !== now.exceptionType) ||
    (!!shown.fromT && shown.fromT !== now.date) ||
    differs(shown.scheduleIn, now.scheduleIn) ||
    differs(shown.scheduleOut, now.scheduleOut) ||
    differs(shown.actuaIn, now.actualIn) ||
    differs(shown.actuaOut, now.actualOut)
  );
}

export type ExceptionReviewed = { type: typeof EventType.ExceptionReviewed; v: 1; data: SeenException };
export type ExceptionReviewReverted = {
  type: typeof EventType.ExceptionReviewReverted;
  v: 1;
  data: { exceptionId: string; employeeId: string; date: string; exceptionType: ExceptionType };
};
export type ExceptionReviewEvent = ExceptionReviewed | ExceptionReviewReverted;

/** The reviews of one employee's exceptions: the times each reviewed one had when it was reviewed. */
export interface ExceptionReviewsState {
  reviewed: ReadonlyMap<string, ExceptionTimes>;
}

/** One stream per employee, apart from the timesheet's: a review changes no pay, so it must not make a timesheet form stale. */
export const exceptionReviewsStreamId = (employeeId: string) => `exception-reviews-${employeeId}`;

export function evolveExceptionReviews(state: ExceptionReviewsState, event: ExceptionReviewEvent): ExceptionReviewsState {
  const reviewed = new Map(state.reviewed);
  if (event.type === EventType.ExceptionReviewed) {
    const { scheduleIn, scheduleOut, actualIn, actualOut } = event.data;
    reviewed.set(event.data.exceptionId, { scheduleIn, scheduleOut, actualIn, actualOut });
  } else reviewed.delete(event.data.exceptionId);
  return { reviewed };
}

export const exceptionReviewsFold = { initial: { reviewed: new Map() } as ExceptionReviewsState, evolve: evolveExceptionReviews };

/** Reviews what is not reviewed yet as seen; an exception already reviewed at the same times (schedule and punches) records nothing again. */
export function decideReview(state: ExceptionReviewsState, seen: readonly SeenException[]): ExceptionReviewed[] {
  const done = new Set<string>();
  return seen.flatMap((s) => {
    const before = state.reviewed.get(s.exceptionId);
    if (done.has(s.exceptionId) || (before && sameTimes(before, s))) return [];
    done.add(s.exceptionId);
    return [{ type: EventType.ExceptionReviewed, v: 1 as const, data: s }];
  });
}

/** Reverts the reviewed ones among them; one not reviewed (reverted meanwhile) records nothing. */
export function decideRevert(state: ExceptionReviewsState, exceptions: ReadonlyArray<Omit<ExceptionReviewReverted['data'], never>>): ExceptionReviewReverted[] {
  const done = new Set<string>();
  return exceptions.flatMap((e) => {
    if (done.has(e.exceptionId) || !state.reviewed.has(e.exceptionId)) return [];
    done.add(e.exceptionId);
    return [{ type: EventType.ExceptionReviewReverted, v: 1 as const, data: e }];
  });
}
