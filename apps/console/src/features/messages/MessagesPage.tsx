import { DEFAULT_PAGE_SIZE, type ListQuery, PAGE_SIZES } from '@timekeep/contracts';
import { App, Button, Card, Empty, Grid, List, Segmented } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../api/http';
import { totalText } from '../../ui/DataTable';
import { PageTitle } from '../../ui/PageTitle';
import { useInboxPage, useInboxSummary, useMarkRead } from './api';
import { MessageItem, TaskItem } from './MessageItem';
import styles from './messages.module.css';

type Shown = 'all' | 'unread';

/**
 * /messages/view (document 1's route list): every message of the signed-in person, newest first,
 * paged on the server; All or Unread; Mark all as read; the work that waits above them.
 */
export function MessagesPage() {
  const { message } = App.useApp();
  // On a phone a message's Mark as read goes below it rather than squeezing it into a column.
  const wide = Grid.useBreakpoint().sm ?? true;
  const [shown, setShown] = useState<Shown>('all');
  const [query, setQuery] = useState<ListQuery>({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const page = useInboxPage(query, shown === 'unread');
  const summary = useInboxSummary().data;
  const mark = useMarkRead();
  const unread = summary?.unread ?? 0;
  const markAll = () => mark.mutate('all', { onError: (error) => message.error(messageOf(error)) });
  const items = page.data?.items ?? [];
  const total = page.data?.total ?? 0;

  return (
    <Card>
      <PageTitle>Messages</PageTitle>
      <div className={styles.toolbar}>
        <Segmented<Shown>
          aria-label="Show"
          value={shown}
          onChange={(next) => {
            setShown(next);
            setQuery({ ...query, page: 1 });
          }}
          options={[
            { value: 'all', label: 'All' },
            { value: 'unread', label: unread ? `Unread (${unread})` : 'Unread' },
          ]}
        />
        <Button onClick={markAll} disabled={!unread} loading={mark.isPending}>
          Mark all as read
        </Button>
      </div>
      {!!summary?.tasks.length && (
        <section aria-label="Waiting for you" className={styles.tasks}>
          {/* From dataSource, antd puts the items in a <ul>; as children they are <li> in a div (axe: listitem). */}
          <List bordered dataSource={summary.tasks} rowKey={(task) => task.kind} renderItem={(task) => <TaskItem task={task} />} />
        </section>
      )}
      <section aria-label="Messages">
        <List
          itemLayout={wide ? 'horizontal' : 'vertical'}
          loading={page.isLoading}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={shown === 'unread' ? 'No unread messages' : 'No messages yet'} /> }}
          dataSource={items}
          rowKey={(m) => m.id}
          renderItem={(m) => <MessageItem message={m} />}
          pagination={
            total > 0 && {
              current: query.page,
              pageSize: query.pageSize,
              total,
              showSizeChanger: true,
              pageSizeOptions: PAGE_SIZES.map(String),
              size: 'small',
              align: 'end',
              showTotal: (all, [from, to]) => totalText(from, to, all),
              onChange: (pageNumber, pageSize) => setQuery({ ...query, page: pageSize === query.pageSize ? pageNumber : 1, pageSize }),
            }
          }
        />
      </section>
    </Card>
  );
}
