import type { ListQuery } from '@timekeep/contracts';

/** A list path with the table's paging, sorting and search as query parameters. */
export function listPath(path: string, query: ListQuery, extra: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, ...extra })) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return `${path}?${params.toString()}`;
}
