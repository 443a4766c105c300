import { useQueryClient } from '@tanstack/react-query';
import { CLOSED_PERIOD, HAS_EXIST_PUNCH_RECORD, PAY_CARD_TEXTS, SCHEDULE_TEXTS, TIMESHEET_TEXTS } from '@timekeep/contracts';
import { App } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { keys } from './api';

/** The spec's words for a code a timesheet write answers with (document 2 §8); the code itself otherwise. */
export function codeText(code: string): string {
  if (code === HAS_EXIST_PUNCH_RECORD) return TIMESHEET_TEXTS.punchDuplicate;
  if (code === CLOSED_PERIOD) return TIMESHEET_TEXTS.closedPeriod;
  // A shift is saved through the employee's schedule: its clash codes keep their words.
  if (code === 'timeclash' || code === 'nextDay') return SCHEDULE_TEXTS[code];
  return PAY_CARD_TEXTS[code] ?? code;
}

/**
 * One write to the timesheet: a refusal code shows its text as a warning and keeps the dialog; a
 * failure shows the server's sentence, else `failure`; a success says `success` and reloads the
 * timesheet, its pay card and history. Resolves true on success.
 */
export function useSheetWrite() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  async function write(send: () => Promise<{ message?: string; success?: boolean; result?: boolean; errorMessage?: string | null }>, success: string, failure: string): Promise<boolean> {
    setBusy(true);
    try {
      const reply = await send();
      const code = reply.message ?? (reply.result === false ? (reply.errorMessage ?? failure) : 'success');
      if (code !== 'success') {
        message.warning(codeText(code));
        return false;
      }
      message.success(success);
      return true;
    } catch (error) {
      message.error(messageOf(error, failure));
      return false;
    } finally {
      // Whatever happened, the screen shows what the server now holds (a stale form's refusal included).
      await queryClient.invalidateQueries({ queryKey: keys.timesheets });
      setBusy(false);
    }
  }
  return { busy, write };
}
