import { ShopOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Action, COMPANY_NUMBERS, CompanyInfo, EXCEPTION_THRESHOLDS, Resource, splitEmails } from '@timekeep/contracts';
import { App, Avatar, Button, Card, Checkbox, Col, Divider, Form, Input, Row, Select, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { keys as authKeys, useCan } from '../../auth/api';
import { useFormats } from '../../ui/formats';
import { ImageUpload } from '../../ui/ImageUpload';
import { DateInput, LimitedInput, NumberInput } from '../../ui/inputs';
import { emailListRule, emailRule, numberRule, requiredRule, textRule } from '../../ui/validation';
import { keys, logoUrl, saveCompany, uploadLogo, useCompanyInfo } from './api';
import { keys as structureKeys, useTimezones } from '../structure/api';
import { useRoundingOptions } from '../pay-rules/api';
import { useScheduleOptions } from '../scheduling/api';
import { COMPANY_SAVE_TEXTS } from './messages';

type Fields = Omit<CompanyInfo, 'openedOn' | 'leaveNtReceivers'> & { openedOn: Dayjs | null; leaveNtReceivers: string };

const half = { xs: 24, lg: 12 };
const thresholds = EXCEPTION_THRESHOLDS.map((m) => ({ value: m, label: `${m} minutes` }));
/** Not the spec's: the web clock's answer to a punch outside every assigned workplace (ADR 0044). */
const outsideFence = [
  { value: 'flag', label: 'Record it and flag it' },
  { value: 'refuse', label: 'Refuse it' },
];

/** Company detail (spec §2 "Company detail"): a single form with Save, shown beside the tree at the company root. */
export function CompanyForm() {
  const [form] = Form.useForm<Fields>();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const info = useCompanyInfo();
  const timezones = useTimezones();
  const schedules = useScheduleOptions();
  const roundings = useRoundingOptions();
  const { date } = useFormats();
  const can = useCan();
  const [saving, setSaving] = useState(false);
  if (!info.data) return <Card>{info.error ? messageOf(info.error) : <Spin />}</Card>;
  const company = info.data;
  const mayEdit = can(Resource.Company, Action.Update);
  const initial: Fields = { ...company, clockOutsideFence: company.clockOutsideFence ?? 'flag', openedOn: company.openedOn ? dayjs(company.openedOn) : null, leaveNtReceivers: company.leaveNtReceivers.join(', ') };
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: keys.info }), queryClient.invalidateQueries({ queryKey: authKeys.companySettings })]);

  async function save(values: Fields) {
    setSaving(true);
    try {
      // A cleared default is sent as null: the server keeps a default the save leaves out.
      const payload = { ...values, scheduleId: values.scheduleId ?? null, timeRoundingId: values.timeRoundingId ?? null, openedOn: values.openedOn?.format('YYYY-MM-DD') ?? '', leaveNtReceivers: splitEmails(values.leaveNtReceivers).join(','), version: company.version };
      const reply = await saveCompany(payload);
      if (reply.message !== 'success') {
        message.warning(COMPANY_SAVE_TEXTS[reply.message] ?? reply.message);
        return;
      }
      message.success('The company detail is saved successfully.');
      // The header shows the company's name from the profile.
      await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: structureKeys.all }), queryClient.invalidateQueries({ queryKey: authKeys.profile })]);
    } catch (error) {
      message.error(messageOf(error, 'Failed to save the company detail.'));
    } finally {
      setSaving(false);
    }
  }

  const text = (name: keyof Fields, label: string, max = 200, rules = [] as object[]) => (
    <Col {...half}>
      <Form.Item name={name} label={label} rules={[...rules, textRule(label, max)]}>
        <LimitedInput max={max} />
      </Form.Item>
    </Col>
  );

  return (
    <Card title="Company Details">
      <Form<Fields> form={form} layout="vertical" initialValues={initial} key={company.version} onFinish={save} disabled={!mayEdit}>
        <Form.Item label="Logo">
          <ImageUpload
            preview={<Avatar shape="square" size={64} src={logoUrl(company.logourl)} icon={<ShopOutlined />} />}
            upload={uploadLogo}
            onUploaded={refresh}
            disabled={!mayEdit}
          />
        </Form.Item>
        <Row gutter={16}>
          {text('code', 'Code', 50, [requiredRule])}
          {text('tradingName', 'Trading Name', 200, [requiredRule])}
          {text('domain', 'Domain')}
          <Col {...half}>
            <Form.Item name="openedOn" label="Opened On">
              <DateInput format={date} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label="Licenses">
              <Input value={company.licenses} disabled />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label="Token">
              <Input value={company.token} disabled />
            </Form.Item>
          </Col>
        </Row>
        <Divider orientation="left">Contact</Divider>
        <Row gutter={16}>
          {text('contactName', 'Name')}
          {text('title', 'Title', 100)}
          {text('email', 'Email', 200, [emailRule])}
          {text('mobile', 'Mobile', 50)}
          {text('phone', 'Phone', 50)}
          {text('fax', 'Fax', 50)}
          {text('physicalAddr', 'Physical Address', 500)}
          {text('postalAddr', 'Postal Address', 500)}
          <Col {...half}>
            <Form.Item name="latitude" label="Latitude" rules={[requiredRule, numberRule(COMPANY_NUMBERS.latitude)]}>
              <NumberInput step={0.0001} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="longitude" label="Longitude" rules={[requiredRule, numberRule(COMPANY_NUMBERS.longitude)]}>
              <NumberInput step={0.0001} />
            </Form.Item>
          </Col>
        </Row>
        <Divider orientation="left">Labels</Divider>
        <Row gutter={16}>
          {text('jobLabel', 'Job Label', 50)}
          {text('taskLabel', 'Task Label', 50)}
          {text('actLabel', 'Activity Label', 50)}
          {text('partLabel', 'Part Label', 50)}
          {text('standardHoursDisplayName', 'Standard Hours Display Name', 50)}
          {text('guaranteedHoursDisplayName', 'Guaranteed Hours Display Name', 50)}
        </Row>
        <Divider orientation="left">Time and leave</Divider>
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item name="timeZoneId" label="Time Zone" rules={[requiredRule]}>
              <Select showSearch options={(timezones.data ?? []).map((z) => ({ value: z.id, label: z.name }))} loading={timezones.isLoading} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="scheduleId" label="Schedule" extra="For employees with no schedule of their own or from their departments.">
              <Select showSearch allowClear optionFilterProp="label" options={schedules.data ?? []} loading={schedules.isLoading} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="timeRoundingId" label="Rounding" extra="For employees with no rounding rule of their own or from their departments.">
              <Select showSearch allowClear optionFilterProp="label" options={roundings.data ?? []} loading={roundings.isLoading} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="exceptionThreshold" label="Early Arrival Exception (EA)">
              <Select options={thresholds} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="exceptionLDThreshold" label="Late Departure Exception (LD)">
              <Select options={thresholds} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="leaveNtReceivers" label="Leave Notification Receivers" rules={[emailListRule]} extra="Email addresses, separated by commas.">
              <Input />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="leaveNotifySupervisor" valuePropName="checked">
              <Checkbox>Notify the supervisor of leave requests</Checkbox>
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="clockOutsideFence" label="Time clock punch outside the employee's workplaces">
              <Select options={outsideFence} />
            </Form.Item>
          </Col>
        </Row>
        {mayEdit && (
          <Button type="primary" htmlType="submit" loading={saving}>
            Save
          </Button>
        )}
      </Form>
    </Card>
  );
}
