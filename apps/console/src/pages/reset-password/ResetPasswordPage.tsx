import { App, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { messageOf, request } from '../../api/http';
import { ROUTES } from '../../app/routes';
import { confirmPasswordRules, newPasswordRules } from '../../ui/validation';
import { BackToLogin } from '../../layouts/AuthLayout';

export function ResetPasswordPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const [busy, setBusy] = useState(false);

  async function submit({ password }: { password: string }) {
    setBusy(true);
    try {
      const reply = await request<{ data: { message: string } }>('POST', '/password/changepwd', { password, token });
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
      <Typography.Title level={4} style={{ marginTop: 0, textAlign: 'center' }}>
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
