import { OAUTH_SCOPE_LABELS, OAUTH_SCOPES, OAUTH_TEXTS, OAuthClientDto } from '@timekeep/contracts';
import { App, Descriptions, Form, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { useFormats } from '../../ui/formats';
import { HistoryButton } from '../history/HistoryButton';
import { LimitedInput, LimitedPassword, MultiSelect } from '../../ui/inputs';
import { requiredRule, textRule, validated } from '../../ui/validation';
import { saveClient, updateClient } from './api';

/** How the secret is set: made by the product (issue 34 §3), typed (document 3 §5), or, on an edit, kept. */
type SecretChoice = 'made' | 'typed' | 'keep';

interface Fields {
  clientId: string;
  secret: SecretChoice;
  clientSecret?: string;
  confirmSecret?: string;
  scopes: string[];
}

const SCOPE_OPTIONS = OAUTH_SCOPES.map((s) => ({ value: s, label: `${OAUTH_SCOPE_LABELS[s]} (${s})` }));

/** A secret the product made, with the Client ID it goes with, for the page to show once. */
export interface MadeSecret {
  clientId: string;
  secret: string;
}

/**
 * Document 3 §2 and §5: 500 wide; the two secrets must match; the Client ID is fixed once created.
 * Ours (issue 34 §3): by default the product makes the secret (and the Client ID when none is
 * typed), handed to `onMadeSecret` to show once; typing them as the spec does stays open (a device's
 * setup may dictate them). A secret is never shown again: an edit keeps it, makes a new one or takes
 * a typed one, and either new one ends the tokens issued before. The edit shows the client's use.
 */
export function OAuthClientModal({ client, onClose, onMadeSecret }: { client: OAuthClientDto | 'new'; onClose: (saved: boolean) => void; onMadeSecret: (made: MadeSecret) => void }) {
  const { message } = App.useApp();
  const { formatDate, formatDateTime } = useFormats();
  const [form] = Form.useForm<Fields>();
  const [saving, setSaving] = useState(false);
  const editing = client === 'new' ? null : client;
  const choice = Form.useWatch('secret', form) ?? (editing ? 'keep' : 'made');

  async function save() {
    const values = await validated(form);
    if (!values) return;
    setSaving(true);
    const typed = values.secret === 'typed' ? { clientSecret: values.clientSecret, confirmSecret: values.confirmSecret } : {};
    const generate = values.secret === 'made' || undefined;
    try {
      const reply = editing
        ? await updateClient({ id: editing.id, version: editing.version, ...typed, generate, scopes: values.scopes })
        : await saveClient({ clientId: values.clientId?.trim() || undefined, ...typed, generate, scopes: values.scopes });
      if (reply.status !== 1) message.error(reply.message || OAUTH_TEXTS.saveFailed);
      else {
        message.success(OAUTH_TEXTS.saved);
        if (reply.clientSecret && reply.data) onMadeSecret({ clientId: reply.data.clientId, secret: reply.clientSecret });
        onClose(true);
      }
    } catch (error) {
      message.error(messageOf(error, OAUTH_TEXTS.saveFailed));
    } finally {
      setSaving(false);
    }
  }

  const secretOptions = [
    ...(editing ? [{ value: 'keep', label: 'Keep it' }] : []),
    { value: 'made', label: editing ? 'Make a new one' : 'Made for me' },
    { value: 'typed', label: editing ? 'Type a new one' : 'Typed here' },
  ];
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
      <Form<Fields> form={form} layout="vertical" initialValues={editing ? { clientId: editing.clientId, secret: 'keep', scopes: editing.scopes.split(' ').filter(Boolean) } : { secret: 'made', scopes: [] }}>
        <Form.Item
          name="clientId"
          label="Client ID"
          rules={choice === 'typed' && !editing ? [requiredRule, textRule('Client ID', 64)] : [textRule('Client ID', 64)]}
          extra={editing ? undefined : choice === 'made' ? 'Leave blank to have one made.' : '3 to 64 letters, digits, dots, dashes or underscores.'}
        >
          <LimitedInput max={64} disabled={!!editing} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="secret"
          label={editing ? 'Change the Secret' : 'Credentials'}
          extra={
            choice === 'keep'
              ? 'The secret is not shown again. A new one ends every token issued before.'
              : choice === 'made'
                ? 'A long random secret, shown once after you save.'
                : 'At least 16 characters. It is not shown again.'
          }
        >
          <Radio.Group options={secretOptions} />
        </Form.Item>
        {choice === 'typed' && (
          <>
            <Form.Item name="clientSecret" label={editing ? 'New Secret' : 'Secret'} rules={[requiredRule, textRule('The secret', 128)]}>
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
          </>
        )}
        <Form.Item name="scopes" label="Scopes" rules={[{ required: true, message: 'Please choose at least one scope.' }]}>
          <MultiSelect options={SCOPE_OPTIONS} />
        </Form.Item>
      </Form>
      {editing && (
        <Descriptions title="Use of the API" extra={<Typography.Text type="secondary">Days in the company's time zone</Typography.Text>} size="small" column={1} bordered>
          <Descriptions.Item label="Last used">{editing.lastUsed ? formatDateTime(editing.lastUsed) : 'Never'}</Descriptions.Item>
          {editing.callsByDay.map((d) => (
            <Descriptions.Item key={d.date} label={formatDate(d.date)}>
              {d.calls.toLocaleString()} {d.calls === 1 ? 'call' : 'calls'}
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
    </Modal>
  );
}
