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

/** Conditions every table report reads: the period, the option lists (empty: all within reach) and the format. */
export const baseReportForm = z.object({
  format: z
    .string()
    .nullish()
    .transform((v) => (v ? v.toUpperCase() : 'PDF'))
    .pipe(z.enum(REPORT_FORMATS, { errorMap: () => ({ message: REPORT_TEXTS.chooseFormat }) })),
  startDate: date,
  endDate: date,
  payGroupIds: ids,
  departmentIds: ids,
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

/** The period is checked once for every report: in order, at most MAX_REPORT_DAYS. */
export function withPeriodCheck<T extends z.ZodTypeAny>(schema: T): z.ZodEffects<z.ZodEffects<T>> {
  const period = (f: z.output<T>) => f as BaseReportForm;
  return schema
    .refine((f) => period(f).startDate <= period(f).endDate, { message: REPORT_TEXTS.endBeforeStart, path: ['endDate'] })
    .refine((f) => dayOf(period(f).endDate) - dayOf(period(f).startDate) < MAX_REPORT_DAYS, { message: REPORT_TEXTS.tooLong, path: ['endDate'] });
}
