import { type InboxTask, MESSAGE_LINKS } from '@timekeep/contracts';

/**
 * The time card exceptions that wait for the reader's review (the exceptions list's own count: the
 * current pay period, in their reach): one line while there are any, none once they are reviewed.
 */
export function exceptionsTask(count: number): InboxTask | null {
  if (count <= 0) return null;
  return { kind: 'exceptions', count, title: `${count} time card ${count === 1 ? 'exception waits' : 'exceptions wait'} for review`, link: MESSAGE_LINKS.exceptionList };
}
