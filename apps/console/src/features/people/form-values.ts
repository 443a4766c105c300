import dayjs, { type Dayjs } from 'dayjs';

const DATE_FIELDS = ['hireOnDateValue', 'terminateDateValue'] as const;

/** Form values to the save payload: dates as yyyy-MM-dd, empty fields sent empty so they clear. */
export function toPayload(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (dayjs.isDayjs(value)) out[key] = (value as Dayjs).format('YYYY-MM-DD');
    else out[key] = value === undefined || value === null ? '' : value;
  }
  return out;
}

/** A loaded record to form values: dates as dayjs. */
export function toFormValues<T extends Record<string, unknown>>(record: T): Record<string, unknown> {
  const out: Record<string, unknown> = { ...record };
  for (const key of DATE_FIELDS) out[key] = record[key] ? dayjs(record[key] as string) : null;
  return out;
}
