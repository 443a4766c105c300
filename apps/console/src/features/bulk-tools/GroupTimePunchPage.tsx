import { BULK_TEXTS } from '@timekeep/contracts';
import { Button, Card, Col, Form, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCompanySettings } from '../../auth/api';
import { DateInput, TextArea, TimeInput } from '../../ui/inputs';
import { PageTitle } from '../../ui/PageTitle';
import { validated } from '../../ui/validation';
import { useActiveTaskTree } from '../work-codes/api';
import { saveGroupTimePunch, punchResultOf } from './api';
import { Done, RunList, SkippedList } from './RunPanel';
import { TargetFields, targetsOf, type TargetValues } from './TargetFields';
import { useBulkRequest } from './use-bulk-request';

interface Values extends TargetValues {
  date: Dayjs;
  punchTime: Dayjs;
  reason?: string;
  jobcode?: string;
}

/** Document 3 §9: the global punch's date is sent as DD-MM-YYYY. */
const DATE_FORMAT = 'DD-MM-YYYY';

function summary(result: unknown) {
  const r = punchResultOf(result);
  if (!r) return null;
  return (
    <>
      <Done>
        Punched {r.punched.length} of {r.employees} employees.
      </Done>
      <SkippedList items={r.skipped} />
    </>
  );
}

/**
 * Group Time Punch (/timesheet/createGroupTimePunch, document 3 §3): one punch for each chosen
 * employee, or each active employee of the chosen departments. The punches are added by the
 * worker; the run's progress and outcome show below while the page stays usable.
 */
export function GroupTimePunchPage() {
  const [form] = Form.useForm<Values>();
  const settings = useCompanySettings().data;
  const jobs = useActiveTaskTree(!!settings?.isJobCodeEnabled).data ?? [];
  const { sending, runs, send } = useBulkRequest({ queued: BULK_TEXTS.punchQueued, failed: BULK_TEXTS.punchFailed });

  async function submit() {
    const values = await validated(form);
    if (!values) return;
    await send(() =>
      saveGroupTimePunch(targetsOf(values), {
        date: values.date.format(DATE_FORMAT),
        punchTime: values.punchTime.format('HH:mm'),
        reason: values.reason?.trim() || null,
        jobcode: settings?.isJobCodeEnabled ? (values.jobcode ?? null) : null,
      }),
    );
  }

  return (
    <Card>
      <PageTitle>Group Time Punch</PageTitle>
      <Form form={form} layout="vertical" initialValues={{ byEmployee: true, date: dayjs() }}>
        <Row gutter={16}>
          <Col xs={24} lg={16}>
            <TargetFields />
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="date" label="Date" rules={[{ required: true, message: BULK_TEXTS.dateRequired }]}>
              <DateInput format={DATE_FORMAT} allowClear={false} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="punchTime" label="Time" rules={[{ required: true, message: BULK_TEXTS.timeRequired }]}>
              <TimeInput format="HH:mm" needConfirm={false} />
            </Form.Item>
          </Col>
          {settings?.isJobCodeEnabled && (
            <Col xs={24} md={8}>
              <Form.Item name="jobcode" label="Job">
                <Select allowClear showSearch optionFilterProp="label" options={jobs.map((j) => ({ value: j.id, label: j.name ? `${j.code} ${j.name}` : j.code }))} />
              </Form.Item>
            </Col>
          )}
        </Row>
        <Row gutter={16}>
          <Col xs={24} lg={16}>
            <Form.Item name="reason" label="Note">
              <TextArea maxLength={500} />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" loading={sending} onClick={submit}>
          Submit
        </Button>
      </Form>
      <RunList runs={runs} summary={summary} />
    </Card>
  );
}
