import { leaveBalanceSettingsSchema, leaveBalanceUploadReplySchema, type LeaveBalanceSettings, messageReplySchema } from '@timekeep/contracts';
import { z } from 'zod';
import { request } from '../../api/http';

/** Leave balance settings and import (document 3 §2, §3, §7). */
export const keys = {
  settings: ['leave-balance', 'settings'] as const,
} as const;

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
