import { DeleteOutlined, EditOutlined, KeyOutlined, PauseCircleOutlined, PlayCircleOutlined, PlusOutlined, SendOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { WEBHOOK_EVENT_LABELS, type WebhookSecretReply, type WebhookSubscriptionDto, type WebhookSubscriptionStatus } from '@timekeep/contracts';
import { App, Button, Card, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { type DataColumn, DataTable } from '../../ui/DataTable';
import { useFormats } from '../../ui/formats';
import { IconButton } from '../../ui/IconButton';
import { PageTitle } from '../../ui/PageTitle';
import { SecretOnceModal } from '../../ui/SecretOnceModal';
import { actOn, deleteSubscription, keys, rotateSecret, subscriptionList } from './api';
import { DELIVERY_STATUS, refreshWhileWaiting } from './delivery-status';
import { WebhookDeliveriesDrawer } from './WebhookDeliveriesDrawer';
import { WebhookSubscriptionModal } from './WebhookSubscriptionModal';
import styles from './webhooks.module.css';

export const SUBSCRIPTION_STATUS: Record<WebhookSubscriptionStatus, { label: string; color?: string }> = {
  active: { label: 'Sending', color: 'green' },
  paused: { label: 'Paused' },
  disabled: { label: 'Disabled', color: 'red' },
};

/**
 * Webhooks (issue 34 §1, ADR 0080): the company's subscriptions, for its Admins: add and edit one,
 * see its signing secret once (made, or rotated), pause and resume it, send it a test event, read
 * its delivery log and replay from it.
 */
export function WebhooksPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { formatDateTime } = useFormats();
  const [editing, setEditing] = useState<WebhookSubscriptionDto | 'new' | null>(null);
  const [secret, setSecret] = useState<WebhookSecretReply | null>(null);
  const [log, setLog] = useState<WebhookSubscriptionDto | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: keys.all });

  async function run(key: string, call: () => Promise<{ message: string }>) {
    setBusy(key);
    try {
      message.success((await call()).message);
      await refresh();
    } catch (error) {
      message.error(messageOf(error));
    } finally {
      setBusy(null);
    }
  }

  async function rotate(s: WebhookSubscriptionDto) {
    setBusy(`rotate-${s.id}`);
    try {
      setSecret(await rotateSecret(s.id));
      await refresh();
    } catch (error) {
      message.error(messageOf(error));
    } finally {
      setBusy(null);
    }
  }

  const columns: DataColumn<WebhookSubscriptionDto>[] = [
    {
      key: 'url',
      title: 'Receiver',
      render: (s) => (
        <Space direction="vertical" size={0}>
          <Typography.Text className={styles.url}>{s.url}</Typography.Text>
          {s.description && <Typography.Text type="secondary">{s.description}</Typography.Text>}
        </Space>
      ),
      text: (s) => s.url,
    },
    {
      key: 'eventTypes',
      title: 'Events',
      render: (s) => (
        <Tooltip title={s.eventTypes.map((t) => WEBHOOK_EVENT_LABELS[t]).join(', ')}>
          <span>{s.eventTypes.length === 1 ? WEBHOOK_EVENT_LABELS[s.eventTypes[0]] : `${s.eventTypes.length} events`}</span>
        </Tooltip>
      ),
      text: (s) => s.eventTypes.join(' '),
    },
    { key: 'departmentIds', title: 'Departments', render: (s) => (s.departmentIds.length ? `${s.departmentIds.length} chosen` : 'All'), defaultHidden: true },
    {
      key: 'status',
      title: 'Status',
      render: (s) => (
        <Space direction="vertical" size={0}>
          <Tag color={SUBSCRIPTION_STATUS[s.status].color}>{SUBSCRIPTION_STATUS[s.status].label}</Tag>
          {s.disabledReason && <Typography.Text type="danger">{s.disabledReason}</Typography.Text>}
          {s.previousSecretUntil && <Typography.Text type="secondary">Old secret signs until {formatDateTime(s.previousSecretUntil)}</Typography.Text>}
        </Space>
      ),
      text: (s) => SUBSCRIPTION_STATUS[s.status].label,
    },
    {
      key: 'lastDeliveryAt',
      title: 'Last Delivery',
      render: (s) =>
        s.lastDeliveryAt ? (
          <Space size={4} wrap>
            <span>{formatDateTime(s.lastDeliveryAt)}</span>
            {s.lastDeliveryStatus && <Tag color={DELIVERY_STATUS[s.lastDeliveryStatus].color}>{DELIVERY_STATUS[s.lastDeliveryStatus].label}</Tag>}
          </Space>
        ) : (
          'None yet'
        ),
      text: (s) => s.lastDeliveryAt,
    },
    { key: 'pending', title: 'Waiting', render: (s) => s.pending },
    {
      key: 'action',
      title: 'Action',
      inFile: false,
      render: (s) => (
        <Space size={0} wrap>
          <IconButton type="link" icon={<UnorderedListOutlined />} label={`Deliveries of ${s.url}`} tip="Deliveries" onClick={() => setLog(s)} />
          <IconButton type="link" icon={<EditOutlined />} label={`Edit ${s.url}`} tip="Edit" onClick={() => setEditing(s)} />
          <IconButton type="link" icon={<SendOutlined />} label={`Send test event to ${s.url}`} tip="Send test event" disabled={s.status !== 'active'} loading={busy === `test-${s.id}`} onClick={() => void run(`test-${s.id}`, () => actOn(s.id, 'test'))} />
          {s.status === 'active' ? (
            <IconButton type="link" icon={<PauseCircleOutlined />} label={`Pause ${s.url}`} tip="Pause" loading={busy === `pause-${s.id}`} onClick={() => void run(`pause-${s.id}`, () => actOn(s.id, 'pause'))} />
          ) : (
            <IconButton type="link" icon={<PlayCircleOutlined />} label={`Resume ${s.url}`} tip="Resume" loading={busy === `resume-${s.id}`} onClick={() => void run(`resume-${s.id}`, () => actOn(s.id, 'resume'))} />
          )}
          <Popconfirm title="Make a new signing secret?" description="The old one still signs beside it for 24 hours." okText="Rotate" onConfirm={() => rotate(s)}>
            <IconButton type="link" icon={<KeyOutlined />} label={`Rotate secret of ${s.url}`} tip="Rotate secret" loading={busy === `rotate-${s.id}`} />
          </Popconfirm>
          <Popconfirm title="Delete this subscription?" description="Its deliveries and their log go with it." okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => run(`delete-${s.id}`, () => deleteSubscription(s.id))}>
            <IconButton type="link" danger icon={<DeleteOutlined />} label={`Delete ${s.url}`} tip="Delete" loading={busy === `delete-${s.id}`} />
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card>
      <PageTitle>Webhooks</PageTitle>
      <DataTable<WebhookSubscriptionDto>
        tableId="webhooks"
        title="Webhooks"
        emptyText="No webhooks yet. Add one with New to have another system told of punches, timesheets, leave and more as they happen."
        {...subscriptionList}
        columns={columns}
        rowKey={(s) => s.id}
        refreshEvery={(page) => refreshWhileWaiting(!!page?.items.some((s) => s.pending > 0))}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            New
          </Button>
        }
      />
      {editing && (
        <WebhookSubscriptionModal
          subscription={editing}
          onCreated={setSecret}
          onClose={(saved) => {
            setEditing(null);
            if (saved) void refresh();
          }}
        />
      )}
      {secret && (
        <SecretOnceModal title="Signing Secret" warning={secret.message} values={[{ label: 'Secret', value: secret.secret }]} onDone={() => setSecret(null)}>
          The receiver checks each delivery’s webhook-signature header with it, as the Standard Webhooks libraries do (standardwebhooks.com).
        </SecretOnceModal>
      )}
      {log && <WebhookDeliveriesDrawer subscription={log} onClose={() => setLog(null)} />}
    </Card>
  );
}
