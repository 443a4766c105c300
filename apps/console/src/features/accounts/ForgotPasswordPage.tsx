import { MailOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { emailRule } from '../../ui/validation';
import styles from './accounts.module.css';
import { sendRecoveryEmail } from './api';
import { BackToLogin } from './AuthLayout';

export function ForgotPasswordPage() {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  async function submit({ email }: { email: string }) {
    setBusy(true);
    try {
      await sendRecoveryEmail(email);
      message.success('Email has been sent successfully!');
    } catch (error) {
      message.error(messageOf(error, 'Failed to send for recovery email.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Typography.Title level={4} className={styles.title}>
        Account Recovery
      </Typography.Title>
      <Typography.Paragraph type="secondary" className={styles.lead}>
        Enter the email you sign in with and we will send you a link to choose a new password.
      </Typography.Paragraph>
      <Form layout="vertical" size="large" requiredMark={false} onFinish={submit}>
        <Form.Item name="email" label="Email" rules={[{ required: true, message: "Email can't be empty, please fill in a valid email here." }, emailRule]}>
          <Input prefix={<MailOutlined />} autoComplete="username" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          Send
        </Button>
      </Form>
      <BackToLogin />
    </>
  );
}
