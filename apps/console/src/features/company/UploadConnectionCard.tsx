import { UPLOAD_CONNECTION_TEXTS, type UploadConnectionDto } from '@timekeep/contracts';
import { KeptSecretInput } from '../../ui/inputs';
import { Button, Card, Col, Form, Input, Row, Spin } from 'antd';
import { messageOf } from '../../api/http';
import { useDetailSave } from '../../ui/use-detail-save';
import { requiredRule } from '../../ui/validation';
import { keys, saveUploadConnection, type UploadKind, useUploadConnection } from './api';
import styles from './StructurePage.module.css';

type Fields = Pick<UploadConnectionDto, 'baseUrl' | 'company'> & { apiKey?: string };
const half = { xs: 24, lg: 12 };
const TITLES: Record<UploadKind, { title: string; company: string }> = {
  greentree: { title: 'GreenTree upload', company: 'GreenTree Company' },
  ax: { title: 'AX upload', company: 'Legal Entity' },
};

/**
 * Where a GreenTree or AX company's timesheet transfer uploads (docs/decisions/0039): the job
 * costing upload endpoint its IT runs beside the on-premise system, the company the hours are for,
 * and the endpoint's key (sent, never shown).
 */
export function UploadConnectionCard({ kind }: { kind: UploadKind }) {
  const [form] = Form.useForm<Fields>();
  const connection = useUploadConnection(kind);
  const { title, company } = TITLES[kind];
  const { saving, save } = useDetailSave(form, {
    send: (values: Fields) => saveUploadConnection(kind, { ...values, version: connection.data?.version }),
    warning: (code) => code,
    success: UPLOAD_CONNECTION_TEXTS.saved,
    failure: UPLOAD_CONNECTION_TEXTS.failed,
    invalidate: [keys.uploadConnection(kind)],
    afterSave: () => form.setFieldValue('apiKey', ''),
  });
  if (!connection.data) return <Card title={title}>{connection.error ? messageOf(connection.error) : <Spin />}</Card>;
  const stored = connection.data;

  return (
    <Card title={title} className={styles.uploadCard}>
      <Form<Fields> form={form} layout="vertical" initialValues={stored} key={stored.version}>
        <Row gutter={24}>
          <Col {...half}>
            <Form.Item name="baseUrl" label="Address" rules={[requiredRule]}>
              <Input placeholder="https://timesheets.yourcompany.com" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="company" label={company} rules={[requiredRule]}>
              <Input />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="apiKey" label="Key" rules={stored.hasKey ? [] : [requiredRule]}>
              <KeptSecretInput isSet={stored.hasKey} />
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
