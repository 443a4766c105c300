import { PAYROLL_TEXTS } from '@timekeep/contracts';
import { Alert, Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { LimitedTextArea } from '../../ui/inputs';
import { textProblem } from '../../ui/validation';
import styles from './payroll.module.css';

/** The server's limit on a period's reason (payroll-transfer.controller). */
const REASON_MAX = 500;

/**
 * The confirmation of Open and Close (document 3 §5), with the reason payroll may give: it is kept
 * with the event, so the period's history says why it was reopened.
 */
export function ReasonModal({ kind, count, unfinished, onCancel, onConfirm }: { kind: 'open' | 'close'; count: number; unfinished: number; onCancel: () => void; onConfirm: (reason: string) => Promise<void> }) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const tooLong = textProblem('Reason', REASON_MAX, reason);
  return (
    <Modal
      open
      title={kind === 'close' ? 'Close pay periods' : 'Open pay periods'}
      okText="OK"
      cancelText="Cancel"
      confirmLoading={busy}
      onCancel={onCancel}
      onOk={async () => {
        if (tooLong) return;
        setBusy(true);
        await onConfirm(reason.trim()).finally(() => setBusy(false));
      }}
    >
      <Typography.Paragraph>{kind === 'close' ? PAYROLL_TEXTS.confirmClose : PAYROLL_TEXTS.confirmOpen}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{count} selected.</Typography.Paragraph>
      {kind === 'close' && unfinished > 0 && <Alert type="warning" showIcon message={PAYROLL_TEXTS.unfinishedClose} className={styles.notice} />}
      <Form layout="vertical">
        <Form.Item label="Reason (optional)" validateStatus={tooLong ? 'error' : undefined} help={tooLong}>
          <LimitedTextArea aria-label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} max={REASON_MAX} rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
