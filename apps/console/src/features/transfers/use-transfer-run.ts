import { type JobRunDto, TERMINAL_JOB_STATUSES, type TransferStartReply } from '@timekeep/contracts';
import { App } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { messageOf } from '../../api/http';
import { useJobRun } from '../../api/job-runs';

/**
 * A send or upload: starts the run, follows it from its job_run row, and hands the finished run to
 * `finished` once. `busy` holds from the click until the run ends, so a second click cannot start
 * a second send of the same hours (the server would skip them, but the user would wonder).
 */
export function useTransferRun(texts: { started: string; failed: string }, finished: (run: JobRunDto) => void) {
  const { message } = App.useApp();
  const [runId, setRunId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const run = useJobRun(runId).data;
  const reported = useRef<string | null>(null);
  const done = !!run && TERMINAL_JOB_STATUSES.includes(run.status);

  useEffect(() => {
    if (!run || !done || reported.current === run.id) return;
    reported.current = run.id;
    if (run.status === 'failed') message.error(run.error || texts.failed);
    else finished(run);
  }, [run, done, finished, message, texts.failed]);

  async function start(send: () => Promise<TransferStartReply>) {
    setStarting(true);
    try {
      const { jobId } = await send();
      message.info(texts.started);
      setRunId(jobId);
    } catch (error) {
      message.error(messageOf(error, texts.failed));
    } finally {
      setStarting(false);
    }
  }

  return { run, start, busy: starting || (!!runId && !done) };
}
