import { decideReview, decideRevert, evolveExceptionReviews, exceptionReviewsFold, ExceptionReviewsState, SeenException, shownDiffers } from './exception-reviews';

const late: SeenException = {
  exceptionId: '00000000-0000-5000-8000-000000000001',
  employeeId: 'e-1',
  date: '2026-11-23',
  exceptionType: 'LateArrival',
  shiftId: 'shift-1',
  scheduleIn: '2026-11-23T08:00',
  scheduleOut: '2026-11-23T16:30',
  actualIn: '2026-11-23T09:00',
  actualOut: '2026-11-23T16:30',
};

const after = (...events: ReturnType<typeof decideReview>): ExceptionReviewsState => events.reduce(evolveExceptionReviews, exceptionReviewsFold.initial);

describe('exception reviews', () => {
  it('an exception reviewed at the same schedule and punch times records nothing again', () => {
    const reviewed = after(...decideReview(exceptionReviewsFold.initial, [late]));
    expect(decideReview(reviewed, [late])).toEqual([]);
  });

  it('a moved punch or a moved schedule is another exception: reviewing it records a review of what is seen now', () => {
    const reviewed = after(...decideReview(exceptionReviewsFold.initial, [late]));
    for (const now of [{ ...late, actualIn: '2026-11-23T10:00' }, { ...late, scheduleIn: '2026-11-23T08:30' }, { ...late, scheduleOut: '2026-11-23T17:00' }, { ...late, scheduleIn: null, scheduleOut: null }]) {
      expect(decideReview(reviewed, [now]).map((e) => e.data)).toEqual([now]);
    }
  });

  it('reverts only what is reviewed, once', () => {
    const reviewed = after(...decideReview(exceptionReviewsFold.initial, [late]));
    const revert = { exceptionId: late.exceptionId, employeeId: late.employeeId, date: late.date, exceptionType: late.exceptionType };
    expect(decideRevert(reviewed, [revert, revert])).toHaveLength(1);
    expect(decideRevert(exceptionReviewsFold.initial, [revert])).toEqual([]);
  });
});

describe('what the reviewer was shown, against the exception stored now', () => {
  const shown = { fromT: late.date, exceptionType: late.exceptionType, scheduleIn: late.scheduleIn, scheduleOut: late.scheduleOut, actuaIn: late.actualIn, actuaOut: late.actualOut };

  it('the same exception, or only its id, is not a difference', () => {
    expect(shownDiffers(shown, late)).toBe(false);
    expect(shownDiffers({}, late)).toBe(false);
  });

  it('another schedule, punch, day or type is', () => {
    expect(shownDiffers({ ...shown, scheduleIn: '2026-11-23T08:30' }, late)).toBe(true);
    expect(shownDiffers({ ...shown, scheduleOut: '2026-11-23T17:00' }, late)).toBe(true);
    expect(shownDiffers({ ...shown, actuaIn: '2026-11-23T09:05' }, late)).toBe(true);
    expect(shownDiffers({ ...shown, actuaOut: null }, late)).toBe(true);
    expect(shownDiffers({ ...shown, fromT: '2026-11-24' }, late)).toBe(true);
    expect(shownDiffers({ ...shown, exceptionType: 'EarlyDeparture' }, late)).toBe(true);
  });

  it('a blank time is no time: it matches an exception without a schedule', () => {
    const unscheduled = { ...late, exceptionType: 'UnscheduleWork' as const, scheduleIn: null, scheduleOut: null };
    expect(shownDiffers({ ...shown, exceptionType: 'UnscheduleWork', scheduleIn: '', scheduleOut: '' }, unscheduled)).toBe(false);
    expect(shownDiffers({ ...shown, exceptionType: 'UnscheduleWork' }, unscheduled)).toBe(true);
  });
});
