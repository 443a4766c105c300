import { BULK_TEXTS } from '@timekeep/contracts';
import { Card, Col, Form, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCompanySettings } from '../../auth/api';
import { LimitedTextArea, TimeInput } from '../../ui/inputs';
import { useFormats } from '../../ui/formats';
import { PageTitle } from '../../ui/PageTitle';
import { textRule, validated } from '../../ui/validation';
import { useActiveTaskTree } from '../work-codes/api';
import { saveGroupTimePunch, punchResultOf } from './api';
import { Done, RunList, SkippedList } from './RunPanel';
import { BulkDayField, BulkForm } from './BulkForm';
import { targetsOf, type TargetValues } from './TargetFields';
import { useBulkRequest } from './use-bulk-request';

interface Values extends TargetValues {
  date: Dayjs;
  punchTime: Dayjs;
  reason?: string;
  jobcode?: string;
}

/** Document 3 §9: the global punch's date is sent as DD-MM-YYYY (it is shown and typed as every other date). */
const WIRE_DATE = 'DD-MM-YYYY';

/** Green when everyone got the punch; amber when some were skipped, red when nobody got it; who was skipped and why beneath. */
function summary(result: unknown) {
  const r = punchResultOf(result);
  if (!r) return null;
  return (
    <Done done={r.punched.length} of={r.employees} details={<SkippedList items={r.skipped} />}>
      {BULK_TEXTS.punched(r.punched.length, r.employees)}
    </Done>
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
  // The profile's date format, as every date field; an ISO date typed in is read too.
  const { date: dateFormat } = useFormats();
  const jobs = useActiveTaskTree(!!settings?.isJobCodeEnabled).data ?? [];
  const { sending, runs, send } = useBulkRequest({ queued: BULK_TEXTS.punchQueued, failed: BULK_TEXTS.punchFailed });

  async function submit() {
    const values = await validated(form);
    if (!values) return;
    await send(() =>
      saveGroupTimePunch(targetsOf(values), {
        date: values.date.format(WIRE_DATE),
        punchTime: values.punchTime.format('HH:mm'),
        reason: values.reason?.trim() || null,
        jobcode: settings?.isJobCodeEnabled ? (values.jobcode ?? null) : null,
      }),
    );
  }

  return (
    <Card>
      <PageTitle>Group Time Punch</PageTitle>
      <BulkForm form={form} initialValues={{ byEmployee: true, date: dayjs() }} busy={sending} onSubmit={submit}>
        <Row gutter={16}>
          <BulkDayField format={[...new Set([dateFormat, 'YYYY-MM-DD'])]} />
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
            <Form.Item name="reason" label="Note" rules={[textRule('Note', 500)]}>
              <LimitedTextArea max={500} />
            </Form.Item>
          </Col>
        </Row>
      </BulkForm>
      <RunList runs={runs} summary={summary} />
    </Card>
  );
}
