import { List } from 'antd';
import type { InboxMessage, InboxTask } from '@timekeep/contracts';
import { MessageItem, TaskItem } from './MessageItem';

/**
 * What the bell's popover lists: the work that waits, then the newest messages. Loaded when the bell
 * is first opened, so the list and its items are not in the script every page waits for (issue 31 §4).
 */
export function BellList({ items, loading, onOpened }: { items: Array<InboxTask | InboxMessage>; loading: boolean; onOpened: () => void }) {
  return (
    // From dataSource, antd puts the items in a <ul>; as children they are <li> in a div (axe: listitem).
    <List<InboxTask | InboxMessage>
      size="small"
      loading={loading}
      dataSource={items}
      rowKey={(item) => ('id' in item ? item.id : item.kind)}
      renderItem={(item) => ('id' in item ? <MessageItem message={item} compact onOpened={onOpened} /> : <TaskItem task={item} onOpened={onOpened} />)}
    />
  );
}
