import type { ListQuery } from '@timekeep/contracts';

type Params = Record<string, string | number | null | undefined>;

/** A path with its query string: the parameters that hold a value, none when none does (no bare '?'). */
export function withQuery(path: string, params: Params): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** A list path with the table's paging, sorting and search as query parameters. */
export const listPath = (path: string, query: ListQuery, extra: Record<string, string | undefined> = {}): string => withQuery(path, { ...query, ...extra });
