import { KIOSK_CONTACT_MODAL_WIDTH, type KioskContact } from '@timekeep/contracts';
import { App, Form, Modal } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { emailRule, requiredRule, textRule, validated } from '../../ui/validation';
import { saveKioskContact } from './api';
import { LimitedInput } from '../../ui/inputs';

type Fields = Pick<KioskContact, 'firstname' | 'lastname' | 'mobile' | 'email' | 'department'>;
const FAILED = 'Failed to save the contact.';

/** A kiosk contact (document 3 §3, §5): first name, last name and email required; 550 wide. */
export function KioskContactModal({ contact, onClose }: { contact: KioskContact | 'new'; onClose: (saved: boolean) => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const [saving, setSaving] = useState(false);
  const editing = contact === 'new' ? null : contact;

  async function save() {
    const values = await validated(form);
    if (!values) return;
    setSaving(true);
    try {
      const reply = await saveKioskContact({ ...values, mobile: values.mobile ?? '', department: values.department ?? '', id: editing?.id ?? '', ...(editing ? { version: editing.version } : {}) });
      if (reply.message !== 'success') message.error(FAILED);
      else {
        message.success('Contact is saved successfully.');
        onClose(true);
      }
    } catch (error) {
      message.error(messageOf(error, FAILED));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      width={KIOSK_CONTACT_MODAL_WIDTH}
      title={editing ? 'Edit Contact' : 'New Contact'}
      okText="Save"
      onOk={() => void save()}
      confirmLoading={saving}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form<Fields> form={form} layout="vertical" initialValues={editing ?? {}}>
        <Form.Item name="firstname" label="First Name" rules={[requiredRule, textRule('First Name', 100)]}>
          <LimitedInput max={100} />
        </Form.Item>
        <Form.Item name="lastname" label="Last Name" rules={[requiredRule, textRule('Last Name', 100)]}>
          <LimitedInput max={100} />
        </Form.Item>
        <Form.Item name="email" label="Email" rules={[requiredRule, emailRule, textRule('Email', 100)]}>
          <LimitedInput max={100} />
        </Form.Item>
        <Form.Item name="mobile" label="Mobile" rules={[textRule('Mobile', 100)]}>
          <LimitedInput max={100} />
        </Form.Item>
        <Form.Item name="department" label="Department" rules={[textRule('Department', 100)]}>
          <LimitedInput max={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
