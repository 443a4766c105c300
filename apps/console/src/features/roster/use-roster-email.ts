import { ROSTER_TEXTS, TERMINAL_JOB_STATUSES } from '@timekeep/contracts';
import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { messageOf } from '../../api/http';
import { useJobRun } from '../../api/job-runs';
import { emailResultOf, sendRosterEmail } from './api';

const NOT_SENT = { noEmail: 'no email address', failed: 'the mail server refused it' } as const;

/**
 * Send All and a row's email (document 2 §2, §8): the sending is a job; when it ends the screen says
 * 'Email sent successfully', or the failure text, and names whoever got nothing and why.
 */
export function useRosterEmail(startDate: string, endDate: string) {
  const { message, notification } = App.useApp();
  const [sending, setSending] = useState<{ runId: string | null; who: 'all' | string } | null>(null);
  const run = useJobRun(sending?.runId ?? null).data;
  const told = useRef<string | null>(null);
  const failedText = sending?.who === 'all' ? ROSTER_TEXTS.emailsFailed : ROSTER_TEXTS.emailFailed;

  useEffect(() => {
    if (!run || !TERMINAL_JOB_STATUSES.includes(run.status) || told.current === run.id) return;
    told.current = run.id;
    setSending(null);
    const result = emailResultOf(run.result);
    if (run.status === 'failed' || (result && result.sent === 0 && result.notSent.length)) message.error(failedText);
    else message.success(ROSTER_TEXTS.emailSent);
    if (result?.notSent.length) {
      notification.warning({ message: 'Not sent to some employees', description: result.notSent.map((n) => `${n.name}: ${NOT_SENT[n.reason]}`).join('; '), duration: 0 });
    }
  }, [run, message, notification, failedText]);

  const send = useCallback(async (who: 'all' | string, departmentIds: string[]) => {
    const range = { startDate, endDate };
    setSending({ runId: null, who });
    const failed = who === 'all' ? ROSTER_TEXTS.emailsFailed : ROSTER_TEXTS.emailFailed;
    try {
      const reply = await sendRosterEmail(who === 'all' ? { departmentId: departmentIds, ...range } : { employeeId: who, ...range });
      if ((reply.status === 1 || reply.message === 'success') && reply.job) setSending({ runId: reply.job.id, who });
      else {
        setSending(null);
        message.warning(reply.message && reply.message !== 'success' ? reply.message : failed);
      }
    } catch (error) {
      setSending(null);
      message.error(messageOf(error, failed));
    }
  }, [startDate, endDate, message]);

  return { send, sendingAll: sending?.who === 'all', sendingTo: sending && sending.who !== 'all' ? sending.who : null };
}
