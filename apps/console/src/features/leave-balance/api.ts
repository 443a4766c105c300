import { ledgerEntrySchema, leaveBalanceListSchema, leaveBalanceSettingsSchema, leaveBalanceUploadReplySchema, type LeaveBalanceSettings, type ListQuery, messageReplySchema } from '@timekeep/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../api/http';
import { listPath, withQuery } from '../../api/list';
import { QUERY_ROOTS } from '../../api/query-roots';

/** Leave balances, their settings and import (document 3 §2, §3, §7; the list is ours, ADR 0067). */
export const keys = {
  // Under the leave root: a leave approved or cancelled moves the balances.
  list: (date: string) => [...QUERY_ROOTS.leaves, 'balance-list', date] as const,
  ledger: (employeeId: string, payTypeId: string, date: string) => [...QUERY_ROOTS.leaves, 'ledger', employeeId, payTypeId, date] as const,
  settings: ['leave-balance', 'settings'] as const,
} as const;

/** GET /api/leave-balances: a page of who holds how much of each leave type on `date`, and the types (the columns). */
export const fetchBalanceList = (date: string, query: ListQuery) => request(leaveBalanceListSchema, listPath('/api/leave-balances', query, { date }));

/** GET /api/leave-balance/ledger: the lines behind one figure. */
export const useLedger = (target: { employeeId: string; payTypeId: string; date: string } | null) =>
  useQuery({
    queryKey: keys.ledger(target?.employeeId ?? '', target?.payTypeId ?? '', target?.date ?? ''),
    queryFn: () => request(z.object({ balance: z.number(), entries: z.array(ledgerEntrySchema) }), withQuery('/api/leave-balance/ledger', target ?? {})),
    enabled: !!target,
  });

/** GET /api/leave-balance/settings: the settings, the leave types the form offers, and the version a save is checked against. */
export const balanceSettingsReplySchema = leaveBalanceSettingsSchema.extend({
  payTypes: z.array(z.object({ id: z.string(), name: z.string() })),
  saved: z.boolean(),
  version: z.number(),
});
export type BalanceSettingsReply = z.infer<typeof balanceSettingsReplySchema>;

export const settingsQuery = () => ({ queryKey: keys.settings, queryFn: () => request(balanceSettingsReplySchema, '/api/leave-balance/settings') });

/** POST /leaveBalance/list with the form values (standardHoursColumn null when that import is off). */
export const saveSettings = (settings: LeaveBalanceSettings, version: number) => request(messageReplySchema, '/leaveBalance/list', { method: 'POST', body: { ...settings, version } });

/** POST /api/leave-balance/upload, multipart, field leavebalanceExcelFile: 'success' with the unmatched pay IDs, or 'noSetting'. */
export function uploadBalances(file: File) {
  const body = new FormData();
  body.append('leavebalanceExcelFile', file, file.name);
  return request(leaveBalanceUploadReplySchema, '/api/leave-balance/upload', { method: 'POST', body });
}
