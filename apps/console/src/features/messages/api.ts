import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { inboxPageSchema, inboxSummarySchema, type ListQuery, markMessagesReplySchema, messageReplySchema, notificationPreferencesSchema, type TopicChoice } from '@timekeep/contracts';
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

/** How the signed-in person is told (ADR 0070): their choices per kind of news, and push on this server. */
export const preferenceKeys = { all: ['notification-preferences'] as const };

export const usePreferences = () => useQuery({ queryKey: preferenceKeys.all, queryFn: () => request(notificationPreferencesSchema, '/api/notifications/preferences') });

/** Saves the changed kinds of news; the screen reads them again. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (topics: TopicChoice[]) => request(messageReplySchema, '/api/notifications/preferences', { method: 'POST', body: { topics } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: preferenceKeys.all }),
  });
}

/** This browser starts (a subscription) or stops (its endpoint) receiving push. */
export function usePushDevice() {
  const queryClient = useQueryClient();
  const settled = () => queryClient.invalidateQueries({ queryKey: preferenceKeys.all });
  return {
    add: useMutation({ mutationFn: (subscription: PushSubscriptionJSON) => request(messageReplySchema, '/api/notifications/push-subscriptions', { method: 'POST', body: subscription }), onSettled: settled }),
    remove: useMutation({ mutationFn: (endpoint: string) => request(messageReplySchema, '/api/notifications/push-subscriptions/remove', { method: 'POST', body: { endpoint } }), onSettled: settled }),
  };
}
