import { OFF_DAY_SHIFT, REQUIRED_TEXT, ROSTER_TEXTS, type RosterShift } from '@timekeep/contracts';
import { Alert, App, Form, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { dialogFooter } from '../../ui/FormButtons';
import { DateInput, MultiSelect } from '../../ui/inputs';
import { requiredRule } from '../../ui/validation';
import { addShiftToEmployees, useScheduleEmployees } from './api';
import { replyText, timesText } from './roster-rules';
import styles from './roster.module.css';

/**
 * Add Shift to Employees (document 2 §5): Date and Employees required; the employees offered are
 * the active ones of the departments the roster shows, by first name. All or none: a conflict for
 * one employee adds it to nobody and names them.
 */
export function AddShiftModal({ shift, departmentIds, defaultDate, onClose, onSaved }: { shift: RosterShift | null; departmentIds: string[]; defaultDate: string; onClose: () => void; onSaved: () => void }) {
  return shift ? <AddShiftDialog key={shift.id} shift={shift} departmentIds={departmentIds} defaultDate={defaultDate} onClose={onClose} onSaved={onSaved} /> : null;
}

function AddShiftDialog({ shift, departmentIds, defaultDate, onClose, onSaved }: { shift: RosterShift; departmentIds: string[]; defaultDate: string; onClose: () => void; onSaved: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ batchStartDate: Dayjs; employeeIds: string[] }>();
  const employees = useScheduleEmployees(departmentIds, true);
  const [busy, setBusy] = useState(false);
  const [conflictWith, setConflictWith] = useState<string | null>(null);

  async function save() {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setBusy(true);
    setConflictWith(null);
    try {
      const reply = await addShiftToEmployees({ id: shift.id, employeeIds: v.employeeIds, batchStartDate: v.batchStartDate.format('YYYY-MM-DD') });
      if (reply.message === 'success') {
        message.success(ROSTER_TEXTS.addedToEmployees);
        onSaved();
        onClose();
        return;
      }
      message.warning(replyText(reply.message, ROSTER_TEXTS.addToEmployeesFailed));
      if (reply.employeeName) setConflictWith(reply.employeeName);
    } catch (error) {
      message.error(messageOf(error, ROSTER_TEXTS.addToEmployeesFailed));
    } finally {
      setBusy(false);
    }
  }

  const what = [shift.labelName || shift.departmentName, shift.id === OFF_DAY_SHIFT.id ? null : timesText(shift)].filter(Boolean).join(' ');
  return (
    <Modal open title="Add Shift to Employees" width={560} onCancel={onClose} footer={dialogFooter({ busy, onCancel: onClose, onSave: save })}>
      <Alert type="info" showIcon className={styles.dialogWarning} message={`${what}${shift.departmentName && shift.labelName ? ` (${shift.departmentName})` : ''}`} />
      {conflictWith && <Alert type="warning" showIcon className={styles.dialogWarning} message={`${ROSTER_TEXTS.conflict} ${conflictWith}`} />}
      <Form form={form} layout="vertical" initialValues={{ batchStartDate: dayjs(defaultDate), employeeIds: [] }}>
        <Form.Item name="batchStartDate" label="Date" rules={[requiredRule]}>
          <DateInput allowClear={false} />
        </Form.Item>
        <Form.Item name="employeeIds" label="Employees" rules={[{ required: true, type: 'array', min: 1, message: REQUIRED_TEXT }]}>
          <MultiSelect loading={employees.isLoading} placeholder="Choose employees" options={(employees.data ?? []).map((e) => ({ value: e.id, label: `${e.firstName} ${e.lastName}` }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
