import { type ListQuery, messageReplySchema, type TimeApprovalFilter, timeApprovalPageSchema, type TimeApprovalRow } from '@timekeep/contracts';
import { request } from '../../api/http';
import { listPath } from '../../api/list';

/** Time approvals (document 3 §2 "Time approvals", §7). */
export const keys = {
  approvals: ['time-approvals'],
  list: (filter: TimeApprovalFilter) => ['time-approvals', 'list', filter] as const,
} as const;

/** The filter as the list's query string, and back (the dashboard links with status, startDate, endDate, or period=Previous). */
export function filterOf(params: URLSearchParams): TimeApprovalFilter {
  const status = params.get('status');
  const filter: TimeApprovalFilter = {};
  if (status === 'Approved' || status === 'Unapproved') filter.status = status;
  if (params.get('period') === 'Previous') filter.period = 'Previous';
  else {
    const startDate = params.get('startDate');
    const endDate = params.get('endDate');
    if (startDate) filter.startDate = startDate;
    if (endDate) filter.endDate = endDate;
  }
  return filter;
}

export const paramsOf = (filter: TimeApprovalFilter): Record<string, string> =>
  Object.fromEntries(Object.entries({ status: filter.status, startDate: filter.startDate, endDate: filter.endDate, period: filter.period }).filter((e): e is [string, string] => !!e[1]));

export const approvalList = (filter: TimeApprovalFilter) => ({
  queryKey: keys.list(filter),
  fetchPage: (q: ListQuery) => request(timeApprovalPageSchema, listPath('/api/time-approvals', q, paramsOf(filter))),
});

/** Approves or unapproves the chosen pairs, each at the version the list showed (a pair changed since is refused). */
export const decideApprovals = (approve: boolean, rows: readonly TimeApprovalRow[]) =>
  request(messageReplySchema, approve ? '/time-approvals/approveAllSelected' : '/time-approvals/unapproveAllSelected', {
    method: 'POST',
    body: { punchPairIds: rows.map((r) => r.punchPairId), versions: rows.map((r) => r.version) },
  });
