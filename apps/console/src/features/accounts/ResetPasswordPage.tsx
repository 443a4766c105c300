import { App, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { messageOf } from '../../api/http';
import { ROUTES } from '../../shared/paths';
import { confirmPasswordRules, newPasswordRules } from '../../ui/validation';
import styles from './accounts.module.css';
import { resetPassword } from './api';
import { BackToLogin } from './AuthLayout';

export function ResetPasswordPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const [busy, setBusy] = useState(false);

  async function submit({ password }: { password: string }) {
    setBusy(true);
    try {
      const reply = await resetPassword(password, token);
      if (reply.data.message === 'Invalid') {
        message.error('Invalid token.');
        setBusy(false);
        return;
      }
      message.success('Reset password successfully!');
      navigate(ROUTES.login, { replace: true });
    } catch (error) {
      message.error(messageOf(error));
      setBusy(false);
    }
  }

  return (
    <>
      <Typography.Title level={4} className={styles.title}>
        Reset Password
      </Typography.Title>
      <Form layout="vertical" size="large" requiredMark={false} onFinish={submit}>
        <Form.Item name="password" label="New Password" rules={newPasswordRules} hasFeedback>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirm" label="Confirm Password" dependencies={['password']} rules={confirmPasswordRules('password')} hasFeedback>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {busy ? 'Resetting' : 'Reset Password'}
        </Button>
      </Form>
      <BackToLogin />
    </>
  );
}
