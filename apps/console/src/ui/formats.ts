import { DATE_FORMATS, DEFAULT_DATE_FORMAT, DEFAULT_TIME_FORMAT, TIME_FORMATS } from '@timekeep/contracts';
import dayjs from 'dayjs';
import { useProfile } from '../auth/api';

/** Profile notation (yyyy-MM-dd, hh:mm a) to dayjs tokens (YYYY-MM-DD, hh:mm A). */
export function toDayjsFormat(format: string): string {
  return format.replace(/yyyy/g, 'YYYY').replace(/dd/g, 'DD').replace(/\ba\b/g, 'A');
}

export interface Formats {
  date: string;
  time: string;
  dateTime: string;
}

/** Unknown or missing preferences fall back to the spec's defaults (YYYY-MM-DD, HH:mm). */
export function formatsOf(dateFormat?: string | null, timeFormat?: string | null): Formats {
  const date = toDayjsFormat((DATE_FORMATS as readonly string[]).includes(dateFormat ?? '') ? (dateFormat as string) : DEFAULT_DATE_FORMAT);
  const time = toDayjsFormat((TIME_FORMATS as readonly string[]).includes(timeFormat ?? '') ? (timeFormat as string) : DEFAULT_TIME_FORMAT);
  return { date, time, dateTime: `${date} ${time}` };
}

/** The signed-in person's date and time formats, for every date the console shows or takes. */
export function useFormats() {
  const profile = useProfile().data;
  const formats = formatsOf(profile?.dateFormat, profile?.timeFormat);
  const show = (value: string | Date | null | undefined, pattern: string) => (value ? dayjs(value).format(pattern) : '');
  return {
    ...formats,
    formatDate: (value: string | Date | null | undefined) => show(value, formats.date),
    formatTime: (value: string | Date | null | undefined) => show(value, formats.time),
    formatDateTime: (value: string | Date | null | undefined) => show(value, formats.dateTime),
  };
}
