import { BULK_CLOSED, BULK_TEXTS, JobRunDto } from '@timekeep/contracts';
import { App } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../api/http';

/**
 * What the bulk tools do with a request (document 3 §8 "Bulk tools"): 'close' gives the
 * closed-period text, 'success' a notice that it can take a while and a run to follow, anything
 * else the tool's failure text.
 */
export function useBulkRequest(texts: { queued: string; failed: string }) {
  const { message } = App.useApp();
  const [sending, setSending] = useState(false);
  const [runs, setRuns] = useState<string[]>([]);

  /**
   * The bulk punch and recalculate answer `message`; the global leave answers `messageError` (document 3 §7), both a run to follow.
   * `handled` takes a reply the tool answers itself (the global schedule's conflicts) before the rest.
   */
  async function send<R extends { message?: string; messageError?: string; job?: JobRunDto | null }>(request: () => Promise<R>, handled?: (reply: R) => boolean) {
    setSending(true);
    try {
      const reply = await request();
      if (handled?.(reply)) return;
      if (reply.message === BULK_CLOSED) message.error(BULK_TEXTS.close);
      else if ((reply.message === undefined || reply.message === 'success') && reply.job) {
        message.success(texts.queued);
        setRuns((current) => [reply.job?.id as string, ...current]);
      } else message.error(reply.messageError || texts.failed);
    } catch (error) {
      message.error(messageOf(error, texts.failed));
    } finally {
      setSending(false);
    }
  }

  return { sending, runs, send };
}
