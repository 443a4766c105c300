import { ALLOWANCE_CALCULATION_TYPES, PAY_RULE_TEXT_LIMITS, Skill } from '@timekeep/contracts';
import { App, Checkbox, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { requiredRule, textRule, validated } from '../../ui/validation';
import { saveSkill, useAllowancePayTypes } from './api';
import { LimitedInput } from '../../ui/inputs';

interface Fields {
  name: string;
  active: boolean;
  payTypeId?: string;
  allowanceCalculationType?: string;
}

/** Document 2 §2: a 550-wide modal; a new skill is active, its Active box forced on and disabled. */
export function SkillModal({ skill, onClose }: { skill: Skill | 'new'; onClose: (saved: boolean) => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const [saving, setSaving] = useState(false);
  const editing = skill === 'new' ? null : skill;
  // Allowance options are pay types flagged isAllowance, sorted by name.
  const allowances = useAllowancePayTypes();

  async function save() {
    const values = await validated(form);
    if (!values) return;
    setSaving(true);
    try {
      const reply = await saveSkill({ ...values, payTypeId: values.payTypeId ?? '', ...(editing ? { id: editing.id, version: editing.version } : {}) });
      if (reply.message !== 'success') message.warning(reply.message === 'exist' ? 'Warning: Name has existed.' : reply.message);
      else {
        message.success('Skill is saved successfully.');
        onClose(true);
      }
    } catch (error) {
      message.error(messageOf(error, 'Failed to save the Skill.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal open width={550} title={editing ? 'Modify a Skill' : 'Create a new Skill'} okText="Save" onOk={() => void save()} confirmLoading={saving} onCancel={() => onClose(false)} destroyOnHidden>
      <Form<Fields>
        form={form}
        layout="vertical"
        initialValues={editing ? { name: editing.name, active: editing.active, payTypeId: editing.payType?.id, allowanceCalculationType: editing.allowanceCalculationType } : { active: true }}
      >
        <Form.Item name="name" label="Name" rules={[requiredRule, textRule('Name', PAY_RULE_TEXT_LIMITS.name)]}>
          <LimitedInput max={PAY_RULE_TEXT_LIMITS.name} />
        </Form.Item>
        <Form.Item name="active" valuePropName="checked">
          <Checkbox disabled={!editing}>Active</Checkbox>
        </Form.Item>
        <Form.Item name="payTypeId" label="Allowance">
          <Select allowClear loading={allowances.isLoading} options={(allowances.data?.items ?? []).filter((t) => t.isAllowance).map((t) => ({ value: t.id, label: t.name }))} />
        </Form.Item>
        <Form.Item name="allowanceCalculationType" label="Allowance Calculation Type" rules={[requiredRule]}>
          <Select options={ALLOWANCE_CALCULATION_TYPES.map((t) => ({ value: t.id, label: t.name }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
