import type { UseQueryResult } from '@tanstack/react-query';
import type { MessageReply } from '@timekeep/contracts';
import { Button, Card, Col, Form, Input, Row, Spin } from 'antd';
import { messageOf } from '../api/http';
import { KeptSecretInput } from './inputs';
import { useDetailSave } from './use-detail-save';
import { requiredRule } from './validation';

export interface ConnectionField {
  name: string;
  label: string;
  required?: boolean;
  placeholder?: string;
  autoComplete?: string;
}

type Values = Record<string, unknown>;

/**
 * An integration's connection (MYOB Advanced; a GreenTree or AX upload): where the company's system
 * is reached and as whom, two to a row, and its secret last: sent, never shown, asked for only until
 * one is kept, and emptied again after each save. Saved with the version it was read at; a refusal
 * shows the server's text.
 */
export function ConnectionCard<S extends { version: number }>({
  title,
  className,
  connection,
  fields,
  secret,
  initialValues = (stored) => stored as unknown as Values,
  send,
  success,
  failure,
  invalidate,
}: {
  title: string;
  className: string;
  connection: UseQueryResult<S>;
  fields: ConnectionField[];
  secret: { name: string; label: string; isSet: (stored: S) => boolean };
  initialValues?: (stored: S) => Values;
  send: (values: Values & { version: number | undefined }) => Promise<MessageReply>;
  success: string;
  failure: string;
  invalidate: ReadonlyArray<readonly unknown[]>;
}) {
  const [form] = Form.useForm<Values>();
  const { saving, save } = useDetailSave(form, {
    send: (values: Values) => send({ ...values, version: connection.data?.version }),
    warning: (code) => code,
    success,
    failure,
    invalidate,
    afterSave: () => form.setFieldValue(secret.name, ''),
  });
  if (!connection.data) return <Card title={title}>{connection.error ? messageOf(connection.error) : <Spin />}</Card>;
  const stored = connection.data;
  const kept = secret.isSet(stored);

  return (
    <Card title={title} className={className}>
      <Form<Values> form={form} layout="vertical" initialValues={initialValues(stored)} key={stored.version}>
        <Row gutter={24}>
          {fields.map((f) => (
            <Col key={f.name} xs={24} lg={12}>
              <Form.Item name={f.name} label={f.label} rules={f.required ? [requiredRule] : []}>
                <Input placeholder={f.placeholder} autoComplete={f.autoComplete} />
              </Form.Item>
            </Col>
          ))}
          <Col xs={24} lg={12}>
            <Form.Item name={secret.name} label={secret.label} rules={kept ? [] : [requiredRule]}>
              <KeptSecretInput isSet={kept} />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" loading={!!saving} onClick={() => void save(false)}>
          Save
        </Button>
      </Form>
    </Card>
  );
}
