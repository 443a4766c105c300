import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { App, Button, Checkbox, Divider, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { messageOf } from '../../api/http';
import { ROUTES } from '../../shared/paths';
import { menuQuery, profileQuery } from '../../auth/api';
import { session } from '../../api/session';
import { emailRule } from '../../ui/validation';
import styles from './accounts.module.css';
import { signIn } from './api';

const REMEMBERED_EMAIL_KEY = 'username';
/** The provider's sign-up site, set per deployment at build time (docs/decisions/0012-create-account-link.md). */
const PROVIDER_SITE: string = import.meta.env.VITE_SIGNUP_URL || 'https://timekeep.example/signup';

interface LoginForm {
  email: string;
  password: string;
  remember: boolean;
}

export function LoginPage() {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remembered = localStorage.getItem(REMEMBERED_EMAIL_KEY);

  async function submit(values: LoginForm) {
    if (values.remember) localStorage.setItem(REMEMBERED_EMAIL_KEY, values.email);
    else localStorage.removeItem(REMEMBERED_EMAIL_KEY);
    setBusy(true);
    try {
      session.set(await signIn(values.email, values.password));
      queryClient.clear();
      // The person's own menu comes with the profile: the shell's first paint is theirs, not the default
      // menu whose sections would then move under a pointer already on its way to one.
      const [profile] = await Promise.all([queryClient.fetchQuery(profileQuery), queryClient.fetchQuery(menuQuery)]);
      if (profile.allowLoginAsEmployee) navigate(ROUTES.selectRole, { state: { redirect: profile.redirectUrl } });
      else navigate(profile.redirectUrl || ROUTES.home, { replace: true });
    } catch (error) {
      session.clear();
      message.error(messageOf(error, 'Failed to login.'));
      setBusy(false);
    }
  }

  return (
    <>
      <Typography.Title level={4} className={styles.signInTitle}>
        Sign in to your account
      </Typography.Title>
      <Form<LoginForm> layout="vertical" size="large" requiredMark={false} initialValues={{ email: remembered ?? '', remember: remembered !== null }} onFinish={submit}>
        <Form.Item name="email" label="Email" rules={[{ required: true, message: "Email can't be empty, please fill in a valid email here." }, emailRule]}>
          <Input prefix={<MailOutlined />} autoComplete="username" placeholder="name@company.com" />
        </Form.Item>
        <Form.Item name="password" label="Password" rules={[{ required: true, message: 'Wrong password or click Forgot password to reset it.' }]}>
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" placeholder="Password" />
        </Form.Item>
        <Flex justify="space-between" align="center" className={styles.remember}>
          <Form.Item name="remember" valuePropName="checked" noStyle>
            <Checkbox>Remember me</Checkbox>
          </Form.Item>
          <Link to={ROUTES.forgotPassword}>Forgot Password</Link>
        </Flex>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {busy ? 'Signing' : 'Sign In'}
        </Button>
      </Form>
      <Divider plain>New to Timekeep?</Divider>
      <Button block size="large" onClick={() => window.open(PROVIDER_SITE, '_blank', 'noopener')}>
        Create Account
      </Button>
    </>
  );
}
