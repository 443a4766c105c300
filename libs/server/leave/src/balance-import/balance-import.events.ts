import { EventType, type LeaveBalanceSettings } from '@timekeep/contracts';

/** The company's settings stream (document 3 §3): each save carries the whole form as checked. */
export const balanceSettingsStreamId = (companyId: string) => `leave-balance-settings-${companyId}`;
export const BALANCE_SETTINGS_STREAM = 'leave-balance-settings';
export type BalanceSettingsSavedData = LeaveBalanceSettings;

/** An employee's imported balances (docs/decisions/0032-leave.md's shared design): one stream per employee. */
export const leaveBalanceStreamId = (employeeId: string) => `leave-balance-${employeeId}`;
export const LEAVE_BALANCE_STREAM = 'leave-balance';

/** `leave.balance-imported`: `balance` as the file states it (hours), `hours` the ledger entry that makes the balance on `date` equal it. */
export interface BalanceImportedData {
  employeeId: string;
  payTypeId: string;
  date: string;
  balance: number;
  hours: number;
  fileName: string;
  fileSha256: string;
}

export const balanceImported = (data: BalanceImportedData) => ({ type: EventType.LeaveBalanceImported, v: 1, data });
export const balanceSettingsSaved = (data: BalanceSettingsSavedData) => ({ type: EventType.LeaveBalanceSettingsSaved, v: 1, data });

/**
 * The company's imported files (one stream per company): a file, once imported, states balances as
 * they stood then; importing its bytes again must not undo the leave taken since (ADR 0033).
 */
export const balanceFilesStreamId = (companyId: string) => `leave-balance-files-${companyId}`;
export const BALANCE_FILES_STREAM = 'leave-balance-files';
export interface BalanceFileImportedData {
  fileName: string;
  fileSha256: string;
  date: string;
  /** Ledger entries the import wrote. */
  imported: number;
}
export const balanceFileImported = (data: BalanceFileImportedData) => ({ type: EventType.LeaveBalanceFileImported, v: 1, data });
