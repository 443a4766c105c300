import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { QUERY_ROOTS } from '../../api/query-roots';
import { ensureClockDevice, keepPunch, type KeptPunch, keptPunches, sendKept, type SentPunch } from './offline-queue';

/** How often the clock tries again while punches wait on the device (besides the browser's online event). */
const RETRY_MS = 30_000;

/**
 * The clock's side of the offline queue (ADR 0071): registers this device while online, keeps a
 * punch the network could not take, and sends what waits when the network is back (the browser's
 * online event, the page opening, and every half minute while anything waits).
 */
export function useOfflineClock() {
  const client = useQueryClient();
  const [waiting, setWaiting] = useState<KeptPunch[]>([]);
  const [sent, setSent] = useState<SentPunch[]>([]);

  const reread = useCallback(async () => setWaiting(await keptPunches()), []);

  const flush = useCallback(async () => {
    const outcomes = await sendKept().catch(() => [] as SentPunch[]);
    if (outcomes.length) {
      setSent((before) => [...outcomes, ...before].slice(0, 5));
      void client.invalidateQueries({ queryKey: ['clock-me'] });
      void client.invalidateQueries({ queryKey: QUERY_ROOTS.timesheets });
    }
    await reread();
  }, [client, reread]);

  useEffect(() => {
    void ensureClockDevice().catch(() => undefined);
    void flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [flush]);

  useEffect(() => {
    if (!waiting.length) return;
    const timer = setInterval(() => void flush(), RETRY_MS);
    return () => clearInterval(timer);
  }, [waiting.length, flush]);

  const keep = useCallback(
    async (asMe: boolean, fields: Record<string, string>, direction: 'In' | 'Out') => {
      const kept = await keepPunch(asMe, fields, direction);
      await reread();
      return kept;
    },
    [reread],
  );

  return { waiting, sent, keep, flush };
}
