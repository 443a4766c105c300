import { useQueryClient } from '@tanstack/react-query';
import { CALENDAR_FEED_TEXTS } from '@timekeep/contracts';
import { Alert, App, Button, Flex, Modal, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { issueCalendarFeed, keys, revokeCalendarFeed, useCalendarFeed } from './api';

/**
 * Her calendar address (ours: docs/decisions/0076-calendar-feed.md): her published shifts and
 * approved leave in her own calendar app. The address is shown once, when made; making a new one
 * or turning it off stops the old one.
 */
export function CalendarFeedModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <FeedDialog onClose={onClose} /> : null;
}

function FeedDialog({ onClose }: { onClose: () => void }) {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const feed = useCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const active = !!feed.data?.active;

  async function make() {
    setBusy(true);
    try {
      setUrl((await issueCalendarFeed()).url);
      await queryClient.invalidateQueries({ queryKey: keys.calendarFeed });
    } catch (error) {
      message.error(messageOf(error, 'Your calendar address was not made.'));
    } finally {
      setBusy(false);
    }
  }

  function turnOff() {
    modal.confirm({
      title: 'Turn off your calendar address?',
      content: 'Calendars subscribed to it stop showing your shifts.',
      okText: 'Turn off',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          message.success((await revokeCalendarFeed()).message);
          setUrl(null);
          await queryClient.invalidateQueries({ queryKey: keys.calendarFeed });
        } catch (error) {
          message.error(messageOf(error, 'Your calendar address was not turned off.'));
        }
      },
    });
  }

  const webcal = url?.replace(/^https?:/, 'webcal:');
  return (
    <Modal open title="My calendar" width={560} onCancel={onClose} footer={<Button onClick={onClose}>Close</Button>}>
      <Typography.Paragraph>
        Your published shifts and approved leave in Google Calendar, Apple Calendar or Outlook, kept up to date. The address is private: whoever has it sees your shifts.
      </Typography.Paragraph>
      {feed.error && <Alert type="error" showIcon message={messageOf(feed.error)} />}
      {url && webcal ? (
        <>
          <Alert type="success" showIcon message={CALENDAR_FEED_TEXTS.issued} />
          <Typography.Paragraph code copyable={{ text: url, tooltips: ['Copy the address', 'Copied'] }} aria-label="Calendar address" style={{ marginTop: 12, wordBreak: 'break-all' }}>
            {url}
          </Typography.Paragraph>
          <Flex gap={8} wrap>
            <Button href={webcal}>Open in my calendar app</Button>
            <Button href={`https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`} target="_blank" rel="noreferrer">
              Add to Google Calendar
            </Button>
          </Flex>
        </>
      ) : (
        feed.data && (
          <Typography.Paragraph type="secondary">
            {active ? `You made your calendar address on ${dayjs(feed.data.issuedAt).format('D MMM YYYY')}. It is shown only when made: make a new one to see it again (the old one stops working).` : 'You have no calendar address yet.'}
          </Typography.Paragraph>
        )
      )}
      <Flex gap={8} wrap style={{ marginTop: 16 }}>
        <Button type="primary" loading={busy} disabled={!feed.data} onClick={() => void make()}>
          {active || url ? 'Make a new address' : 'Make my calendar address'}
        </Button>
        {active && (
          <Button danger onClick={turnOff}>
            Turn off
          </Button>
        )}
      </Flex>
    </Modal>
  );
}
