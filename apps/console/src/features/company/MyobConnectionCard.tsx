import { MYOB_TEXTS, MyobAdvancedConnectionDto } from '@timekeep/contracts';
import { KeptSecretInput } from '../../ui/inputs';
import { Button, Card, Col, Form, Input, Row, Spin } from 'antd';
import { messageOf } from '../../api/http';
import { useDetailSave } from '../../ui/use-detail-save';
import { requiredRule } from '../../ui/validation';
import { keys, saveMyobConnection, useMyobConnection } from './api';
import styles from './StructurePage.module.css';

type Fields = Omit<MyobAdvancedConnectionDto, 'hasPassword' | 'version' | 'branch'> & { branch?: string; password?: string };
const half = { xs: 24, lg: 12 };

/**
 * The company's MYOB Advanced connection (docs/decisions/0020-myob-advanced.md), for companies on
 * that integration: where Sync Employees signs in. The password is sent, never shown.
 */
export function MyobConnectionCard() {
  const [form] = Form.useForm<Fields>();
  const connection = useMyobConnection();
  const { saving, save } = useDetailSave(form, {
    send: (values: Fields) => saveMyobConnection({ ...values, version: connection.data?.version }),
    warning: (code) => code,
    success: MYOB_TEXTS.connectionSaved,
    failure: 'Failed to save the connection.',
    invalidate: [keys.myobConnection],
    afterSave: () => form.setFieldValue('password', ''),
  });
  if (!connection.data) return <Card title="MYOB Advanced">{connection.error ? messageOf(connection.error) : <Spin />}</Card>;
  const stored = connection.data;

  return (
    <Card title="MYOB Advanced" className={styles.myobCard}>
      <Form<Fields> form={form} layout="vertical" initialValues={{ ...stored, branch: stored.branch ?? undefined }} key={stored.version}>
        <Row gutter={24}>
          <Col {...half}>
            <Form.Item name="baseUrl" label="Address" rules={[requiredRule]}>
              <Input placeholder="https://yourcompany.myobadvanced.com" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="endpointVersion" label="Endpoint Version" rules={[requiredRule]}>
              <Input />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="tenant" label="Tenant" rules={[requiredRule]}>
              <Input />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="branch" label="Branch">
              <Input />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="username" label="User Name" rules={[requiredRule]}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="password" label="Password" rules={stored.hasPassword ? [] : [requiredRule]}>
              <KeptSecretInput isSet={stored.hasPassword} />
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
