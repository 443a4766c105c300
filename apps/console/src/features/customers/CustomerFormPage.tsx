import { useQueryClient } from '@tanstack/react-query';
import {
  COMPANY_NUMBERS,
  CustomerDetail,
  EXCEPTION_FLAGS,
  ExceptionFlag,
  FEATURE_FLAGS,
  FeatureFlag,
  PAYROLL_TYPES,
  THIRD_PARTY_TYPES,
} from '@timekeep/contracts';
import { App, Button, Card, Col, Divider, Form, Input, Row, Select, Space, Spin } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { messageOf } from '../../api/http';
import { ROUTES } from '../../shared/paths';
import { CheckboxField, LimitedInput, NumberInput } from '../../ui/inputs';
import { confirmPasswordRules, emailRule, newPasswordRules, numberRule, requiredRule, textRule } from '../../ui/validation';
import { useTimezones } from '../structure/api';
import { changeCustomer, keys, openCustomer, useCountries, useCustomer, useRegions } from './api';
import { EXCEPTION_LABELS, FEATURE_LABELS } from './customer-labels';

type Flags = Record<FeatureFlag | ExceptionFlag, boolean>;
type Fields = Flags & {
  name: string;
  code: string;
  timeZone: string;
  country: string;
  region?: string;
  sumLicense: number;
  sumAppLicense: number;
  thirdPartyTypeId?: string;
  outFaceTypeId?: string;
  adminFirstName?: string;
  adminLastName?: string;
  adminEmail?: string;
  adminPassword?: string;
  confirmPassword?: string;
};

const SAVE_TEXTS: Record<string, string> = { exist: 'Warning: Code is exist.', userEmailExit: 'Warning: Email is exist.' };
const half = { xs: 24, lg: 12 };
const quarter = { xs: 24, md: 12, xl: 6 };


const blankFlags = (): Flags => ({
  ...(Object.fromEntries(FEATURE_FLAGS.map((f) => [f, f === 'useTimeClock'])) as Record<FeatureFlag, boolean>),
  ...(Object.fromEntries(EXCEPTION_FLAGS.map((f) => [f, true])) as Record<ExceptionFlag, boolean>),
});

function fieldsOf(detail: CustomerDetail): Fields {
  return {
    ...detail.features,
    ...detail.exceptions,
    name: detail.name,
    code: detail.code,
    timeZone: detail.timeZone,
    country: detail.country,
    region: detail.region ?? undefined,
    sumLicense: detail.sumLicense,
    sumAppLicense: detail.sumAppLicense,
    thirdPartyTypeId: detail.thirdPartyTypeId ?? undefined,
    outFaceTypeId: detail.outFaceTypeId ?? undefined,
  };
}

