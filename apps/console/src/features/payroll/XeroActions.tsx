import { ApiOutlined, SyncOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { TERMINAL_JOB_STATUSES, XERO_TEXTS } from '@timekeep/contracts';
import { App, Button, Progress, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { messageOf } from '../../api/http';
import { useJobRun } from '../../api/job-runs';
import { askXeroAuthorization, keys, syncXeroData, useXeroConnection, xeroSendResultSchema } from './api';
import styles from './payroll.module.css';

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
const lines = (items: string[]) => items.map((line) => <div key={line}>{line}</div>);

/**
 * The Xero part of the payroll transfers toolbar (document 3 §7, Xero companies): the organisation
 * connected, Connect (or Reconnect) through Xero's consent screen, and Sync. Issues are notices that
 * stay until closed (document 3 §8, §9).
 */
export function XeroToolbar({ mayAct }: { mayAct: boolean }) {
  const { message, notification } = App.useApp();
  const queryClient = useQueryClient();
  const connection = useXeroConnection(true).data;
  const [busy, setBusy] = useState<'connect' | 'sync' | null>(null);

  async function connect() {
    setBusy('connect');
    try {
      // The browser leaves for Xero and comes back to this page (useXeroReturn).
      window.location.assign((await askXeroAuthorization()).uri);
    } catch (error) {
      message.error(messageOf(error, XERO_TEXTS.connectFailed));
      setBusy(null);
    }
  }

  async function sync() {
    setBusy('sync');
    try {
      const reply = await syncXeroData();
      if (!reply.success) notification.error({ message: XERO_TEXTS.syncFailed, description: lines(reply.reason), duration: 0 });
      else if (reply.reason.length) notification.warning({ message: 'Sync with Xero', description: lines([`Linked: ${count(reply.employeesLinked, 'employee')} and ${count(reply.payTypesLinked, 'pay type')}.`, ...reply.reason]), duration: 0 });
      else message.success(XERO_TEXTS.syncSucceeded);
    } catch (error) {
      message.error(messageOf(error, XERO_TEXTS.syncFailed));
    } finally {
      setBusy(null);
      void queryClient.invalidateQueries({ queryKey: keys.xeroConnection });
    }
  }

  return (
    <>
      {connection?.connected ? (
        <Tag color="green">
          Xero: {connection.tenantName} (Payroll {connection.region})
        </Tag>
      ) : (
        <Tag>Xero: not connected</Tag>
      )}
      {mayAct && (
        <>
          <Button icon={<ApiOutlined />} loading={busy === 'connect'} disabled={!!busy} onClick={() => void connect()}>
            {connection?.connected ? 'Reconnect to Xero' : 'Connect to Xero'}
          </Button>
          <Button icon={<SyncOutlined />} loading={busy === 'sync'} disabled={!!busy || !connection?.connected} onClick={() => void sync()}>
            Sync
          </Button>
        </>
      )}
    </>
  );
}

/** Back from Xero: the callback's sentence as a notice, then the parameters dropped from the address. */
export function useXeroReturn() {
  const { notification } = App.useApp();
  const [params, setParams] = useSearchParams();
  const shown = useRef(false);
  useEffect(() => {
    const outcome = params.get('xero');
    if (!outcome || shown.current) return;
    shown.current = true;
    const text = params.get('message') ?? (outcome === 'connected' ? XERO_TEXTS.connected : XERO_TEXTS.connectFailed);
    if (outcome === 'connected') notification.success({ message: text, duration: 0 });
    else notification.error({ message: text, duration: 0 });
    setParams({}, { replace: true });
  }, [params, setParams, notification]);
}

/** A send to Xero under way: its progress, then its outcome as a notice that stays. */
export function XeroSendProgress({ runId, onDone }: { runId: string; onDone: () => void }) {
  const { notification } = App.useApp();
  const run = useJobRun(runId).data;
  const told = useRef<string | null>(null);
  const finished = run && TERMINAL_JOB_STATUSES.includes(run.status);

  useEffect(() => {
    if (!run || !finished || told.current === runId) return;
    told.current = runId;
    const parsed = xeroSendResultSchema.safeParse(run.result);
    if (run.status === 'failed' || !parsed.success) {
      notification.error({ message: XERO_TEXTS.exportFailed, description: run.error ?? undefined, duration: 0 });
    } else if (parsed.data.result.status === 'Error') {
      notification.error({ message: XERO_TEXTS.exportFailed, description: parsed.data.message, duration: 0 });
    } else if (parsed.data.result.status === 'Warning') {
      notification.warning({ message: 'Export to Xero', description: parsed.data.message, duration: 0 });
    } else {
      notification.success({ message: 'Export to Xero', description: parsed.data.message, duration: 0 });
    }
    onDone();
  }, [run, finished, runId, notification, onDone]);

  return (
    <span className={styles.progress} aria-label="Export to Xero progress">
      <Progress percent={finished ? 100 : 0} size="small" status={run?.status === 'failed' ? 'exception' : finished ? 'success' : 'active'} format={() => (finished ? 'Done' : `${run?.progress.processed ?? 0} sent`)} />
    </span>
  );
}
