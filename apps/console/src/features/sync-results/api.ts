import { type ListQuery, SYNC_STATUSES, SYNC_TYPES, syncResultPageSchema, type SyncStatus } from '@timekeep/contracts';
import { request } from '../../api/http';
import { listPath } from '../../api/list';

/** The Sync Results list's filter (document 3 §2): a date range, types and statuses; kept in the query string. */
export interface SyncFilter {
  startDate?: string;
  endDate?: string;
  types: string[];
  statuses: SyncStatus[];
}

export const keys = {
  all: ['sync-results'] as const,
  list: (filter: SyncFilter) => ['sync-results', 'list', filter] as const,
};

/** GET /api/sync-results: the spec's client sends the lists as types[] and statuses[]. */
export function syncResultsPath(query: ListQuery, filter: SyncFilter): string {
  const path = new URL(listPath('/api/sync-results', query, { startDate: filter.startDate, endDate: filter.endDate }), 'http://x');
  for (const type of filter.types) path.searchParams.append('types[]', type);
  for (const status of filter.statuses) path.searchParams.append('statuses[]', status);
  return `${path.pathname}${path.search}`;
}

export const syncResultList = (filter: SyncFilter) => ({
  queryKey: keys.list(filter),
  fetchPage: (q: ListQuery) => request(syncResultPageSchema, syncResultsPath(q, filter)),
});

export function filterOf(params: URLSearchParams): SyncFilter {
  return {
    startDate: params.get('startDate') ?? undefined,
    endDate: params.get('endDate') ?? undefined,
    types: params.getAll('types').filter((t) => (SYNC_TYPES as string[]).includes(t)),
    statuses: params.getAll('statuses').filter((s): s is SyncStatus => (SYNC_STATUSES as string[]).includes(s)),
  };
}

export function paramsOf(filter: SyncFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.startDate) params.set('startDate', filter.startDate);
  if (filter.endDate) params.set('endDate', filter.endDate);
  for (const type of filter.types) params.append('types', type);
  for (const status of filter.statuses) params.append('statuses', status);
  return params;
}
