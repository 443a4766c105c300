import { OAUTH_SCOPE_LABELS, OAUTH_SCOPES, OAUTH_TEXTS, OAuthClientDto } from '@timekeep/contracts';
import { App, Form, Modal } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { HistoryButton } from '../history/HistoryButton';
import { LimitedInput, LimitedPassword, MultiSelect } from '../../ui/inputs';
import { requiredRule, textRule, validated } from '../../ui/validation';
import { saveClient, updateClient } from './api';

interface Fields {
  clientId: string;
  clientSecret?: string;
  confirmSecret?: string;
  scopes: string[];
}

const SCOPE_OPTIONS = OAUTH_SCOPES.map((s) => ({ value: s, label: `${OAUTH_SCOPE_LABELS[s]} (${s})` }));

/**
 * Document 3 §2 and §5: 500 wide; the two secrets must match; the Client ID is fixed once created.
 * The administrator types the secret (the spec's create sends it) and it is never shown again:
 * editing leaves it blank, and a secret typed there replaces it and ends the tokens issued before.
 */
export function OAuthClientModal({ client, onClose }: { client: OAuthClientDto | 'new'; onClose: (saved: boolean) => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const [saving, setSaving] = useState(false);
  const editing = client === 'new' ? null : client;

  async function save() {
    const values = await validated(form);
    if (!values) return;
    setSaving(true);
    try {
      const reply = editing
        ? await updateClient({ id: editing.id, version: editing.version, clientSecret: values.clientSecret || undefined, confirmSecret: values.confirmSecret || undefined, scopes: values.scopes })
        : await saveClient(values);
      if (reply.status !== 1) message.error(reply.message || OAUTH_TEXTS.saveFailed);
      else {
        message.success(OAUTH_TEXTS.saved);
        onClose(true);
      }
    } catch (error) {
      message.error(messageOf(error, OAUTH_TEXTS.saveFailed));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      width={500}
      title={editing ? 'Edit OAuth Client' : 'Add OAuth Client'}
      okText="Save"
      onOk={() => void save()}
      confirmLoading={saving}
      onCancel={() => onClose(false)}
      destroyOnHidden
      // Who created the client, changed its scopes or gave it a new secret, and when.
      footer={(buttons) => (
        <>
          {editing && <HistoryButton kind="oauthClient" id={editing.id} title={editing.clientId} />}
          {buttons}
        </>
      )}
    >
      <Form<Fields> form={form} layout="vertical" initialValues={editing ? { clientId: editing.clientId, scopes: editing.scopes.split(' ').filter(Boolean) } : { scopes: [] }}>
        <Form.Item name="clientId" label="Client ID" rules={[requiredRule, textRule('Client ID', 64)]}>
          <LimitedInput max={64} disabled={!!editing} autoComplete="off" />
        </Form.Item>
        <Form.Item name="clientSecret" label={editing ? 'New Secret' : 'Secret'} rules={editing ? [textRule('The secret', 128)] : [requiredRule, textRule('The secret', 128)]} extra={editing ? 'Leave blank to keep the secret. A new one ends every token issued before.' : 'At least 16 characters. It is not shown again.'}>
          <LimitedPassword max={128} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmSecret"
          label="Confirm Secret"
          dependencies={['clientSecret']}
          rules={[
            textRule('The confirmation', 128),
            ({ getFieldValue }) => ({
              validator: (_, value) => ((value ?? '') === (getFieldValue('clientSecret') ?? '') ? Promise.resolve() : Promise.reject(new Error(OAUTH_TEXTS.secretsDiffer))),
            }),
          ]}
        >
          <LimitedPassword max={128} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="scopes" label="Scopes" rules={[{ required: true, message: 'Please choose at least one scope.' }]}>
          <MultiSelect options={SCOPE_OPTIONS} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
