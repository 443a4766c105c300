import { useQueries } from '@tanstack/react-query';
import { jobRunSchema, ListQuery, messageReplySchema, pageSchema, payrollTransferSchema, TERMINAL_JOB_STATUSES } from '@timekeep/contracts';
import { z } from 'zod';
import { download, request } from '../../api/http';
import { listPath } from '../../api/list';
import { keys as timekeepingKeys } from '../timekeeping/api';

export const keys = {
  periods: ['payroll-transfers'] as const,
  periodList: (filterDays: number) => ['payroll-transfers', filterDays] as const,
};

/** GET /api/payroll-transfers/search: the pay groups' periods of the window, paged. */
export const periodList = (filterDays: number) => ({
  queryKey: keys.periodList(filterDays),
  fetchPage: (q: ListQuery) => request(pageSchema(payrollTransferSchema), listPath('/api/payroll-transfers/search', q, { filterDays: String(filterDays) })),
});

const actionReply = messageReplySchema;
const recalculateReply = messageReplySchema.extend({ jobs: z.array(jobRunSchema) });

export const closePeriods = (ids: string[], reason: string) => request(actionReply, '/payrolltransfer/close', { method: 'POST', body: { ids, reason } });
export const openPeriods = (ids: string[], reason: string) => request(actionReply, '/payrolltransfer/open', { method: 'POST', body: { ids, reason } });
export const recalculatePeriods = (ids: string[]) => request(recalculateReply, '/payrolltransfer/relcalculate', { method: 'POST', body: { ids } });

/** GET /payrolltransfer/exportCSV or /exportAllowance: the file, named by the server. */
export const exportPeriods = (kind: 'exportCSV' | 'exportAllowance', ids: string[], departmentIds: string[]) => {
  const query = new URLSearchParams({ id: ids.join(',') });
  if (departmentIds.length) query.set('departmentIds', departmentIds.join(','));
  return download(`/payrolltransfer/${kind}?${query.toString()}`);
};

/** The recalculation runs a selection started, asked again every half second until each is done. */
export const useJobRuns = (ids: string[]) =>
  useQueries({
    queries: ids.map((id) => ({
      queryKey: timekeepingKeys.jobRun(id),
      queryFn: () => request(jobRunSchema, `/api/job-runs/${id}`),
      refetchInterval: (q: { state: { data?: z.infer<typeof jobRunSchema> } }) => (q.state.data && TERMINAL_JOB_STATUSES.includes(q.state.data.status) ? false : 500),
    })),
  });
