import { App, Button, Form, Input, Select, Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { DATE_FORMATS, TIME_FORMATS, type ProfileDto } from '@timekeep/contracts';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { keys as authKeys, useProfile } from '../../auth/api';
import { requiredRule } from '../../ui/validation';
import { PictureInput } from '../pictures/PictureInput';
import { saveProfile } from './api';
import styles from './profile.module.css';

type Fields = Pick<ProfileDto, 'firstName' | 'lastName' | 'phone' | 'mobile' | 'dateFormat' | 'timeFormat'> & { avatarFileName: string | null };

export function ProfileSettingForm() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { data: profile } = useProfile();
  const [saving, setSaving] = useState(false);
  if (!profile) return <Spin />;

  async function save(values: Fields) {
    setSaving(true);
    try {
      await saveProfile(values, profile?.version);
      message.success('Update the profile successfully.');
      await queryClient.invalidateQueries({ queryKey: authKeys.profile });
    } catch (error) {
      message.error(messageOf(error, 'Failed to update the profile.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form<Fields> layout="vertical" className={styles.settingForm} initialValues={{ ...profile, avatarFileName: profile.avatar }} key={profile.version} onFinish={save}>
      <Form.Item name="avatarFileName" label="Avatar">
        <PictureInput />
      </Form.Item>
      <Form.Item label="Email">
        <Input value={profile.email} disabled />
      </Form.Item>
      <Form.Item name="firstName" label="First Name" rules={[requiredRule]}>
        <Input />
      </Form.Item>
      <Form.Item name="lastName" label="Last Name" rules={[requiredRule]}>
        <Input />
      </Form.Item>
      <Form.Item name="phone" label="Phone">
        <Input />
      </Form.Item>
      <Form.Item name="mobile" label="Mobile">
        <Input />
      </Form.Item>
      <Form.Item name="dateFormat" label="Date Format">
        <Select options={DATE_FORMATS.map((f) => ({ value: f, label: f }))} />
      </Form.Item>
      <Form.Item name="timeFormat" label="Time Format">
        <Select options={TIME_FORMATS.map((f) => ({ value: f, label: f }))} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        Save
      </Button>
    </Form>
  );
}
