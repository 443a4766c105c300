import { PAYROLL_TEXTS, PayrollTransferDto } from '@timekeep/contracts';
import { Alert, App, Button, Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { messageOf, saveFile } from '../../api/http';
import { useCompanySettings } from '../../auth/api';
import { TreeMultiSelect } from '../../ui/inputs';
import { useDepartmentOptions } from '../company/api';
import { exportPeriods } from './api';

/**
 * The export modal (document 3 §2): which departments' people (all when none is chosen), then the
 * file. A selection holding an open period is exported only as a draft, after a warning.
 */
export function ExportModal({ periods, onClose, onExported }: { periods: PayrollTransferDto[]; onClose: () => void; onExported: () => void }) {
  const { message } = App.useApp();
  const settings = useCompanySettings().data;
  const departments = useDepartmentOptions();
  const [departmentIds, setDepartmentIds] = useState<string[]>([]);
  const [busy, setBusy] = useState<'exportCSV' | 'exportAllowance' | null>(null);
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
        <Button key="csv" type="primary" loading={busy === 'exportCSV'} disabled={!!busy} onClick={() => run('exportCSV')}>
          {open.length ? 'Export draft' : 'Export CSV'}
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        {periods.map((p) => p.periodCode).join(', ')} ({periods.length} pay period{periods.length === 1 ? '' : 's'})
      </Typography.Paragraph>
      {open.length > 0 && <Alert type="warning" showIcon message={PAYROLL_TEXTS.openExportWarning} />}
      <Form layout="vertical">
        <Form.Item label={settings?.structureName ?? 'Departments'} extra="Leave empty to export everyone.">
          <TreeMultiSelect aria-label="Departments" treeData={departments} value={departmentIds} onChange={setDepartmentIds} showSearch treeNodeFilterProp="title" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
