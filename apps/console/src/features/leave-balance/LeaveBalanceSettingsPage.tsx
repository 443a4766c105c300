import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LEAVE_TEXTS, NEW_PAY_TYPE_BALANCE_SETTING, REQUIRED_TEXT, type LeaveBalanceSettings } from '@timekeep/contracts';
import { App, Button, Card, Checkbox, Col, Form, Input, InputNumber, Row, Select, Space, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { messageOf } from '../../api/http';
import { PageTitle } from '../../ui/PageTitle';
import { validated } from '../../ui/validation';
import { keys, saveSettings, settingsQuery } from './api';
import styles from './leave-balance.module.css';
import { IconButton } from '../../ui/IconButton';

interface Values extends Omit<LeaveBalanceSettings, 'standardHoursColumn'> {
  importStandardHours: boolean;
  standardHoursColumn: number | null;
}

/** Column numbers count from 0; several columns are joined by '#' (document 3 §9). */
const COLUMNS = /^\d{1,3}(#\d{1,3})*$/;
const columnRules = [
  { required: true, message: REQUIRED_TEXT },
  { pattern: COLUMNS, message: "Column numbers from 0, several joined by '#'." },
];

/**
 * Leave balance settings (document 3 §3; at /leaveBalance/settings under Settings, ADR 0067): how the company's balance files are
 * laid out. Only leave types are offered, by name, each once; the standard hours column is sent as
 * null while its import is off.
 */
export function LeaveBalanceSettingsPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const settings = useQuery(settingsQuery());
  const [saving, setSaving] = useState(false);
  const onePerRow = Form.useWatch('onePayTypePerRow', form);
  const importStandardHours = Form.useWatch('importStandardHours', form);
  const chosen: Array<{ payType?: string } | undefined> = Form.useWatch('leavebalanceVoList', form) ?? [];

  useEffect(() => {
    if (!settings.data) return;
    const { payTypes: _, saved: __, version: ___, ...values } = settings.data;
    form.setFieldsValue({ ...values, importStandardHours: values.standardHoursColumn !== null });
  }, [settings.data, form]);

  async function save() {
    const values = await validated(form);
    if (!values || !settings.data) return;
    const { importStandardHours: on, ...rest } = values;
    setSaving(true);
    try {
      const reply = await saveSettings(
        { ...rest, standardHoursColumn: on ? rest.standardHoursColumn : null, paytypeNameColumn: rest.onePayTypePerRow ? rest.paytypeNameColumn : null, leavebalanceVoList: rest.leavebalanceVoList ?? [] },
        settings.data.version,
      );
      if (reply.message !== 'success') message.error(LEAVE_TEXTS.balanceSettingsFailed);
      else {
        message.success('Leave balance settings are updated successfully.');
        await queryClient.invalidateQueries({ queryKey: keys.settings });
      }
    } catch (error) {
      message.error(messageOf(error, LEAVE_TEXTS.balanceSettingsFailed));
    } finally {
      setSaving(false);
    }
  }

  const options = (current: string | undefined) =>
    (settings.data?.payTypes ?? []).filter((t) => t.id === current || !chosen.some((c) => c?.payType === t.id)).map((t) => ({ value: t.id, label: t.name }));

  return (
    <Card loading={settings.isLoading}>
      <PageTitle>Leave Balance Settings</PageTitle>
      <Form form={form} layout="vertical" initialValues={{ onePayTypePerRow: false, importStandardHours: false, payIdColumn: '0', leavebalanceVoList: [] }}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="payIdColumn" label="Pay ID column" rules={columnRules}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="onePayTypePerRow" label="One pay type per row" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          {onePerRow && (
            <Col xs={24} md={8}>
              <Form.Item name="paytypeNameColumn" label="Pay type name column" rules={columnRules}>
                <Input />
              </Form.Item>
            </Col>
          )}
        </Row>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="importStandardHours" label="Import standard hours" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          {importStandardHours && (
            <Col xs={24} md={8}>
              <Form.Item name="standardHoursColumn" label="Standard hours column" rules={[{ required: true, message: REQUIRED_TEXT }]}>
                <InputNumber min={0} max={999} precision={0} />
              </Form.Item>
            </Col>
          )}
        </Row>
        <Form.List name="leavebalanceVoList">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <div key={field.key} className={styles.payTypeRow}>
                  <Form.Item name={[field.name, 'payType']} label="Pay type" rules={[{ required: true, message: REQUIRED_TEXT }]}>
                    <Select className={styles.payTypeSelect} options={options(chosen[field.name]?.payType)} showSearch optionFilterProp="label" />
                  </Form.Item>
                  <Form.Item name={[field.name, 'paytypeColumn']} label="Column" rules={columnRules}>
                    <Input />
                  </Form.Item>
                  <Form.Item name={[field.name, 'byDay']} label="By day" valuePropName="checked">
                    <Checkbox />
                  </Form.Item>
                  <Form.Item label=" ">
                    <IconButton icon={<DeleteOutlined />} label="Remove pay type" onClick={() => remove(field.name)} tip="Remove" />
                  </Form.Item>
                </div>
              ))}
              <Form.Item>
                <Button icon={<PlusOutlined />} disabled={fields.length >= (settings.data?.payTypes.length ?? 0)} onClick={() => add({ payType: undefined, ...NEW_PAY_TYPE_BALANCE_SETTING })}>
                  Add pay type
                </Button>
              </Form.Item>
            </>
          )}
        </Form.List>
        <Space>
          <Button type="primary" loading={saving} onClick={save}>
            Save
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
