import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageReply, MYOB_TEXTS, MyobAdvancedConnectionDto } from '@timekeep/contracts';
import { App, Button, Card, Col, Form, Input, Row, Spin } from 'antd';
import { useState } from 'react';
import { messageOf, request } from '../../api/http';
import { requiredRule, validated } from '../../ui/validation';

type Fields = Omit<MyobAdvancedConnectionDto, 'hasPassword' | 'version' | 'branch'> & { branch?: string; password?: string };
const key = ['integrations', 'myob-advanced'] as const;
const half = { xs: 24, lg: 12 };

/**
 * The company's MYOB Advanced connection (docs/decisions/0020-myob-advanced.md), for companies on
 * that integration: where Sync Employees signs in. The password is sent, never shown.
 */
export function MyobConnectionCard() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Fields>();
  const [saving, setSaving] = useState(false);
  const connection = useQuery({ queryKey: key, queryFn: () => request<MyobAdvancedConnectionDto>('GET', '/api/integrations/myob-advanced') });
  if (!connection.data) return <Card title="MYOB Advanced">{connection.error ? messageOf(connection.error) : <Spin />}</Card>;
  const stored = connection.data;

  async function save() {
    const values = await validated(form);
    if (!values) return;
    setSaving(true);
    try {
      const reply = await request<MessageReply>('POST', '/integrations/myob-advanced/save', { ...values, version: stored.version });
      if (reply.message !== 'success') message.warning(reply.message);
      else {
        message.success(MYOB_TEXTS.connectionSaved);
        form.setFieldValue('password', '');
        await queryClient.invalidateQueries({ queryKey: key });
      }
    } catch (error) {
      message.error(messageOf(error, 'Failed to save the connection.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title="MYOB Advanced" style={{ marginTop: 16 }}>
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
              <Input.Password autoComplete="new-password" placeholder={stored.hasPassword ? 'Set; type to change' : undefined} />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" loading={saving} onClick={() => void save()}>
          Save
        </Button>
      </Form>
    </Card>
  );
}
