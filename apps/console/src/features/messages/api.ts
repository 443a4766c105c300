import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { inboxPageSchema, inboxSummarySchema, type ListQuery, markMessagesReplySchema } from '@timekeep/contracts';
import { request } from '../../api/http';
import { listPath } from '../../api/list';

/** The message centre (ADR 0063): the signed-in person's own inbox. */
export const keys = {
  all: ['messages'] as const,
  summary: ['messages', 'summary'] as const,
  page: (query: ListQuery, unread: boolean) => ['messages', 'page', query, unread] as const,
};

/** How often the bell asks again while the console is open (and at once when the window regains focus). */
export const BELL_REFRESH_MS = 60_000;

/** GET /api/messages/summary: the unread count, the newest few, and the work that waits. */
export const useInboxSummary = () =>
  useQuery({ queryKey: keys.summary, queryFn: () => request(inboxSummarySchema, '/api/messages/summary'), refetchInterval: BELL_REFRESH_MS, refetchOnWindowFocus: true });

/** GET /api/messages: a page of messages, newest first; only the unread ones when asked. */
export const useInboxPage = (query: ListQuery, unread: boolean) =>
  useQuery({
    queryKey: keys.page(query, unread),
    queryFn: () => request(inboxPageSchema, listPath('/api/messages', query, { unread: unread ? 'true' : undefined })),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });

/** Marks the named messages read ('all': every unread one); the bell and the page ask again. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[] | 'all') =>
      ids === 'all'
        ? request(markMessagesReplySchema, '/api/messages/read-all', { method: 'POST', body: {} })
        : request(markMessagesReplySchema, '/api/messages/read', { method: 'POST', body: { ids } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
