import { ConversionMode, PAY_RULE_TEXT_LIMITS, PAY_TYPE_NUMBERS, PAY_TYPE_TEXTS, PayType, PayTypeFlags } from '@timekeep/contracts';
import { App, Col, Form, Input, Modal, Radio, Row } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { CheckboxField, LimitedInput, NumberInput } from '../../ui/inputs';
import { numberRule, requiredRule, textRule, validated } from '../../ui/validation';
import { savePayType } from './api';
import styles from './pay-rules.module.css';

interface Fields extends PayTypeFlags {
  code: string;
  name: string;
  exportCode?: string;
  active: boolean;
  conversion: ConversionMode;
  ctDay: number;
}

const SAVE_TEXTS: Record<string, string> = { exist: PAY_TYPE_TEXTS.exist, incorrectNumberForm: PAY_TYPE_TEXTS.incorrectNumberForm };
const modeOf = (t: PayType): ConversionMode => (t.percentage ? 'percentage' : t.byStandardHour ? 'byStandardHour' : 'ctDay');
const NEW: Partial<Fields> = { active: true, hideFromEmp: true, shouldExport: true, ctDay: 1, conversion: 'ctDay', payRateFactor: 1 };

/** The pay type editor (document 2 §3-§5): code locked once saved, allowance and leave exclusive, one conversion mode. */
export function PayTypeModal({ payType, onClose }: { payType: PayType | 'new'; onClose: (saved: boolean) => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const [saving, setSaving] = useState(false);
  const editing = payType === 'new' ? null : payType;
  const leave = Form.useWatch('leaveStatus', form);

  async function save() {
    const checked = await validated(form);
    if (!checked) return;
    const { conversion, ...values } = checked;
    setSaving(true);
    try {
      const payload = { ...values, convertToDay: conversion === 'ctDay', percentage: conversion === 'percentage', byStandardHour: conversion === 'byStandardHour', ...(editing ? { id: editing.id, version: editing.version } : {}) };
      const reply = await savePayType(payload);
      if (reply.message !== 'success') message.warning(SAVE_TEXTS[reply.message] ?? reply.message);
      else {
        message.success('Pay type is saved successfully.');
        onClose(true);
      }
    } catch (error) {
      message.error(messageOf(error, 'Failed to save pay type.'));
    } finally {
      setSaving(false);
    }
  }

  const tick = (name: keyof Fields, label: string, disabled = false) => (
    <Col span={12}>
      <CheckboxField name={name} disabled={disabled}>
        {label}
      </CheckboxField>
    </Col>
  );

  return (
    <Modal open width={640} title={editing ? 'Modify a Pay Type' : 'Create a new Pay Type'} okText="Save" onOk={() => void save()} confirmLoading={saving} onCancel={() => onClose(false)} destroyOnHidden>
      <Form<Fields>
        form={form}
        layout="vertical"
        initialValues={editing ? { ...editing, exportCode: editing.exportCode ?? undefined, conversion: modeOf(editing) } : NEW}
        onValuesChange={(changed: Partial<Fields>) => {
          // Allowance and Leave exclude each other: ticking one clears the other.
          if (changed.isAllowance) form.setFieldValue('leaveStatus', false);
          if (changed.leaveStatus) form.setFieldValue('isAllowance', false);
        }}
      >
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="code" label="Code" rules={[requiredRule, textRule('Code', PAY_RULE_TEXT_LIMITS.payTypeCode)]}>
              <LimitedInput max={PAY_RULE_TEXT_LIMITS.payTypeCode} disabled={!!editing} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="name" label="Name" rules={[requiredRule, textRule('Name', PAY_RULE_TEXT_LIMITS.name)]}>
              <LimitedInput max={PAY_RULE_TEXT_LIMITS.name} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="exportCode" label="Export Code" rules={[textRule('Export Code', 50)]}>
              <LimitedInput max={50} />
            </Form.Item>
          </Col>
          {editing?.xeroGuid && (
            <Col span={12}>
              <Form.Item label="Xero ID">
                <Input value={editing.xeroGuid} disabled />
              </Form.Item>
            </Col>
          )}
          <Col span={12}>
            <Form.Item name="payRateFactor" label="Overtime Factor" rules={[{ required: true, message: PAY_TYPE_TEXTS.incorrectNumberForm }, numberRule(PAY_TYPE_NUMBERS.payRateFactor)]}>
              <NumberInput step={0.25} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          {tick('active', 'Active', !editing)}
          {tick('hideFromEmp', 'Hide from employees')}
          {tick('shouldExport', 'Export to payroll')}
          {tick('isOvertime', 'Overtime')}
          {tick('isAllowance', 'Allowance')}
          {tick('leaveStatus', 'Leave')}
          {leave && tick('paidLeave', 'Paid leave')}
          {leave && tick('allowNegativeLeave', 'Allow negative balance')}
          {leave && tick('hideBalance', 'Hide balance')}
        </Row>
        <Form.Item name="conversion" label="Day to hours">
          <Radio.Group
            options={[
              { value: 'ctDay', label: 'Hours per day' },
              { value: 'percentage', label: 'Percentage' },
              { value: 'byStandardHour', label: 'Standard hours' },
            ]}
          />
        </Form.Item>
        <Form.Item name="ctDay" label="Daily Hours" rules={[requiredRule, numberRule(PAY_TYPE_NUMBERS.ctDay)]}>
          <NumberInput block={false} className={styles.dailyHours} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
