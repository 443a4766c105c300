import { PAYROLL_TEXTS, PayrollTransferDto, XERO_TEXTS } from '@timekeep/contracts';
import { Alert, App, Button, Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { messageOf, saveFile } from '../../api/http';
import { useCompanySettings } from '../../auth/api';
import { TreeMultiSelect } from '../../ui/inputs';
import { useDepartmentOptions } from '../structure/api';
import styles from './payroll.module.css';
import { exportPeriods, xeroApiPay } from './api';

/**
 * The export modal (document 3 §2): which departments' people (all when none is chosen), then the
 * file. A selection holding an open period is exported only as a draft, after a warning. A Xero
 * company also sends closed periods to Xero (xeroApiPay), followed on the page.
 */
export function ExportModal({
  periods,
  xero,
  onXeroStarted,
  onClose,
  onExported,
}: {
  periods: PayrollTransferDto[];
  xero: boolean;
  onXeroStarted: (runId: string) => void;
  onClose: () => void;
  onExported: () => void;
}) {
  const { message } = App.useApp();
  const settings = useCompanySettings().data;
  const departments = useDepartmentOptions();
  const [departmentIds, setDepartmentIds] = useState<string[]>([]);
  const [busy, setBusy] = useState<'exportCSV' | 'exportAllowance' | 'xero' | null>(null);
  const open = periods.filter((p) => !p.isClosed);

  async function run(kind: 'exportCSV' | 'exportAllowance') {
    setBusy(kind);
    try {
      const file = await exportPeriods(kind, periods.map((p) => p.id), departmentIds);
      saveFile(file.blob, file.fileName);
      onExported();
    } catch (error) {
      message.error(messageOf(error, PAYROLL_TEXTS.exportFailed));
    } finally {
      setBusy(null);
    }
  }

  async function sendToXero() {
    setBusy('xero');
    try {
      const reply = await xeroApiPay(periods.map((p) => p.id), departmentIds);
      message.info(XERO_TEXTS.exporting);
      onXeroStarted(reply.job.id);
    } catch (error) {
      message.error(messageOf(error, XERO_TEXTS.exportFailed));
      setBusy(null);
    }
  }

  return (
    <Modal
      open
      title="Export"
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        settings?.specialCustomer && (
          <Button key="allowance" loading={busy === 'exportAllowance'} disabled={!!busy} onClick={() => run('exportAllowance')}>
            Export Allowance
          </Button>
        ),
        <Button key="csv" type={xero ? 'default' : 'primary'} loading={busy === 'exportCSV'} disabled={!!busy} onClick={() => run('exportCSV')}>
          {open.length ? 'Export draft' : 'Export CSV'}
        </Button>,
        xero && (
          <Button key="xero" type="primary" loading={busy === 'xero'} disabled={!!busy || open.length > 0} onClick={() => void sendToXero()}>
            Export to Xero
          </Button>
        ),
      ]}
    >
      <Typography.Paragraph>
        {periods.map((p) => p.periodCode).join(', ')} ({periods.length} pay period{periods.length === 1 ? '' : 's'})
      </Typography.Paragraph>
      {open.length > 0 && <Alert type="warning" showIcon message={PAYROLL_TEXTS.openExportWarning} />}
      {xero && open.length > 0 && <Alert className={styles.notice} type="info" showIcon message={XERO_TEXTS.selectClosed} />}
      <Form layout="vertical">
        <Form.Item label={settings?.structureName ?? 'Departments'} extra="Leave empty to export everyone.">
          <TreeMultiSelect aria-label="Departments" treeData={departments} value={departmentIds} onChange={setDepartmentIds} showSearch treeNodeFilterProp="title" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
