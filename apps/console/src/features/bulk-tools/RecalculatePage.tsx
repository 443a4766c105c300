import { BULK_TEXTS } from '@timekeep/contracts';
import { Card, Col, Form, Row } from 'antd';
import type { Dayjs } from 'dayjs';
import { DateRangeInput } from '../../ui/inputs';
import { PageTitle } from '../../ui/PageTitle';
import { validated } from '../../ui/validation';
import { recalculateRange, recalculateResultOf } from './api';
import { Done, RunList } from './RunPanel';
import { BulkForm } from './BulkForm';
import { targetsOf, type TargetValues } from './TargetFields';
import { useBulkRequest } from './use-bulk-request';

interface Values extends TargetValues {
  range: [Dayjs, Dayjs];
}

function summary(result: unknown) {
  const r = recalculateResultOf(result);
  return r ? (
    <Done>
      Recalculated {r.employees} employees ({r.days} days).
    </Done>
  ) : null;
}

/**
 * Recalculate (/recalculate/condition, document 3 §2): the timesheets of the chosen employees, or
 * of the chosen departments' active employees, over a date range, recomputed by the worker with
 * the progress below while the page stays usable.
 */
export function RecalculatePage() {
  const [form] = Form.useForm<Values>();
  const { sending, runs, send } = useBulkRequest({ queued: BULK_TEXTS.recalculateQueued, failed: BULK_TEXTS.recalculateFailed });

  async function submit() {
    const values = await validated(form);
    if (!values) return;
    const [from, to] = values.range;
    await send(() => recalculateRange(targetsOf(values), { startDate: from.format('YYYY-MM-DD'), endDate: to.format('YYYY-MM-DD') }));
  }

  return (
    <Card>
      <PageTitle>Recalculate</PageTitle>
      <BulkForm form={form} initialValues={{ byEmployee: true }} busy={sending} onSubmit={submit} submitText="Recalculate">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="range" label="Date range" rules={[{ required: true, message: BULK_TEXTS.dateRangeRequired }]}>
              <DateRangeInput />
            </Form.Item>
          </Col>
        </Row>
      </BulkForm>
      <RunList runs={runs} summary={summary} />
    </Card>
  );
}
