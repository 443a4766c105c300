import { useQuery } from '@tanstack/react-query';
import { availabilityReplySchema, type AvailabilityDto, calendarFeedIssuedSchema, leaveSchema, messageReplySchema, myCalendarFeedSchema, myOpenShiftListSchema, myShiftTradesSchema, myWorkSchema, type MyShift, type ShiftTradeCreate, swapChoiceListSchema } from '@timekeep/contracts';
import dayjs from 'dayjs';
import { z } from 'zod';
import { request } from '../../api/http';
import { withQuery } from '../../api/list';
import { FRESH_FROM_START_MS, QUERY_ROOTS } from '../../api/query-roots';
import { MY_WORK_PATH } from './paths';

/** The employee's own app (ADR 0066): her work, and her latest leave requests. */
export const keys = {
  // Under the timesheets' root: a punch, a recalculation or a leave decision that moves her hours reads it again.
  work: [...QUERY_ROOTS.timesheets, 'me'],
  // Under the leave root: a request she makes, or a decision on one, reads them again.
  requests: (employeeId: string | undefined) => [...QUERY_ROOTS.leaves, 'mine', employeeId] as const,
  calendarFeed: ['me', 'calendar-feed'],
  availability: ['me', 'availability'],
  openShifts: ['me', 'open-shifts'],
  trades: ['me', 'shift-trades'],
} as const;

/**
 * GET /api/me/work: in or out, next shifts, this pay period's and the last's hours. Only for an
 * account that is an employee. The home's route reads it as the console starts (app/routes.tsx).
 */
export const myWorkQuery = { queryKey: keys.work, queryFn: () => request(myWorkSchema, MY_WORK_PATH), retry: false, staleTime: FRESH_FROM_START_MS };

export const useMyWork = () => useQuery(myWorkQuery);

/** How many of her requests the home lists, the newest first. */
const LATEST_REQUESTS = 5;

/**
 * GET /api/leaves/list-by-employeeId: her own requests, by her employee id (an Admin or Supervisor
 * who is an employee too would see their whole scope in the leave list), those touching the last
 * year or later, the newest first.
 */
export const myRequestsQuery = (employeeId: string | undefined) => ({
  queryKey: keys.requests(employeeId),
  queryFn: async () =>
    (await request(z.array(leaveSchema), withQuery('/api/leaves/list-by-employeeId', { employeeId, fromDate: dayjs().subtract(1, 'year').format('YYYY-MM-DD') })))
      .sort((a, b) => b.createTime.localeCompare(a.createTime))
      .slice(0, LATEST_REQUESTS),
  staleTime: FRESH_FROM_START_MS,
});

export const useMyRequests = (employeeId: string | undefined) => useQuery({ ...myRequestsQuery(employeeId), enabled: !!employeeId });

/** GET /api/me/calendar-feed (ADR 0076): whether she has a calendar address, and since when. */
export const useCalendarFeed = () => useQuery({ queryKey: keys.calendarFeed, queryFn: () => request(myCalendarFeedSchema, '/api/me/calendar-feed') });

/** POST /api/me/calendar-feed: a new address, shown this once; the one she had stops working. */
export const issueCalendarFeed = () => request(calendarFeedIssuedSchema, '/api/me/calendar-feed', { method: 'POST', body: {} });

/** DELETE /api/me/calendar-feed: her address stops working. */
export const revokeCalendarFeed = () => request(messageReplySchema, '/api/me/calendar-feed', { method: 'DELETE' });

/** GET /api/me/availability (ADR 0077): her weeks and dates, the employer's notice and the first date she may change. */
export const useMyAvailability = () => useQuery({ queryKey: keys.availability, queryFn: () => request(availabilityReplySchema, '/api/me/availability') });

/** POST /api/me/availability: all of it, at the version she loaded. */
export const saveMyAvailability = (availability: AvailabilityDto, version: number) => request(messageReplySchema, '/api/me/availability', { method: 'POST', body: { availability, version } });

/** GET /api/me/open-shifts (ADR 0078): the open shifts she may claim, and those she claimed that wait. */
export const useMyOpenShifts = () => useQuery({ queryKey: keys.openShifts, queryFn: () => request(myOpenShiftListSchema, '/api/me/open-shifts') });

/** POST /api/me/open-shifts/{id}/claim: hers at once (first come), or waiting for her manager. */
export const claimOpenShift = (id: string) => request(messageReplySchema, `/api/me/open-shifts/${id}/claim`, { method: 'POST', body: {} });

/** GET /api/me/shift-trades (ADR 0079): her offers and swaps, and those made to her. */
export const useMyShiftTrades = () => useQuery({ queryKey: keys.trades, queryFn: () => request(myShiftTradesSchema, '/api/me/shift-trades') });

/** GET /api/me/shift-trades/swap-choices: colleagues' shifts to come she may propose to swap `shift` for (under the trades' key: a trade made or settled reads them again). */
export const useSwapChoices = (shift: MyShift, enabled: boolean) =>
  useQuery({
    queryKey: [...keys.trades, 'swap-choices', shift.date, shift.sectionId],
    queryFn: () => request(swapChoiceListSchema, withQuery('/api/me/shift-trades/swap-choices', { date: shift.date, sectionId: shift.sectionId })),
    enabled,
  });

/** POST /api/me/shift-trades: offer one of her shifts, or propose a swap. */
export const proposeShiftTrade = (form: ShiftTradeCreate) => request(messageReplySchema, '/api/me/shift-trades', { method: 'POST', body: form });

/** POST /api/me/shift-trades/{id}/accept, /decline or /withdraw. */
export const answerShiftTrade = (id: string, answer: 'accept' | 'decline' | 'withdraw') => request(messageReplySchema, `/api/me/shift-trades/${id}/${answer}`, { method: 'POST', body: {} });