/** A customer's company, licences, switches and (when opening it) first Admin; 'New' opens one, '?id=' edits its settings. */
export function CustomerFormPage() {
  const [search] = useSearchParams();
  const id = search.get('id') ?? undefined;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const [saving, setSaving] = useState(false);
  const detail = useCustomer(id);
  const country = Form.useWatch('country', form);
  const countries = useCountries();
  const regions = useRegions(country);
  const timezones = useTimezones();
  if (id && !detail.data) return <Card>{detail.error ? messageOf(detail.error) : <Spin />}</Card>;

  const initial: Partial<Fields> = detail.data ? fieldsOf(detail.data) : { ...blankFlags(), country: 'NZ', timeZone: 'Pacific/Auckland', sumLicense: 50, sumAppLicense: 0 };

  async function save(values: Fields) {
    setSaving(true);
    try {
      const { confirmPassword: _, ...rest } = values;
      const payload = { ...rest, region: values.region ?? '', thirdPartyTypeId: values.thirdPartyTypeId ?? '', outFaceTypeId: values.outFaceTypeId ?? '' };
      const reply = id
        ? await changeCustomer({ ...payload, id, version: detail.data?.version })
        : await openCustomer(payload);
      if (reply.message !== 'success') {
        message.warning(SAVE_TEXTS[reply.message] ?? reply.message);
        return;
      }
      message.success('The customer is saved successfully.');
      await queryClient.invalidateQueries({ queryKey: keys.customers });
      navigate(ROUTES.customerList);
    } catch (error) {
      message.error(messageOf(error, 'Failed to save the customer.'));
    } finally {
      setSaving(false);
    }
  }

  const checkboxes = <K extends FeatureFlag | ExceptionFlag>(keys: readonly K[], labels: Record<K, string>) => (
    <Row gutter={16}>
      {keys.map((key) => (
        <Col key={key} {...quarter}>
          <CheckboxField name={key}>{labels[key]}</CheckboxField>
        </Col>
      ))}
    </Row>
  );

  return (
    <Card title={id ? 'Customer' : 'New Customer'}>
      <Form<Fields> form={form} layout="vertical" initialValues={initial} key={detail.data?.version ?? 'new'} onFinish={save}>
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item name="name" label="Name" rules={[requiredRule, textRule('Name', 200)]}>
              <LimitedInput max={200} disabled={!!id} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="code" label="Code" rules={[requiredRule, textRule('Code', 50)]}>
              <LimitedInput max={50} disabled={!!id} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="country" label="Country" rules={[requiredRule]}>
              <Select
                showSearch
                optionFilterProp="label"
                loading={countries.isLoading}
                options={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
                onChange={() => form.setFieldValue('region', undefined)}
              />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="region" label="Holiday Region" extra="Regional public holidays follow this region.">
              <Select showSearch allowClear optionFilterProp="label" loading={regions.isLoading} options={(regions.data ?? []).map((r) => ({ value: r.code, label: r.name }))} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="timeZone" label="Time Zone" rules={[requiredRule]}>
              <Select showSearch disabled={!!id} loading={timezones.isLoading} options={(timezones.data ?? []).map((z) => ({ value: z.id, label: z.name }))} />
            </Form.Item>
          </Col>
        </Row>
        <Divider orientation="left">Licences and integrations</Divider>
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item name="sumLicense" label="Employee Licences" rules={[requiredRule, numberRule(COMPANY_NUMBERS.sumLicense)]}>
              <NumberInput />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="sumAppLicense" label="Mobile App Licences" rules={[requiredRule, numberRule(COMPANY_NUMBERS.sumAppLicense)]}>
              <NumberInput />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="thirdPartyTypeId" label="Third Party Type">
              <Select allowClear options={THIRD_PARTY_TYPES.map((t) => ({ value: t.id, label: `${t.id} ${t.name}` }))} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="outFaceTypeId" label="Payroll Type">
              <Select allowClear options={PAYROLL_TYPES.map((t) => ({ value: t.id, label: `${t.id} ${t.name}` }))} />
            </Form.Item>
          </Col>
        </Row>
        <Divider orientation="left">Features</Divider>
        {checkboxes(FEATURE_FLAGS, FEATURE_LABELS)}
        <Divider orientation="left">Exceptions reported</Divider>
        {checkboxes(EXCEPTION_FLAGS, EXCEPTION_LABELS)}
        {!id && (
          <>
            <Divider orientation="left">First administrator</Divider>
            <Row gutter={16}>
              <Col {...half}>
                <Form.Item name="adminFirstName" label="First Name" rules={[requiredRule, textRule('First Name', 100)]}>
                  <LimitedInput max={100} />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item name="adminLastName" label="Last Name" rules={[requiredRule, textRule('Last Name', 100)]}>
                  <LimitedInput max={100} />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item name="adminEmail" label="Email" rules={[requiredRule, emailRule, textRule('Email', 200)]}>
                  <LimitedInput max={200} />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item name="adminPassword" label="Password" rules={newPasswordRules}>
                  <Input.Password autoComplete="new-password" />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item name="confirmPassword" label="Confirm Password" dependencies={['adminPassword']} rules={confirmPasswordRules('adminPassword')}>
                  <Input.Password autoComplete="new-password" />
                </Form.Item>
              </Col>
            </Row>
          </>
        )}
        <Space>
          <Button onClick={() => navigate(ROUTES.customerList)}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            Save
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
