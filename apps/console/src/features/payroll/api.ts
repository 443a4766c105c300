import { jobRunSchema, ListQuery, messageReplySchema, pageSchema, payrollTransferSchema, xeroAuthorizationReplySchema, xeroConnectionSchema, xeroPayResultSchema, xeroSyncReplySchema } from '@timekeep/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { download, request } from '../../api/http';
import { listPath } from '../../api/list';

export const keys = {
  periods: ['payroll-transfers'] as const,
  periodList: (filterDays: number) => ['payroll-transfers', filterDays] as const,
  xeroConnection: ['xero-connection'] as const,
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

/** GET /api/xero/status: whether the company is connected to Xero, and to which organisation. */
export const useXeroConnection = (enabled: boolean) => useQuery({ queryKey: keys.xeroConnection, queryFn: () => request(xeroConnectionSchema, '/api/xero/status'), enabled });

/** POST /api/xero/authorization: the address (GET /payrolltransfer/RequestAuthorization) the browser goes to, on to Xero. */
export const askXeroAuthorization = () => request(xeroAuthorizationReplySchema, '/api/xero/authorization', { method: 'POST' });

export const syncXeroData = () => request(xeroSyncReplySchema, '/payrolltransfer/syncXeroData', { method: 'POST' });

/** POST /payrolltransfer/xeroApiPay: the send runs in the background; its run is followed for the outcome. */
export const xeroApiPay = (ids: string[], departmentIds: string[]) =>
  request(messageReplySchema.extend({ job: jobRunSchema }), '/payrolltransfer/xeroApiPay', { method: 'POST', body: { payrollTransferIds: ids.join(','), departmentIds: departmentIds.join(',') } });

/** The finished send's result (the transfer job's): the outcome and the reply with its reason list. */
export const xeroSendResultSchema = z.object({ status: z.string(), message: z.string(), result: xeroPayResultSchema });
