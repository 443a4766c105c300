import { z } from 'zod';
import { formBoolean, formNumber } from '@timekeep/server-platform';

/** A blank form field (empty text or left out) reads as null. */
export const blankNull = (v: unknown) => (v === '' || v === undefined ? null : v);
const dateType = z.preprocess((v) => (v === '' || v === undefined || v === null ? null : Number(v)), z.union([z.literal(1), z.null()], { invalid_type_error: 'A date type is 1 or empty.' }));
/** Optional text of at most `max` characters; blank is null. */
export const text = (max: number) => z.preprocess(blankNull, z.string().max(max, `At most ${max} characters.`).nullable());

/**
 * The leave's terms as document 2 §3 "Leave" posts them, from JSON or a form: the leave form and
 * the global leave (document 3 §3) both read them so; each adds whom and which dates.
 */
export const leaveTermFields = {
  typeId: z.string({ required_error: 'Choose a leave type.' }).uuid('Choose a leave type.'),
  fromLeaveTime: text(6),
  toLeaveTime: text(6),
  fromDateType: dateType.default(null),
  toDateType: dateType.default(null),
  byWorkHours: formBoolean.default(false),
  scheduledDuration: formBoolean.default(false),
  skip: formBoolean.default(false),
  skipUnscheduled: formBoolean.default(false),
  duration: z.preprocess(blankNull, formNumber.nullable()).default(null),
  description: text(500),
  loginRole: z.string().nullish(),
};
