import { useQuery, useQueryClient } from '@tanstack/react-query';
import { leaveBalanceSchema, leaveExamineReplySchema, leaveExamineSchema, leaveSaveReplySchema, leaveSchema, type LeaveForm, type ListQuery, leaveTypesSchema, messageReplySchema, pageSchema } from '@timekeep/contracts';
import { z } from 'zod';
import { request } from '../../api/http';
import { listPath } from '../../api/list';
import { LOOKUP } from '../../api/lookup';
import { QUERY_ROOTS } from '../../api/query-roots';
import { type LeaveFilter, type LeaveType, paramsOf } from './leave-rules';

/** Leave requests and balances (document 2 §2 "Leave list", §3 "Leave", "Leave balance", §7 "Leave"). */
export const keys = {
  leaves: QUERY_ROOTS.leaves,
  list: (filter: LeaveFilter) => [...QUERY_ROOTS.leaves, 'list', filter] as const,
  leave: (id: string | undefined) => [...QUERY_ROOTS.leaves, 'detail', id] as const,
  // Under 'leaves': a save, decision or cancel moves the balances too.
  balance: (employeeId: string | undefined, fromDate: string | undefined) => [...QUERY_ROOTS.leaves, 'balance', employeeId, fromDate] as const,
  // Under the pay types' root: a pay type's change reaches the form's choices.
  leaveTypes: [...QUERY_ROOTS.payTypes, 'leave'],
} as const;

export const leaveList = (filter: LeaveFilter) => ({
  queryKey: keys.list(filter),
  fetchPage: (q: ListQuery) => request(pageSchema(leaveSchema), listPath('/api/leaves', q, paramsOf(filter))),
});

export const useLeave = (id: string | undefined) => useQuery({ queryKey: keys.leave(id), queryFn: () => request(leaveSchema, `/api/leaves/${id}`), enabled: !!id });

/** POST /leave/save: a new request or a change to one (its version sent back); the spec's codes with the day they name. */
export const saveLeave = (form: LeaveForm) => request(leaveSaveReplySchema, '/leave/save', { method: 'POST', body: form });

/**
 * POST /leave/updateExamine: the Leave Approval modal's decision. `confirmNegative` resends an
 * approval the server answered `negative` for, once the approver has confirmed it.
 */
export const examineLeave = (decision: z.input<typeof leaveExamineSchema>) => request(leaveExamineReplySchema, '/leave/updateExamine', { method: 'POST', body: decision });

/** POST /leave/delete: cancels the chosen requests. */
export const cancelLeaves = (ids: string[]) => request(messageReplySchema, '/leave/delete', { method: 'POST', body: { ids } });

const dateQuery = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** GET /api/leave-balance: each leave type's balance on a date. */
export const fetchLeaveBalance = (employeeId: string, fromDate: string) => request(leaveBalanceSchema, `/api/leave-balance?${dateQuery({ employeeId, fromDate })}`);

export const useLeaveBalance = (employeeId: string | undefined, fromDate: string | undefined, enabled = true) =>
  useQuery({ queryKey: keys.balance(employeeId, fromDate), queryFn: () => fetchLeaveBalance(employeeId ?? '', fromDate ?? ''), enabled: enabled && !!employeeId && !!fromDate });

const payPeriodSchema = z.object({ fromDate: z.string(), toDate: z.string() });

/** GET /api/leaves/pay-period: the pay period a leave's first day falls in, for its Timesheet action. */
export const fetchPayPeriod = (employeeId: string, fromDate: string, paygroupId: string) => request(payPeriodSchema, `/api/leaves/pay-period?${dateQuery({ employeeId, fromDate, paygroupId })}`);

/** The leave types a request may name: active pay types with leaveStatus (document 2 §5). */
export const useLeaveTypes = () =>
  useQuery({
    ...LOOKUP,
    queryKey: keys.leaveTypes,
    queryFn: async (): Promise<LeaveType[]> =>
      (await request(leaveTypesSchema, '/api/leaves/types')).map((t) => ({ id: t.id, name: t.name, allowNegativeLeave: t.allowNegativeLeave, tracksBalance: t.tracksBalance })),
  });

/**
 * After a save, a decision or a cancel (a refusal too: the screen then shows what the server holds):
 * the lists, the balances and the timesheets that pay the leave.
 */
export function useRefreshLeave(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: keys.leaves }), queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.timesheets })]);
  };
}
