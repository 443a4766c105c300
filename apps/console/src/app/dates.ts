import dayjs from 'dayjs';
import updateLocale from 'dayjs/plugin/updateLocale';
import { WEEK_STARTS_ON } from '../ui/date-ranges';

/**
 * Document 1 §9: the week starts on Monday, in every picker (antd's calendars read the week from
 * dayjs's locale) and in every `startOf('week')`: the time engine's week. Set once, before the app draws.
 */
dayjs.extend(updateLocale);
dayjs.updateLocale('en', { weekStart: WEEK_STARTS_ON });
