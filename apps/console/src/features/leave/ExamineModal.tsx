import { dialogFooter } from '../../ui/FormButtons';
import { Action, LEAVE_TEXTS, Resource, type LeaveDto, type LeaveStatus } from '@timekeep/contracts';
import { App, Descriptions, Form, Modal, Radio } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { TextArea } from '../../ui/inputs';
import { validated } from '../../ui/validation';
import { useCan } from '../../auth/api';
import { examineLeave, useLeaveBalance, useLeaveTypes, useRefreshLeave } from './api';
import { examineOutcome } from './leave-rules';
import { useAsk } from './use-ask';

interface Fields {
  status: LeaveStatus;
  reason?: string;
}

/** The approval modal's order of statuses (document 2 §4). */
const CHOICES: LeaveStatus[] = ['Approved', 'Pending', 'Cancelled', 'Declined'];

const hours = (value: number) => `${value.toFixed(2)} h`;

/**
 * What is being decided, so that an approver on a phone need not open the list behind (ours, ADR
 * 0066): the type, the days and the hours, and for a type that keeps a balance, the balance on the
 * leave's last day before and after approving (read only by those who may see balances).
 */
function LeaveSummary({ leave }: { leave: LeaveDto }) {
  const can = useCan();
  const seesBalance = can(Resource.LeaveBalance, Action.Visible);
  const tracks = useLeaveTypes().data?.find((t) => t.id === leave.typeId)?.tracksBalance === true;
  const balance = useLeaveBalance(leave.employeeId, leave.toDate, seesBalance && tracks).data?.dataList.find((b) => b.paytypeId === leave.typeId)?.time;
  // An approved leave is in the balance already; any other is not yet.
  const before = balance === undefined ? undefined : leave.leaveStatus === 'Approved' ? balance + leave.totalHours : balance;
  return (
    <Descriptions size="small" column={1} aria-label="The leave">
      <Descriptions.Item label="Leave">{leave.typeName}</Descriptions.Item>
      <Descriptions.Item label="Days">{leave.fromDate === leave.toDate ? leave.fromDate : `${leave.fromDate} – ${leave.toDate}`}</Descriptions.Item>
      <Descriptions.Item label="Hours">{hours(leave.totalHours)}</Descriptions.Item>
      {before !== undefined && (
        <>
          <Descriptions.Item label="Balance before">{hours(before)}</Descriptions.Item>
          <Descriptions.Item label="Balance after approving">{hours(before - leave.totalHours)}</Descriptions.Item>
        </>
      )}
    </Descriptions>
  );
}

/**
 * Leave Approval (document 2 §4): a status and a reason. Approving beyond the type's balance is
 * refused with the spec's text, or for a type allowing negative leave confirmed first and sent again.
 */
export function ExamineModal({ leave, onClose }: { leave: LeaveDto | null; onClose: () => void }) {
  return leave ? <ExamineDialog key={leave.id} leave={leave} onClose={onClose} /> : null;
}

function ExamineDialog({ leave, onClose }: { leave: LeaveDto; onClose: () => void }) {
  const { message } = App.useApp();
  const ask = useAsk();
  const refresh = useRefreshLeave();
  const [form] = Form.useForm<Fields>();
  const [busy, setBusy] = useState(false);

  async function decide() {
    const v = await validated(form);
    if (!v) return;
    setBusy(true);
    try {
      const decision = { id: leave.id, status: v.status, reason: v.reason?.trim() || null, version: leave.version };
      let outcome = examineOutcome(await examineLeave(decision));
      if (outcome.step === 'confirm') {
        if (!(await ask(outcome.text))) return;
        outcome = examineOutcome(await examineLeave({ ...decision, confirmNegative: true }));
      }
      if (outcome.step !== 'done') return void message.warning(outcome.text || LEAVE_TEXTS.saveFailed);
      message.success(LEAVE_TEXTS.saved);
      onClose();
    } catch (error) {
      message.error(messageOf(error, LEAVE_TEXTS.saveFailed));
    } finally {
      setBusy(false);
      await refresh();
    }
  }

  return (
    <Modal
      open
      title={`Leave Approval · ${leave.employeeName}`}
      onCancel={onClose}
      footer={dialogFooter({ busy, onCancel: onClose, onSave: decide })}
    >
      <LeaveSummary leave={leave} />
      <Form form={form} layout="vertical" initialValues={{ status: leave.leaveStatus, reason: leave.reason ?? undefined }}>
        <Form.Item name="status" label="Status">
          <Radio.Group options={CHOICES} />
        </Form.Item>
        <Form.Item name="reason" label="Reason">
          <TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
