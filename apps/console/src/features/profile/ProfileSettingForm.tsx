import { App, Button, Col, Divider, Form, Input, Row, Select, Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { DATE_FORMATS, PROFILE_TEXT_LIMITS, TIME_FORMATS, type ProfileDto } from '@timekeep/contracts';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { keys as authKeys, useProfile } from '../../auth/api';
import { LimitedInput, LimitedTextArea } from '../../ui/inputs';
import { requiredRule, textRule } from '../../ui/validation';
import { PictureInput } from '../pictures/PictureInput';
import { saveProfile } from './api';
import styles from './profile.module.css';

type TextField = keyof typeof PROFILE_TEXT_LIMITS;
type Fields = Pick<ProfileDto, TextField | 'dateFormat' | 'timeFormat' | 'avatarFileName'>;

/** Two columns from a laptop's width, one on a phone. */
const half = { xs: 24, md: 12 };

/** Profile Setting (document 1 §3 "Profile"): the person's own names, contact card, formats and picture. */
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

  const text = (name: TextField, label: string, required = false) => (
    <Col {...half}>
      <Form.Item name={name} label={label} rules={[...(required ? [requiredRule] : []), textRule(label, PROFILE_TEXT_LIMITS[name])]}>
        <LimitedInput max={PROFILE_TEXT_LIMITS[name]} />
      </Form.Item>
    </Col>
  );
  const address = (name: 'physicalAddress' | 'postalAddress', label: string) => (
    <Col {...half}>
      <Form.Item name={name} label={label} rules={[textRule(label, PROFILE_TEXT_LIMITS[name])]}>
        <LimitedTextArea max={PROFILE_TEXT_LIMITS[name]} autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
    </Col>
  );

  return (
    <Form<Fields> layout="vertical" className={styles.settingForm} initialValues={profile} key={profile.version} onFinish={save}>
      <Form.Item name="avatarFileName" label="Avatar">
        <PictureInput />
      </Form.Item>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item label="Email" htmlFor="profile-email">
            <Input id="profile-email" value={profile.email} disabled />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label="Role" htmlFor="profile-role">
            <Input id="profile-role" value={profile.roleName} disabled />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item label="Company" htmlFor="profile-company">
            <Input id="profile-company" value={profile.companyName} disabled />
          </Form.Item>
        </Col>
        {text('firstName', 'First Name', true)}
        {text('middleName', 'Middle Name')}
        {text('lastName', 'Last Name', true)}
      </Row>
      <Divider orientation="left">Contact</Divider>
      <Row gutter={16}>
        {text('name', 'Name')}
        {text('title', 'Title')}
        {text('phone', 'Phone')}
        {text('mobile', 'Mobile')}
        {text('fax', 'Fax')}
        <Col {...half} />
        {address('physicalAddress', 'Physical Address')}
        {address('postalAddress', 'Postal Address')}
      </Row>
      <Divider orientation="left">Formats</Divider>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="dateFormat" label="Date Format">
            <Select options={DATE_FORMATS.map((f) => ({ value: f, label: f }))} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="timeFormat" label="Time Format">
            <Select options={TIME_FORMATS.map((f) => ({ value: f, label: f }))} />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={saving}>
        Save
      </Button>
    </Form>
  );
}
