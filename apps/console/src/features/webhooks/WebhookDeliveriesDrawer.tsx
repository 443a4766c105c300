import { EyeOutlined, RedoOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_REPLAY_DAYS, type WebhookDeliveryDto, type WebhookEventType, type WebhookSubscriptionDto } from '@timekeep/contracts';
import { App, Button, Descriptions, Drawer, Flex, Grid, List, Modal, Popconfirm, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { type DataColumn, DataTable } from '../../ui/DataTable';
import { useFormats } from '../../ui/formats';
import { IconButton } from '../../ui/IconButton';
import { DateInput } from '../../ui/inputs';
import { deliveryList, keys, replayDelivery, replaySince } from './api';
import { DELIVERY_STATUS, refreshWhileWaiting } from './delivery-status';
import styles from './webhooks.module.css';

const eventLabel = (type: string) => WEBHOOK_EVENT_LABELS[type as WebhookEventType] ?? (type === 'webhook.test' ? 'Test event' : type);

/** A try's outcome in a few words: the receiver's code, or why there was none. */
const answerOf = (d: WebhookDeliveryDto) => {
  const last = d.attempts.at(-1);
  // An event while the subscription was disabled is logged as failed, unsent, for "Replay everything since" (ADR 0080).
  if (!last) return d.status === 'failed' ? 'Not sent: the subscription was disabled' : 'Not tried yet';
  return last.statusCode !== null ? `${last.statusCode} in ${last.durationMs} ms` : (last.error ?? 'No answer');
};

/**
 * A subscription's delivery log (issue 34 §1): each delivery's status, tries, the receiver's last
 * answer and time, and the body sent; "Replay" sends one again under its id, "Replay everything
 * since" every one from a time (within the days deliveries are kept).
 */
export function WebhookDeliveriesDrawer({ subscription, onClose }: { subscription: WebhookSubscriptionDto; onClose: () => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { formatDateTime } = useFormats();
  const wide = Grid.useBreakpoint().md ?? true;
  const [since, setSince] = useState<Dayjs | null>(null);
  const [shown, setShown] = useState<WebhookDeliveryDto | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const list = deliveryList(subscription.id);

  async function replay(key: string, call: () => Promise<{ message: string }>) {
    setBusy(key);
    try {
      message.success((await call()).message);
      await queryClient.invalidateQueries({ queryKey: keys.all });
    } catch (error) {
      message.error(messageOf(error));
    } finally {
      setBusy(null);
    }
  }

  const columns: DataColumn<WebhookDeliveryDto>[] = [
    { key: 'createdAt', title: 'Created', render: (d) => formatDateTime(d.createdAt), text: (d) => d.createdAt },
    { key: 'eventType', title: 'Event', render: (d) => eventLabel(d.eventType) },
    { key: 'status', title: 'Status', render: (d) => <Tag color={DELIVERY_STATUS[d.status].color}>{DELIVERY_STATUS[d.status].label}</Tag>, text: (d) => DELIVERY_STATUS[d.status].label },
    { key: 'attempts', title: 'Tries', render: (d) => d.attempts.length },
    { key: 'answer', title: 'Last Answer', render: (d) => answerOf(d) },
    {
      key: 'action',
      title: 'Action',
      inFile: false,
      render: (d) => (
        <Flex>
          <IconButton type="link" icon={<EyeOutlined />} label={`Details of the delivery of ${formatDateTime(d.createdAt)}`} tip="Details" onClick={() => setShown(d)} />
          <IconButton
            type="link"
            icon={<RedoOutlined />}
            label={`Replay this delivery of ${formatDateTime(d.createdAt)}`}
            tip="Replay this delivery"
            disabled={d.status === 'pending' || subscription.status !== 'active'}
            loading={busy === d.id}
            onClick={() => void replay(d.id, () => replayDelivery(subscription.id, d.id))}
          />
        </Flex>
      ),
    },
  ];

  return (
    <Drawer open onClose={onClose} title={`Deliveries: ${subscription.description || subscription.url}`} width={wide ? 880 : '100%'}>
      <Flex gap={8} wrap align="center" className={styles.replay}>
        <Typography.Text>Replay everything since</Typography.Text>
        <DateInput
          className={styles.since}
          aria-label="Replay everything since"
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          placeholder="Date and time"
          value={since}
          onChange={setSince}
          disabledDate={(d) => d.isAfter(dayjs(), 'day') || d.isBefore(dayjs().subtract(WEBHOOK_REPLAY_DAYS, 'day'), 'day')}
        />
        <Popconfirm
          title="Send again every delivery since then?"
          description="The receiver gets each under its own webhook-id again."
          okText="Replay"
          disabled={!since || subscription.status !== 'active'}
          onConfirm={() => since && replay('since', () => replaySince(subscription.id, since.toISOString()))}
        >
          <Button disabled={!since || subscription.status !== 'active'} loading={busy === 'since'}>
            Replay
          </Button>
        </Popconfirm>
      </Flex>
      {subscription.status !== 'active' && <Typography.Paragraph type="secondary">Resume the subscription to send or replay its deliveries.</Typography.Paragraph>}
      <DataTable<WebhookDeliveryDto>
        tableId="webhook-deliveries"
        title="Webhook Deliveries"
        emptyText="Nothing sent yet. Send a test event to see one here."
        queryKey={list.queryKey}
        fetchPage={list.fetchPage}
        columns={columns}
        rowKey={(d) => d.id}
        refreshEvery={(page) => refreshWhileWaiting(!!page?.items.some((d) => d.status === 'pending'))}
      />
      {shown && (
        <Modal open title={`${eventLabel(shown.eventType)}: ${DELIVERY_STATUS[shown.status].label}`} footer={null} onCancel={() => setShown(null)} width={640}>
          <Descriptions size="small" column={1} items={[
            { key: 'id', label: 'webhook-id', children: <Typography.Text copyable>{shown.id}</Typography.Text> },
            { key: 'created', label: 'Created', children: formatDateTime(shown.createdAt) },
            ...(shown.nextAttemptAt ? [{ key: 'next', label: 'Next try', children: formatDateTime(shown.nextAttemptAt) }] : []),
          ]} />
          <Typography.Title level={5}>Tries</Typography.Title>
          <List
            size="small"
            locale={{ emptyText: `${answerOf(shown)}.` }}
            dataSource={shown.attempts}
            renderItem={(a) => (
              <List.Item>
                <Flex vertical>
                  <Typography.Text>
                    {formatDateTime(a.at)}: {a.statusCode ?? 'no answer'} ({a.durationMs} ms)
                  </Typography.Text>
                  {a.error && <Typography.Text type="danger">{a.error}</Typography.Text>}
                  {a.response && <Typography.Text type="secondary" className={styles.url}>{a.response}</Typography.Text>}
                </Flex>
              </List.Item>
            )}
          />
          <Typography.Title level={5}>Body</Typography.Title>
          <pre className={styles.body}>{JSON.stringify(JSON.parse(shown.body), null, 2)}</pre>
        </Modal>
      )}
    </Drawer>
  );
}
