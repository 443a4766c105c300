import { EMPLOYEE_STATUSES, EmployeeStatus } from '@timekeep/contracts';
import { Form, Modal, Radio } from 'antd';
import { useEffect, useState } from 'react';
import { LimitedTextArea } from '../../ui/inputs';
import { textProblem } from '../../ui/validation';

/** The server's limit on a status change's reason. */
const REASON_MAX = 500;

/** Spec §4: an employee's status by radio group, with an optional reason. */
export function StatusModal({ open, name, current, onCancel, onSave }: { open: boolean; name: string; current: EmployeeStatus; onCancel: () => void; onSave: (status: EmployeeStatus, reason: string) => Promise<void> }) {
  const [status, setStatus] = useState<EmployeeStatus>(current);
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  const tooLong = textProblem('Reason', REASON_MAX, reason);
  useEffect(() => {
    if (open) {
      setStatus(current);
      setReason('');
    }
  }, [open, current]);
  return (
    <Modal
      title={`Change the status of ${name}`}
      open={open}
      okText="Save"
      confirmLoading={saving}
      onCancel={onCancel}
      onOk={async () => {
        if (tooLong) return;
        setSaving(true);
        try {
          await onSave(status, reason);
        } finally {
          setSaving(false);
        }
      }}
    >
      <Form layout="vertical">
        <Form.Item label="Status">
          <Radio.Group options={[...EMPLOYEE_STATUSES]} value={status} onChange={(e) => setStatus(e.target.value)} />
        </Form.Item>
        <Form.Item label="Reason" validateStatus={tooLong ? 'error' : undefined} help={tooLong}>
          <LimitedTextArea aria-label="Reason" value={reason} max={REASON_MAX} onChange={(e) => setReason(e.target.value)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
