import {
  MAX_WEBHOOK_DESCRIPTION_LENGTH,
  MAX_WEBHOOK_URL_LENGTH,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_SUBSCRIPTION_TEXTS,
  type WebhookEventType,
  type WebhookSecretReply,
  type WebhookSubscriptionDto,
} from '@timekeep/contracts';
import { App, Form, Modal } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { useDepartmentOptions } from '../structure/api';
import { LimitedInput, MultiSelect, TreeMultiSelect } from '../../ui/inputs';
import { requiredRule, textRule, validated } from '../../ui/validation';
import { changeSubscription, createSubscription } from './api';

interface Fields {
  url: string;
  description: string;
  eventTypes: WebhookEventType[];
  departmentIds: string[];
}

const EVENT_OPTIONS = WEBHOOK_EVENT_TYPES.map((t) => ({ value: t, label: `${WEBHOOK_EVENT_LABELS[t]} (${t})` }));

/**
 * A subscription's form: the receiver's URL, what it is for, the events it takes and the
 * departments whose employees' events it takes. The server checks the URL and every address its
 * host resolves to; a new subscription's reply carries its secret, handed to `onCreated` to show once.
 */
export function WebhookSubscriptionModal({ subscription, onClose, onCreated }: { subscription: WebhookSubscriptionDto | 'new'; onClose: (saved: boolean) => void; onCreated: (reply: WebhookSecretReply) => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const [saving, setSaving] = useState(false);
  const departments = useDepartmentOptions();
  const editing = subscription === 'new' ? null : subscription;

  async function save() {
    const values = await validated(form);
    if (!values) return;
    setSaving(true);
    try {
      const input = { url: values.url.trim(), description: values.description?.trim() ?? '', eventTypes: values.eventTypes, departmentIds: values.departmentIds ?? [] };
      if (editing) {
        message.success((await changeSubscription(editing.id, { ...input, version: editing.version })).message);
        onClose(true);
      } else {
        onCreated(await createSubscription(input));
        onClose(true);
      }
    } catch (error) {
      message.error(messageOf(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal open width={560} title={editing ? 'Edit Webhook' : 'Add Webhook'} okText="Save" onOk={() => void save()} confirmLoading={saving} onCancel={() => onClose(false)} destroyOnHidden>
      <Form<Fields>
        form={form}
        layout="vertical"
        initialValues={editing ? { url: editing.url, description: editing.description, eventTypes: editing.eventTypes, departmentIds: editing.departmentIds } : { eventTypes: [], departmentIds: [], description: '' }}
      >
        <Form.Item name="url" label="Receiver URL" rules={[requiredRule, textRule('A webhook URL', MAX_WEBHOOK_URL_LENGTH)]} extra="An https address on the public internet. Each delivery is signed to the Standard Webhooks specification.">
          <LimitedInput max={MAX_WEBHOOK_URL_LENGTH} placeholder="https://example.com/timekeep" autoComplete="off" inputMode="url" />
        </Form.Item>
        <Form.Item name="description" label="Description" rules={[textRule('A description', MAX_WEBHOOK_DESCRIPTION_LENGTH)]}>
          <LimitedInput max={MAX_WEBHOOK_DESCRIPTION_LENGTH} placeholder="Payroll system" />
        </Form.Item>
        <Form.Item name="eventTypes" label="Events" rules={[{ required: true, type: 'array', min: 1, message: WEBHOOK_SUBSCRIPTION_TEXTS.eventTypes }]}>
          <MultiSelect options={EVENT_OPTIONS} />
        </Form.Item>
        <Form.Item name="departmentIds" label="Departments" extra="Only these departments' employees' events (and those under them). Leave empty for everyone's.">
          <TreeMultiSelect treeData={departments} showSearch treeNodeFilterProp="title" placeholder="All departments" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
