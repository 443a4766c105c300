import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { confirmPasswordRules, newPasswordRules, requiredRule } from '../../ui/validation';
import { changePassword } from './api';
import styles from './profile.module.css';

interface Fields {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function ChangePasswordForm() {
  const { message } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const [saving, setSaving] = useState(false);

  async function save(values: Fields) {
    setSaving(true);
    try {
      await changePassword(values);
      message.success('Change the password successfully.');
      form.resetFields();
    } catch (error) {
      message.error(messageOf(error, 'Failed to change the password.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form<Fields> form={form} layout="vertical" className={styles.passwordForm} onFinish={save}>
      <Form.Item name="currentPassword" label="Current Password" rules={[requiredRule]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="newPassword" label="New Password" rules={newPasswordRules}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirmPassword" label="Confirm Password" dependencies={['newPassword']} rules={confirmPasswordRules('newPassword')}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        Change Password
      </Button>
    </Form>
  );
}
