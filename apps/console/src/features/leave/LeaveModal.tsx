import { dialogFooter } from '../../ui/FormButtons';
import { LEAVE_TEXTS, type LeaveDto, Role } from '@timekeep/contracts';
import { App, Checkbox, Col, Form, Modal, Radio, Row, Select, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { messageOf } from '../../api/http';
import { useProfile } from '../../auth/api';
import { useEmployeeChoices } from '../employee-picker/api';
import { CheckboxField, DateRangeInput, NumberInput, TextArea, TimeInput } from '../../ui/inputs';
import { numberRule, requiredRule, validated } from '../../ui/validation';
import { fetchLeaveBalance, saveLeave, useLeave, useLeaveTypes, useRefreshLeave } from './api';
import { asksHoursPerDay, balanceCheck, draftOf, HOURS_PER_DAY, type LeaveDraft, type LeaveMode, leavePayload, newDraft, saveReplyText, toTimeProblem } from './leave-rules';
import { useAsk } from './use-ask';
import styles from './leave.module.css';

/** The leave dialog opens on a request (Modify a leave), or new, perhaps for an employee and a day (the timesheet's Leave button). */
export interface LeaveTarget {
  id?: string;
  employee?: { id: string; name: string };
  date?: string;
}

/** The leave form's fields as antd holds them (dates and times as dayjs). */
export interface LeaveFields {
  employeeId: string;
  typeId: string;
  dates: [Dayjs, Dayjs];
  mode: LeaveMode;
  fromTime: Dayjs | null;
  fromNextDay: boolean;
  toTime: Dayjs | null;
  toNextDay: boolean;
  duration: number | null;
  skip: boolean;
  skipUnscheduled: boolean;
  description: string | null;
}

const DAY = 'YYYY-MM-DD';
const TIME = 'HH:mm';
const MODES: Array<{ value: LeaveMode; label: string }> = [
  { value: 'schedule', label: 'By Schedule' },
  { value: 'timeRange', label: 'Time range' },
  { value: 'hours', label: 'Hours per day' },
];

const fieldsOf = (draft: Partial<LeaveDraft>): Partial<LeaveFields> => ({
  ...draft,
  dates: draft.fromDate && draft.toDate ? [dayjs(draft.fromDate), dayjs(draft.toDate)] : undefined,
  fromTime: draft.fromTime ? dayjs(draft.fromTime, TIME) : null,
  toTime: draft.toTime ? dayjs(draft.toTime, TIME) : null,
});

export const draftOfFields = (v: LeaveFields): LeaveDraft => ({
  employeeId: v.employeeId,
  typeId: v.typeId,
  fromDate: v.dates[0].format(DAY),
  toDate: v.dates[1].format(DAY),
  mode: v.mode,
  fromTime: v.fromTime?.format(TIME) ?? null,
  fromNextDay: !!v.fromNextDay,
  toTime: v.toTime?.format(TIME) ?? null,
  toNextDay: !!v.toNextDay,
  duration: v.duration ?? null,
  skip: !!v.skip,
  skipUnscheduled: !!v.skipUnscheduled,
  description: v.description ?? null,
});

/** Create a new leave / Modify a leave (document 2 §3 "Leave", §5 "Leave", §8 "Leave"). */
export function LeaveModal({ target, onClose }: { target: LeaveTarget | null; onClose: () => void }) {
  return target ? <LeaveDialog key={target.id ?? `new-${target.employee?.id ?? ''}-${target.date ?? ''}`} target={target} onClose={onClose} /> : null;
}

function LeaveDialog({ target, onClose }: { target: LeaveTarget; onClose: () => void }) {
  const stored = useLeave(target.id);
  const title = target.id ? 'Modify a leave' : 'Create a new leave';
  if (target.id && !stored.data) {
    return (
      <Modal open title={title} onCancel={onClose} footer={null}>
        <div className={styles.loading}>{stored.error ? messageOf(stored.error, LEAVE_TEXTS.saveFailed) : <Spin />}</div>
      </Modal>
    );
  }
  return <LeaveForm title={title} target={target} leave={stored.data} onClose={onClose} />;
}

function LeaveForm({ title, target, leave, onClose }: { title: string; target: LeaveTarget; leave: LeaveDto | undefined; onClose: () => void }) {
  const { message } = App.useApp();
  const ask = useAsk();
  const refresh = useRefreshLeave();
  const profile = useProfile().data;
  const [form] = Form.useForm<LeaveFields>();
  const [busy, setBusy] = useState(false);
  const [search, setSearch] = useState('');
  const mode = Form.useWatch('mode', form);
  const types = useLeaveTypes();
  const employees = useEmployeeChoices(search);
  // An employee asks leave for themselves only: the list the server answers them holds just them.
  const selfOnly = profile?.roleName === Role.Employee;
  const known = leave ? { value: leave.employeeId, label: leave.employeeName } : target.employee ? { value: target.employee.id, label: target.employee.name } : null;
  const employeeOptions = [...(known && !employees.data?.some((e) => e.value === known.value) ? [known] : []), ...(employees.data ?? [])];
  const typeOptions = [...(types.data ?? []).map((t) => ({ value: t.id, label: t.name })), ...(leave && !types.data?.some((t) => t.id === leave.typeId) ? [{ value: leave.typeId, label: leave.typeName }] : [])];

  useEffect(() => {
    const only = employees.data?.[0];
    if (selfOnly && !leave && only && !form.getFieldValue('employeeId')) form.setFieldValue('employeeId', only.value);
  }, [selfOnly, leave, employees.data, form]);

  async function save() {
    const v = await validated(form);
    if (!v) return;
    const draft = draftOfFields(v);
    setBusy(true);
    try {
      const type = types.data?.find((t) => t.id === draft.typeId);
      if (type) {
        const check = balanceCheck(await fetchLeaveBalance(draft.employeeId, draft.fromDate), type);
        if (check.verdict === 'refuse') return void message.warning(check.text);
        if (check.verdict === 'confirm' && !(await ask(check.text))) return;
      }
      const reply = await saveLeave(leavePayload(draft, { id: leave?.id, version: leave?.version, loginRole: profile?.roleName ?? null }));
      const shown = saveReplyText(reply, !leave);
      if (!shown.ok) return void message.warning(shown.text);
      message.success(shown.text);
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
      title={title}
      onCancel={onClose}
      width={640}
      footer={dialogFooter({ busy, onCancel: onClose, onSave: save })}
    >
      <Form form={form} layout="vertical" initialValues={fieldsOf(leave ? draftOf(leave) : newDraft(target.employee?.id, target.date))}>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="employeeId" label="Employee" rules={[requiredRule]}>
              <Select showSearch filterOption={false} onSearch={setSearch} loading={employees.isFetching} options={employeeOptions} disabled={selfOnly || !!leave} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="typeId" label="Leave Type" rules={[requiredRule]}>
              <Select showSearch optionFilterProp="label" loading={types.isFetching} options={typeOptions} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="dates" label="Date" rules={[requiredRule]}>
              <DateRangeInput />
            </Form.Item>
          </Col>
          <LeaveLengthFields mode={mode} />
        </Row>
      </Form>
    </Modal>
  );
}

/**
 * How long each day of a leave is, and which days count (document 2 §5): By Schedule, a time
 * range with its Next Day flags, or hours a day; skip holidays and unscheduled days; the
 * description. The request dialog and the bulk leave form share it.
 */
export function LeaveLengthFields({ mode }: { mode: LeaveMode | undefined }) {
  const toAfterFrom = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator() {
      const at = (name: string) => (getFieldValue(name) as Dayjs | null)?.format(TIME) ?? null;
      const problem = toTimeProblem({ fromTime: at('fromTime'), fromNextDay: !!getFieldValue('fromNextDay'), toTime: at('toTime'), toNextDay: !!getFieldValue('toNextDay') });
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  });

  return (
    <>
          <Col span={24}>
            <Form.Item name="mode" label="Duration">
              <Radio.Group options={MODES} />
            </Form.Item>
          </Col>
          {mode === 'timeRange' && (
            <>
              <Col span={12}>
                <Form.Item name="fromTime" label="From" rules={[requiredRule]}>
                  <TimeInput format={TIME} needConfirm={false} />
                </Form.Item>
                <Form.Item name="fromNextDay" valuePropName="checked" className={styles.dayTick}>
                  <Checkbox>Next Day</Checkbox>
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="toTime" label="To" dependencies={['fromTime', 'fromNextDay', 'toNextDay']} rules={[requiredRule, toAfterFrom]}>
                  <TimeInput format={TIME} needConfirm={false} />
                </Form.Item>
                <Form.Item name="toNextDay" valuePropName="checked" className={styles.dayTick}>
                  <Checkbox>Next Day</Checkbox>
                </Form.Item>
              </Col>
            </>
          )}
          {asksHoursPerDay(mode) && (
            <Col span={12}>
              <Form.Item name="duration" label="Hours per day" rules={[requiredRule, numberRule(HOURS_PER_DAY)]}>
                <NumberInput step={0.5} />
              </Form.Item>
            </Col>
          )}
          <Col span={24}>
            <CheckboxField name="skip">Skip holidays</CheckboxField>
            <CheckboxField name="skipUnscheduled">Skip unscheduled days</CheckboxField>
          </Col>
          <Col span={24}>
            <Form.Item name="description" label="Description">
              <TextArea rows={3} />
            </Form.Item>
          </Col>
    </>
  );
}
