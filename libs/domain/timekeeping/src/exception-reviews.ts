import { EventType, ExceptionType } from '@timekeep/contracts';

/** An exception occurrence as the reviewer saw it: the times are kept, so a later change to them brings it back. */
export interface SeenException {
  exceptionId: string;
  employeeId: string;
  date: string;
  exceptionType: ExceptionType;
  shiftId: string | null;
  scheduleIn: string | null;
  scheduleOut: string | null;
  actualIn: string | null;
  actualOut: string | null;
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
  reviewed: ReadonlyMap<string, { actualIn: string | null; actualOut: string | null }>;
}

/** One stream per employee, apart from the timesheet's: a review changes no pay, so it must not make a timesheet form stale. */
export const exceptionReviewsStreamId = (employeeId: string) => `exception-reviews-${employeeId}`;

export function evolveExceptionReviews(state: ExceptionReviewsState, event: ExceptionReviewEvent): ExceptionReviewsState {
  const reviewed = new Map(state.reviewed);
  if (event.type === EventType.ExceptionReviewed) reviewed.set(event.data.exceptionId, { actualIn: event.data.actualIn, actualOut: event.data.actualOut });
  else reviewed.delete(event.data.exceptionId);
  return { reviewed };
}

export const exceptionReviewsFold = { initial: { reviewed: new Map() } as ExceptionReviewsState, evolve: evolveExceptionReviews };

/** Reviews what is not reviewed yet as seen; an exception already reviewed at the same times records nothing again. */
export function decideReview(state: ExceptionReviewsState, seen: readonly SeenException[]): ExceptionReviewed[] {
  const done = new Set<string>();
  return seen.flatMap((s) => {
    const before = state.reviewed.get(s.exceptionId);
    if (done.has(s.exceptionId) || (before && before.actualIn === s.actualIn && before.actualOut === s.actualOut)) return [];
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
