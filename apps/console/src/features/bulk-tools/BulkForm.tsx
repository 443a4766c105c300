import { BULK_TEXTS } from '@timekeep/contracts';
import { Button, Col, Form, type FormInstance, Row } from 'antd';
import type { ReactNode } from 'react';
import { DateInput } from '../../ui/inputs';
import { TargetFields, type TargetValues } from './TargetFields';

/**
 * A bulk tool's form (document 3 §2 "Bulk tools"): whom it is for on its first row (by employee or
 * by department), then the tool's own fields, then its one button, busy while the request is sent.
 * Here rather than in the kit: the target reads the structure and searches employees.
 */
export function BulkForm<V extends TargetValues>({
  form,
  initialValues,
  busy,
  onSubmit,
  submitText = 'Submit',
  children,
}: {
  form: FormInstance<V>;
  initialValues: Partial<Record<keyof V, unknown>>;
  busy: boolean;
  onSubmit: () => void;
  submitText?: string;
  children: ReactNode;
}) {
  return (
    <Form form={form} layout="vertical" initialValues={initialValues}>
      <Row gutter={16}>
        <Col xs={24} lg={16}>
          <TargetFields />
        </Col>
      </Row>
      {children}
      <Button type="primary" loading={busy} onClick={onSubmit}>
        {submitText}
      </Button>
    </Form>
  );
}

/** The one day a punch or a schedule is for (required, never cleared), in a third of the row. */
export function BulkDayField({ format }: { format: string | string[] }) {
  return (
    <Col xs={24} md={8}>
      <Form.Item name="date" label="Date" rules={[{ required: true, message: BULK_TEXTS.dateRequired }]}>
        <DateInput format={format} allowClear={false} />
      </Form.Item>
    </Col>
  );
}
