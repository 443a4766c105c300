import { CloseCircleOutlined, ExportOutlined, SyncOutlined, UnlockOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Action, DEFAULT_PAYROLL_FILTER_DAYS, PAYROLL_FILTER_DAYS, PAYROLL_TEXTS, PayrollTransferDto, Resource, ThirdPartyType } from '@timekeep/contracts';
import { App, Button, Card, Form, Progress, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { useCan, useCompanySettings } from '../../auth/api';
import { DataColumn, DataTable } from '../../ui/DataTable';
import { FilterPopover } from '../../ui/FilterPopover';
import { YesNoIcon } from '../../ui/marks';
import { PageTitle } from '../../ui/PageTitle';
import { useJobRuns } from '../../api/job-runs';
import { closePeriods, keys, openPeriods, periodList, recalculatePeriods } from './api';
import { ExportModal } from './ExportModal';
import { ReasonModal } from './ReasonModal';
import { useXeroReturn, XeroSendProgress, XeroToolbar } from './XeroActions';
import styles from './payroll.module.css';

const filterLabel = (days: number) => PAYROLL_FILTER_DAYS.find((f) => f.days === days)?.label ?? `Recent ${days} days`;

/**
 * Payroll transfers (document 3 §2): each pay group's periods with their state; Open, Close and
 * Recalculate act on the selection after a confirmation, Export opens the export modal. A Xero
 * company also connects, syncs and exports to Xero here (document 3 §7).
 */
export function PayrollTransfersPage() {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const can = useCan();
  const [filterDays, setFilterDays] = useState<number>(DEFAULT_PAYROLL_FILTER_DAYS);
  const [draftDays, setDraftDays] = useState<number>(DEFAULT_PAYROLL_FILTER_DAYS);
  const [selected, setSelected] = useState<string[]>([]);
  // The page's rows as shown: the actions read the selected periods' state from them.
  const [rows, setRows] = useState<PayrollTransferDto[]>([]);
  const [asking, setAsking] = useState<'open' | 'close' | null>(null);
  const [exporting, setExporting] = useState(false);
  const [runIds, setRunIds] = useState<string[]>([]);
  const runs = useJobRuns(runIds).map((q) => q.data);
  const mayAct = can(Resource.PayrollTransfer, Action.Create);
  const xero = useCompanySettings().data?.thirdPartyType?.id === ThirdPartyType.Xero;
  const [xeroRunId, setXeroRunId] = useState<string | null>(null);
  useXeroReturn();

  const refresh = () => queryClient.invalidateQueries({ queryKey: keys.periods });

  async function act(kind: 'open' | 'close', reason: string) {
    try {
      const reply = await (kind === 'close' ? closePeriods : openPeriods)(selected, reason);
      if (reply.message !== 'success') throw new Error(reply.message);
      message.success(kind === 'close' ? 'The pay periods are closed.' : 'The pay periods are open.');
      setAsking(null);
      setSelected([]);
    } catch (error) {
      message.error(messageOf(error, kind === 'close' ? PAYROLL_TEXTS.closeFailed : PAYROLL_TEXTS.openFailed));
    }
    await refresh();
  }

  function recalculate() {
    // Document 3 §5: refused in the page already when a selected period is closed (the server refuses too).
    if (rows.some((r) => selected.includes(r.id) && r.isClosed)) {
      message.warning(PAYROLL_TEXTS.closedRecalculate);
      return;
    }
    modal.confirm({
      title: PAYROLL_TEXTS.confirmRecalculate,
      okText: 'OK',
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          const reply = await recalculatePeriods(selected);
          setRunIds(reply.jobs.map((j) => j.id));
          message.info(PAYROLL_TEXTS.recalculating);
        } catch (error) {
          message.error(messageOf(error, PAYROLL_TEXTS.recalculateFailed));
        }
      },
    });
  }

  const done = runs.reduce((n, r) => n + (r?.progress.processed ?? 0), 0);
  const total = runs.reduce((n, r) => n + (r?.progress.total ?? 0), 0);
  const failed = runs.some((r) => r?.status === 'failed');
  const running = runIds.length > 0 && runs.some((r) => !r || r.status === 'queued' || r.status === 'running');
  const percent = total ? Math.round((done / total) * 100) : running ? 0 : 100;

  const columns: DataColumn<PayrollTransferDto>[] = [
    { key: 'periodCode', title: 'Period Code' },
    { key: 'paygroupName', title: 'Pay Group' },
    { key: 'fromDate', title: 'From Date' },
    { key: 'toDate', title: 'To Date' },
    { key: 'isClosed', title: 'Closed', render: (p) => <YesNoIcon on={p.isClosed} label="Closed" /> },
    { key: 'isExported', title: 'Exported', render: (p) => <YesNoIcon on={p.isExported} label="Exported" /> },
    { key: 'closedBy', title: 'Closed By', render: (p) => (p.isClosed ? p.closedBy : null) },
  ];

  return (
    <Card>
      <PageTitle>Payroll Transfer</PageTitle>
      <DataTable<PayrollTransferDto>
        key={filterDays}
        tableId="payroll-transfers"
        title="Payroll Transfers"
        emptyText="No pay periods in this window. Choose more Filter Days in Search; each pay group adds its periods as they come."
        {...periodList(filterDays)}
        onRowsShown={(shown) => setRows([...shown])}
        columns={columns}
        rowKey={(p) => p.id}
        selectedKeys={selected}
        onSelectionChange={setSelected}
        toolbar={
          <>
            <FilterPopover active={filterDays === DEFAULT_PAYROLL_FILTER_DAYS ? 0 : 1} onOpen={() => setDraftDays(filterDays)} onReset={() => setDraftDays(DEFAULT_PAYROLL_FILTER_DAYS)} onSearch={() => (setFilterDays(draftDays), setSelected([]))}>
              <Form.Item label="Filter Days">
                <Select aria-label="Filter Days" value={draftDays} onChange={setDraftDays} options={PAYROLL_FILTER_DAYS.map((f) => ({ value: f.days, label: f.label }))} className={styles.filterDays} />
              </Form.Item>
            </FilterPopover>
            <span className={styles.window}>{filterLabel(filterDays)}</span>
            {mayAct && (
              <Space wrap>
                <Button icon={<UnlockOutlined />} disabled={!selected.length} onClick={() => setAsking('open')}>
                  Open
                </Button>
                <Button icon={<CloseCircleOutlined />} disabled={!selected.length} onClick={() => setAsking('close')}>
                  Close
                </Button>
                <Button icon={<SyncOutlined spin={running} />} disabled={!selected.length || running} onClick={recalculate}>
                  Recalculate
                </Button>
              </Space>
            )}
            <Button type="primary" icon={<ExportOutlined />} disabled={!selected.length} onClick={() => setExporting(true)}>
              Export
            </Button>
            {xero && <XeroToolbar mayAct={mayAct} />}
            {xeroRunId && <XeroSendProgress runId={xeroRunId} onDone={() => void refresh()} />}
            {runIds.length > 0 && (
              <span className={styles.progress} aria-label="Recalculation progress">
                <Progress percent={percent} size="small" status={failed ? 'exception' : running ? 'active' : 'success'} />
              </span>
            )}
          </>
        }
      />
      {asking && (
        <ReasonModal
          kind={asking}
          count={selected.length}
          unfinished={rows.filter((r) => selected.includes(r.id) && r.toDate >= dayjs().format('YYYY-MM-DD')).length}
          onCancel={() => setAsking(null)}
          onConfirm={(reason) => act(asking, reason)}
        />
      )}
      {exporting && (
        <ExportModal
          periods={rows.filter((r) => selected.includes(r.id))}
          xero={xero && mayAct}
          onXeroStarted={(runId) => {
            setExporting(false);
            setXeroRunId(runId);
          }}
          onClose={() => setExporting(false)}
          onExported={() => {
            setExporting(false);
            void refresh();
          }}
        />
      )}
    </Card>
  );
}
