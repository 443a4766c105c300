import { CalendarOutlined, CheckCircleOutlined, CloseCircleOutlined, DisconnectOutlined, ExclamationCircleOutlined, ScheduleOutlined, SwapOutlined, UsergroupAddOutlined, WarningOutlined } from '@ant-design/icons';
import type { InboxMessage, InboxTask, MessageKind } from '@timekeep/contracts';
import { Badge, Button, List, theme, Typography } from 'antd';
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFormats } from '../../ui/formats';
import { useMarkRead } from './api';
import styles from './messages.module.css';

const ICONS: Record<MessageKind, ReactNode> = {
  'leave-requested': <CalendarOutlined className={styles.iconLeave} />,
  'leave-decided': <CalendarOutlined className={styles.iconLeave} />,
  'job-finished': <CheckCircleOutlined className={styles.iconDone} />,
  'job-failed': <CloseCircleOutlined className={styles.iconFailed} />,
  'sync-failed': <WarningOutlined className={styles.iconFailed} />,
  'roster-published': <ScheduleOutlined className={styles.iconLeave} />,
  'open-shift': <UsergroupAddOutlined className={styles.iconLeave} />,
  'shift-trade': <SwapOutlined className={styles.iconLeave} />,
  'roster-request': <SwapOutlined className={styles.iconLeave} />,
  'webhook-disabled': <DisconnectOutlined className={styles.iconFailed} />,
};

/**
 * A link inside the console: a real link (open in a new tab works), followed by the router. `before`
 * runs first (marking the message read, closing the bell's popover).
 */
function ConsoleLink({ to, before, children }: { to: string; before: () => void; children: ReactNode }) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return before();
    event.preventDefault();
    before();
    navigate(to);
  };
  return (
    <Typography.Link href={to} onClick={follow}>
      {children}
    </Typography.Link>
  );
}

/**
 * One message: its dot while unread, what it says, when. Its title opens what it links to (its
 * leave, the screen a run was started from, the Sync Results' errors) and marks it read.
 */
export function MessageItem({ message, compact = false, onOpened }: { message: InboxMessage; compact?: boolean; onOpened?: () => void }) {
  const { formatDateTime } = useFormats();
  const { token } = theme.useToken();
  const mark = useMarkRead();
  const read = () => {
    if (!message.read) mark.mutate([message.id]);
    onOpened?.();
  };
  const title = message.link ? (
    <ConsoleLink to={message.link} before={read}>
      {message.title}
    </ConsoleLink>
  ) : (
    message.title
  );
  const markOne = !message.read && !compact && (
    <Button key="read" size="small" type="link" loading={mark.isPending} onClick={() => mark.mutate([message.id])} aria-label={`Mark as read: ${message.title}`}>
      Mark as read
    </Button>
  );
  return (
    <List.Item className={message.read ? styles.item : `${styles.item} ${styles.unread}`} actions={markOne ? [markOne] : undefined} aria-label={message.read ? message.title : `Unread: ${message.title}`}>
      <List.Item.Meta
        avatar={<span className={styles.icon}>{ICONS[message.kind]}</span>}
        title={
          <span className={styles.title}>
            {!message.read && <Badge color={token.colorPrimary} className={styles.dot} />}
            {title}
          </span>
        }
        description={
          <>
            {message.body && (
              <Typography.Paragraph type="secondary" className={styles.body} ellipsis={{ rows: compact ? 2 : 3, tooltip: compact ? undefined : message.body }}>
                {message.body}
              </Typography.Paragraph>
            )}
            <Typography.Text type="secondary" className={styles.time}>
              {formatDateTime(message.createdAt)}
            </Typography.Text>
          </>
        }
      />
    </List.Item>
  );
}

/** Work that waits (the time card exceptions to review): a line that goes away once the work is done, not once read. */
export function TaskItem({ task, onOpened }: { task: InboxTask; onOpened?: () => void }) {
  return (
    <List.Item className={`${styles.item} ${styles.task}`}>
      <List.Item.Meta
        avatar={
          <span className={styles.icon}>
            <ExclamationCircleOutlined className={styles.iconTask} />
          </span>
        }
        title={
          <ConsoleLink to={task.link} before={() => onOpened?.()}>
            {task.title}
          </ConsoleLink>
        }
      />
    </List.Item>
  );
}
