import { App, Button, Radio, Space, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { messageOf } from '../../api/http';
import { menuQuery, profileQuery } from '../../auth/api';
import { ROUTES } from '../../shared/paths';
import { session } from '../../api/session';
import styles from './accounts.module.css';
import { signInAsEmployee } from './api';
import { BackToLogin } from './AuthLayout';

type Choice = 'staff' | 'employee';

/** For a person with employee access and admin or supervisor access (spec §4). */
export function SelectRolePage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const redirect = (useLocation().state as { redirect?: string } | null)?.redirect ?? ROUTES.home;
  const [choice, setChoice] = useState<Choice>('staff');
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (choice === 'staff') return navigate(redirect, { replace: true });
    setBusy(true);
    try {
      const { redirectUrl, ...tokens } = await signInAsEmployee();
      session.set(tokens);
      queryClient.clear();
      // As at sign-in: the Employee's own profile and menu before the shell's first paint.
      await Promise.all([queryClient.fetchQuery(profileQuery), queryClient.fetchQuery(menuQuery)]);
      navigate(redirectUrl, { replace: true });
    } catch (error) {
      message.error(messageOf(error, 'Failed to login as employee.'));
      setBusy(false);
    }
  }

  return (
    <>
      <Typography.Title level={4} className={styles.title}>
        Continue as
      </Typography.Title>
      <Radio.Group value={choice} onChange={(e) => setChoice(e.target.value as Choice)} className={styles.roles}>
        <Space direction="vertical" size={12}>
          {/* The spec writes supervisor/Admin; capitalised as the other choice is (ADR 0054). */}
          <Radio value="staff">Supervisor/Admin</Radio>
          <Radio value="employee">Employee</Radio>
        </Space>
      </Radio.Group>
      <Button type="primary" size="large" block loading={busy} onClick={confirm}>
        Confirm
      </Button>
      <BackToLogin to={ROUTES.logout} />
    </>
  );
}
