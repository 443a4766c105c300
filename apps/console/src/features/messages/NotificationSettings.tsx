import { App, Button, Space, Switch, Table, Typography } from 'antd';
import { NOTIFICATION_TEXTS, type TopicChoice } from '@timekeep/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import { messageOf } from '../../api/http';
import { usePreferences, usePushDevice, useSavePreferences } from './api';
import { currentSubscription, pushSupport, subscribeThisDevice } from './this-device';

type Channel = 'app' | 'email' | 'push';
const CHANNELS: Array<{ key: Channel; title: string }> = [
  { key: 'app', title: 'In the app' },
  { key: 'email', title: 'Email' },
  { key: 'push', title: 'Push' },
];

/**
 * The Notifications tab of the profile (ADR 0070): how the signed-in person is told of each kind of
 * news they can receive, and push on this device. Each switch saves at once.
 */
export function NotificationSettings() {
  const { message } = App.useApp();
  const preferences = usePreferences();
  const save = useSavePreferences();
  const topics = preferences.data?.topics ?? [];

  const change = (choice: TopicChoice, channel: Channel, on: boolean) =>
    save.mutate([{ topic: choice.topic, app: choice.app, email: choice.email, push: choice.push, [channel]: on }], {
      onSuccess: () => void message.success('Saved.'),
      onError: (error) => void message.error(messageOf(error)),
    });

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <ThisDevice />
      <Table<TopicChoice & { label: string }>
        size="small"
        rowKey="topic"
        loading={preferences.isLoading}
        pagination={false}
        dataSource={topics}
        columns={[
          { title: 'Notification', dataIndex: 'label' },
          ...CHANNELS.map(({ key, title }) => ({
            title,
            key,
            width: 96,
            align: 'center' as const,
            render: (_: unknown, choice: TopicChoice & { label: string }) => (
              <Switch size="small" checked={choice[key]} aria-label={`${choice.label}: ${title}`} loading={save.isPending} onChange={(on) => change(choice, key, on)} />
            ),
          })),
        ]}
      />
    </Space>
  );
}

/** Push on this browser: what it can do, and turning it on or off here. */
function ThisDevice() {
  const { message } = App.useApp();
  const push = usePreferences().data?.push;
  const device = usePushDevice();
  const [endpoint, setEndpoint] = useState<string | null | undefined>(undefined);
  const support = pushSupport();

  useEffect(() => {
    void currentSubscription()
      .then((s) => setEndpoint(s?.endpoint ?? null))
      .catch(() => setEndpoint(null));
  }, []);

  const turnOn = async () => {
    try {
      const subscription = await subscribeThisDevice(push?.publicKey ?? '');
      if (subscription === 'denied') {
        void message.error('Notifications are blocked for this site: allow them in the browser’s settings.');
        return;
      }
      await device.add.mutateAsync(subscription);
      setEndpoint(subscription.endpoint ?? null);
      void message.success('Push notifications are on for this device.');
    } catch (error) {
      void message.error(messageOf(error, 'This browser could not subscribe to push notifications.'));
    }
  };
  const turnOff = async () => {
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await device.remove.mutateAsync(subscription.endpoint);
        await subscription.unsubscribe();
      }
      setEndpoint(null);
      void message.success('Push notifications are off for this device.');
    } catch (error) {
      void message.error(messageOf(error));
    }
  };

  const devices = push?.devices ?? 0;
  const count = devices ? ` ${devices === 1 ? 'One device receives' : `${devices} devices receive`} your push notifications.` : '';
  let line: string;
  let action: ReactNode = null;
  if (!push) line = '';
  else if (!push.available) line = NOTIFICATION_TEXTS.pushUnavailable;
  else if (support === 'unsupported') line = `This browser cannot receive push notifications.${count}`;
  else if (support === 'denied') line = `Notifications are blocked for this site in the browser’s settings.${count}`;
  else if (endpoint) {
    line = `Push notifications are on for this device.${count}`;
    action = (
      <Button onClick={() => void turnOff()} loading={device.remove.isPending}>
        Turn off on this device
      </Button>
    );
  } else {
    line = `Turn push on to be told on this device even when Timekeep is closed.${count}`;
    action = (
      <Button type="primary" onClick={() => void turnOn()} loading={device.add.isPending} disabled={endpoint === undefined}>
        Turn on on this device
      </Button>
    );
  }
  return (
    <section aria-label="This device">
      <Typography.Title level={5}>This device</Typography.Title>
      <Space wrap>
        <Typography.Text>{line}</Typography.Text>
        {action}
      </Space>
    </section>
  );
}
