import { Holiday, PAY_RULE_TEXT_LIMITS } from '@timekeep/contracts';
import { App, Form, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { useFormats } from '../../ui/formats';
import { DateInput, LimitedInput } from '../../ui/inputs';
import { requiredRule, textRule, validated } from '../../ui/validation';
import { saveHoliday } from './api';

interface Fields {
  name: string;
  date: Dayjs;
  alterdate: Dayjs;
}

/** Document 3 §2: 'Create a new Holiday' or 'Modify a Holiday'; name, date and alternative date required. */
export function HolidayModal({ holiday, onClose }: { holiday: Holiday | 'new'; onClose: (saved: boolean) => void }) {
  const { message } = App.useApp();
  const { date: dateFormat } = useFormats();
  const [form] = Form.useForm<Fields>();
  const [saving, setSaving] = useState(false);
  const editing = holiday === 'new' ? null : holiday;

  async function save() {
    const values = await validated(form);
    if (!values) return;
    setSaving(true);
    try {
      const payload = { name: values.name, date: values.date.format('YYYY-MM-DD'), alterdate: values.alterdate.format('YYYY-MM-DD'), ...(editing ? { id: editing.id, version: editing.version } : {}) };
      const reply = await saveHoliday(payload);
      if (reply.message === 'exist') message.warning('Warning: Name has existed.');
      else if (reply.message !== 'success') message.warning(reply.message);
      else {
        message.success('Holiday is saved successfully.');
        onClose(true);
      }
    } catch (error) {
      message.error(messageOf(error, 'Failed to save holiday.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal open title={editing ? 'Modify a Holiday' : 'Create a new Holiday'} okText="Save" onOk={() => void save()} confirmLoading={saving} onCancel={() => onClose(false)} destroyOnHidden>
      <Form<Fields>
        form={form}
        layout="vertical"
        initialValues={editing ? { name: editing.name, date: dayjs(editing.date), alterdate: dayjs(editing.alterdate) } : {}}
        onValuesChange={(changed: Partial<Fields>) => {
          // The alternative date follows the date until it is set on its own.
          if (changed.date && !form.isFieldTouched('alterdate')) form.setFieldValue('alterdate', changed.date);
        }}
      >
        <Form.Item name="name" label="Name" rules={[requiredRule, textRule('Name', PAY_RULE_TEXT_LIMITS.name)]}>
          <LimitedInput max={PAY_RULE_TEXT_LIMITS.name} />
        </Form.Item>
        <Form.Item name="date" label="Date" rules={[requiredRule]}>
          <DateInput format={dateFormat} />
        </Form.Item>
        <Form.Item name="alterdate" label="Alternative Date" rules={[requiredRule]}>
          <DateInput format={dateFormat} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
