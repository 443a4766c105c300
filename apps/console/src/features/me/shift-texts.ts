import type { MyShift, ShiftTrade } from '@timekeep/contracts';
import dayjs from 'dayjs';

/** How her home writes a date and a shift, in one place for every card of it. */
export const dayText = (date: string) => dayjs(date).format('ddd D MMM');

/** One of her next shifts: its local start and end. */
export const myShiftText = (shift: MyShift) => `${shift.start.slice(11, 16)} – ${shift.end.slice(11, 16)}`;

/** A shift of an offer or swap (or a colleague's to swap for): its day and times, ending the next day marked. */
export const tradedShiftText = (s: ShiftTrade['from']) => `${dayText(s.date)} ${s.startTime} – ${s.endTime}${s.endsNextDay ? ' (+1)' : ''}`;
