import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, leaveSchema, myWorkSchema, pageSchema } from '@timekeep/contracts';
import { request } from '../../api/http';
import { listPath } from '../../api/list';
import { QUERY_ROOTS } from '../../api/query-roots';
import { keys as leaveKeys } from '../leave/api';

/** The employee's own app (ADR 0066): her work, and her latest leave requests. */
export const keys = {
  // Under the timesheets' root: a punch, a recalculation or a leave decision that moves her hours reads it again.
  work: [...QUERY_ROOTS.timesheets, 'me'],
  // Under the leave root: a request she makes, or a decision on one, reads them again.
  requests: [...leaveKeys.leaves, 'mine'],
} as const;

/** GET /api/me/work: in or out, next shifts, this pay period's and the last's hours. Only for an account that is an employee. */
export const useMyWork = (enabled = true) => useQuery({ queryKey: keys.work, queryFn: () => request(myWorkSchema, '/api/me/work'), enabled, retry: false });

/** How many of her requests the home lists, the newest first: the smallest page a list is read in (10) cut to 5. */
const LATEST_REQUESTS = 5;

/** GET /api/leaves: an Employee's list is her own requests only (the server decides); the newest first. */
export const useMyRequests = () =>
  useQuery({
    queryKey: keys.requests,
    queryFn: async () => (await request(pageSchema(leaveSchema), listPath('/api/leaves', { page: 1, pageSize: DEFAULT_PAGE_SIZE, sort: 'createTime', order: 'descend' }))).items.slice(0, LATEST_REQUESTS),
  });
