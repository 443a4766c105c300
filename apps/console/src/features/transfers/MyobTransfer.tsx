import { Action, type JobRunDto, MYOB_JOB_TYPES, Resource, TRANSFER_TEXTS } from '@timekeep/contracts';
import { App, Button, Col, Form, Row, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback } from 'react';
import { useCan } from '../../auth/api';
import { JobProgress } from '../../ui/JobProgress';
import { DateRangeInput, MultiSelect } from '../../ui/inputs';
import { requiredRule, validated } from '../../ui/validation';
import { SyncEmployeesButton } from '../people/SyncEmployeesButton';
import { failureOf, myobResultOf, sendToMyob } from './api';
import { myobNotices } from './myob-notices';
import styles from './transfers.module.css';
import { useTransferRun } from './use-transfer-run';

interface Values {
  period: [Dayjs, Dayjs];
  jobTypes: string[];
}

const JOB_TYPE_OPTIONS = MYOB_JOB_TYPES.map((t) => ({ value: t.id, label: t.name }));

/**
 * MYOB Advanced (document 3 §2): the approved hours of the date period (today to today unless
 * changed) on jobs of the chosen job types, sent as MYOB job costing. Errors and warnings stay
 * until closed (§9 "Notices for sends do not auto-close"). The toolbar's Sync Employees checks
 * that everyone has an employee in MYOB before a send.
 */
export function MyobTransfer() {
  const { message, notification } = App.useApp();
  const can = useCan();
  const [form] = Form.useForm<Values>();
  const finished = useCallback(
    (run: JobRunDto) => {
      const result = myobResultOf(run.result);
      if (!result) return void message.error(failureOf(run.result) ?? TRANSFER_TEXTS.sendFailed);
      for (const notice of myobNotices(result)) {
        if (notice.type === 'success') message.success(notice.message);
        else notification[notice.type]({ message: notice.message, description: notice.lines.length ? notice.lines.map((line) => <div key={line}>{line}</div>) : undefined, duration: 0 });
      }
    },
    [message, notification],
  );
  const { run, start, busy } = useTransferRun({ started: TRANSFER_TEXTS.sending, failed: TRANSFER_TEXTS.sendFailed }, finished);

  async function submit() {
    const values = await validated(form);
    if (!values) return;
    const [from, to] = values.period;
    await start(() => sendToMyob({ startDate: from.format('YYYY-MM-DD'), endDate: to.format('YYYY-MM-DD'), jobTypes: values.jobTypes }));
  }

  return (
    <>
      {can(Resource.Employee, Action.Update) && (
        <Space className={styles.toolbar}>
          <SyncEmployeesButton />
        </Space>
      )}
      <Form form={form} layout="vertical" initialValues={{ period: [dayjs(), dayjs()], jobTypes: [] }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="period" label="Date period" rules={[requiredRule]}>
              <DateRangeInput />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="jobTypes" label="Job types" rules={[requiredRule]}>
              <MultiSelect options={JOB_TYPE_OPTIONS} />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" loading={busy} onClick={submit}>
          Send
        </Button>
      </Form>
      {run && (
        <div className={styles.run}>
          <JobProgress run={run} unit="time pairs" />
        </div>
      )}
    </>
  );
}
