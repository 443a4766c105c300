import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Popover, Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../shared/paths';
import { IconButton } from '../../ui/IconButton';
import { keys, useInboxSummary, useMarkRead } from './api';
import styles from './messages.module.css';
import { onPushWhileOpen } from './this-device';

const BellList = lazy(() => import('./BellList').then((m) => ({ default: m.BellList })));

/**
 * The header's messages button (document 1 §2 "Shell"): the unread count on the bell, and in its
 * popover the work that waits, the newest messages, Mark all as read and the way to all of them.
 * Asked again every minute, whenever the window regains focus, and when a push arrives (ADR 0070).
 */
export function MessagesBell() {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  useEffect(() => onPushWhileOpen(() => void queryClient.invalidateQueries({ queryKey: keys.all })), [queryClient]);
  const summary = useInboxSummary().data;
  const mark = useMarkRead();
  const unread = summary?.unread ?? 0;
  const close = () => setOpen(false);
  const empty = summary && !summary.tasks.length && !summary.latest.length;
  const content = (
    <div className={styles.popover}>
      {empty ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No new messages" />
      ) : (
        <section aria-label="Newest messages" className={styles.popoverList}>
          <Suspense fallback={<Spin />}>
            <BellList items={[...(summary?.tasks ?? []), ...(summary?.latest ?? [])]} loading={!summary} onOpened={close} />
          </Suspense>
        </section>
      )}
      <div className={styles.popoverFoot}>
        <Link to={ROUTES.messages} onClick={close}>
          View all messages
        </Link>
      </div>
    </div>
  );
  const title = (
    <div className={styles.popoverHead}>
      <strong>Messages</strong>
      {unread > 0 && (
        <Button size="small" type="link" loading={mark.isPending} onClick={() => mark.mutate('all')}>
          Mark all as read
        </Button>
      )}
    </div>
  );
  return (
    // Centred under the bell and shifted into the window: a phone's header has the bell mid-way, not at its edge.
    <Popover trigger="click" placement="bottom" open={open} onOpenChange={setOpen} title={title} content={content}>
      <Badge count={unread} overflowCount={99} size="small">
        <IconButton type="text" shape="circle" icon={<BellOutlined />} label={unread ? `Messages, ${unread} unread` : 'Messages'} />
      </Badge>
    </Popover>
  );
}
