import { GLOBAL_LEAVE_DEFAULTS, GLOBAL_LEAVE_TEXTS, type GlobalLeaveResult } from '@timekeep/contracts';
import { Alert, App, Card, Col, Form, Row, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useProfile } from '../../auth/api';
import { DateRangeInput } from '../../ui/inputs';
import { PageTitle } from '../../ui/PageTitle';
import { requiredRule, validated } from '../../ui/validation';
import { useLeaveTypes } from '../leave/api';
import { draftOfFields, type LeaveFields, LeaveLengthFields } from '../leave/LeaveModal';
import { leavePayload } from '../leave/leave-rules';
import { globalLeaveResultOf, saveGlobalLeave } from './api';
import { RunList, SkippedList } from './RunPanel';
import { BulkForm } from './BulkForm';
import { targetsOf, type TargetValues } from './TargetFields';
import { useBulkRequest } from './use-bulk-request';
import styles from './bulk-tools.module.css';

type Values = TargetValues & Omit<LeaveFields, 'employeeId'>;

/** The run's outcome as the spec has it: messageSuccess and messageError shown as given, then who got none and why. */
function summary(result: unknown) {
  const r: GlobalLeaveResult | null = globalLeaveResultOf(result);
  if (!r) return null;
  return (
    <Space direction="vertical" className={styles.runs}>
      {r.messageSuccess && <Alert type="success" showIcon message={r.messageSuccess} />}
      {r.messageError && <Alert type="warning" showIcon message={r.messageError} />}
      <SkippedList items={r.skipped.map((s) => ({ employeeId: s.employeeId, name: s.name, reason: s.date ? `${s.reason}:${s.date}` : s.reason }))} />
    </Space>
  );
}

/**
 * Global leave (/global-leave/condition, document 3 §2, §3 "Global leave", §9 defaults): one
 * leave for each chosen employee, or each active employee of the chosen departments, added and
 * approved. A few employees are done within the request: its messageSuccess and messageError are
 * shown as given, and who got none, and why, below. More are the worker's: the run's progress
 * shows below, then the same (ADR 0059).
 */
export function GlobalLeavePage() {
  const [form] = Form.useForm<Values>();
  const profile = useProfile().data;
  const types = useLeaveTypes();
  const mode = Form.useWatch('mode', form);
  const { message } = App.useApp();
  const { sending, runs, send } = useBulkRequest({ queued: GLOBAL_LEAVE_TEXTS.queued, failed: GLOBAL_LEAVE_TEXTS.addFailed });
  /** The runs done within their request, newest first. */
  const [done, setDone] = useState<GlobalLeaveResult[]>([]);

  async function submit() {
    const values = await validated(form);
    if (!values) return;
    const { employeeId: _none, ...leave } = leavePayload(draftOfFields({ ...values, employeeId: '' }), { loginRole: profile?.roleName ?? null });
    await send(
      () => saveGlobalLeave(targetsOf(values), leave),
      (reply) => {
        if (!reply.result) return false;
        if (reply.messageSuccess) message.success(reply.messageSuccess);
        if (reply.messageError) message.warning(reply.messageError);
        setDone((current) => [reply.result as GlobalLeaveResult, ...current]);
        return true;
      },
    );
  }

  const today = dayjs();
  return (
    <Card>
      <PageTitle>Global Leave</PageTitle>
      <BulkForm
        form={form}
        busy={sending}
        onSubmit={submit}
        initialValues={{
          byEmployee: GLOBAL_LEAVE_DEFAULTS.byEmployee,
          mode: GLOBAL_LEAVE_DEFAULTS.byWorkHours ? 'timeRange' : GLOBAL_LEAVE_DEFAULTS.scheduledDuration ? 'schedule' : 'hours',
          skip: GLOBAL_LEAVE_DEFAULTS.skip,
          skipUnscheduled: GLOBAL_LEAVE_DEFAULTS.skipUnscheduled,
          dates: [today, today],
        }}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="typeId" label="Leave Type" rules={[requiredRule]}>
              <Select showSearch optionFilterProp="label" loading={types.isFetching} options={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="dates" label="Date" rules={[requiredRule]}>
              <DateRangeInput />
            </Form.Item>
          </Col>
          <LeaveLengthFields mode={mode} />
        </Row>
      </BulkForm>
      {done.map((result, i) => (
        <div key={done.length - i} aria-label="Bulk run">
          {summary(result)}
        </div>
      ))}
      <RunList runs={runs} summary={summary} />
    </Card>
  );
}
