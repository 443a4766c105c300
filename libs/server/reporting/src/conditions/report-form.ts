import { z } from 'zod';
import { REPORT_FORMATS, REPORT_TEXTS } from '@timekeep/contracts';
import { dayOf } from '@timekeep/domain-time-engine';
import { formList } from '@timekeep/server-platform';

/** The longest period a report covers: a quarter, the longest a payroll administrator reconciles at once. */
export const MAX_REPORT_DAYS = 93;

const date = z
  .string({ required_error: REPORT_TEXTS.chooseDates, invalid_type_error: REPORT_TEXTS.chooseDates })
  .regex(/^\d{4}-\d{2}-\d{2}$/, REPORT_TEXTS.chooseDates)
  .refine((d) => {
    const time = Date.parse(`${d}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(d);
  }, REPORT_TEXTS.chooseDates);

const ids = formList(z.string().uuid(REPORT_TEXTS.chooseFromList));

/**
 * Conditions every table report reads: the period, the option lists (empty: all within reach) and
 * the format. The structure's list is `positionIds`, the spec's name (document 3 §3), whatever
 * level its nodes are.
 */
export const baseReportForm = z.object({
  format: z
    .string()
    .nullish()
    .transform((v) => (v ? v.toUpperCase() : 'PDF'))
    .pipe(z.enum(REPORT_FORMATS, { errorMap: () => ({ message: REPORT_TEXTS.chooseFormat }) })),
  startDate: date,
  endDate: date,
  payGroupIds: ids,
  positionIds: ids,
  jobIds: ids,
  employeeIds: ids,
});
export type BaseReportForm = z.infer<typeof baseReportForm>;

/** A choice among `values`; blank or absent: the first. */
export const choice = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .string()
    .nullish()
    .transform((v) => (v ? v : values[0]))
    .pipe(z.enum(values, { errorMap: () => ({ message: REPORT_TEXTS.chooseFromList }) }));

/**
 * `departmentIds` is the name the structure's list had before it took the spec's: schedules and
 * remembered conditions saved then, and clients written then, still send it. It is read as
 * `positionIds` (both together: every node of either), never dropped, which would widen the
 * report to everyone within reach.
 */
function withOlderNames(body: unknown): unknown {
  if (!body || typeof body !== 'object' || !('departmentIds' in body)) return body;
  const { departmentIds, ...rest } = body as Record<string, unknown>;
  const listOf = (v: unknown): unknown[] => (v === undefined || v === null || v === '' ? [] : typeof v === 'string' ? v.split(',') : Array.isArray(v) ? v : [v]);
  return { ...rest, positionIds: [...listOf(rest.positionIds), ...listOf(departmentIds)] };
}

/** A report's form: older names read as today's, and the period checked once for every report (in order, at most MAX_REPORT_DAYS). */
export function tableReportForm<T extends z.ZodTypeAny>(schema: T): z.ZodEffects<z.ZodEffects<z.ZodEffects<T>>> {
  const period = (f: z.output<T>) => f as BaseReportForm;
  return z.preprocess(
    withOlderNames,
    schema
      .refine((f) => period(f).startDate <= period(f).endDate, { message: REPORT_TEXTS.endBeforeStart, path: ['endDate'] })
      .refine((f) => dayOf(period(f).endDate) - dayOf(period(f).startDate) < MAX_REPORT_DAYS, { message: REPORT_TEXTS.tooLong, path: ['endDate'] }),
  );
}
