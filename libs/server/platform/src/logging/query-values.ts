/**
 * Where a database error carries the values of the query that failed: TypeORM's `parameters`,
 * and Postgres' `detail` ('Failing row contains (...)', 'Key (...)=(...)'), `where` and
 * `internalQuery`. The values are a row being written: a password hash, a token's hash, a secret.
 */
const QUERY_VALUES = new Set(['parameters', 'detail', 'where', 'internalQuery']);

/** A logged error without the values of its query, at any depth (TypeORM nests the driver's error). */
export function withoutQueryValues(logged: unknown): unknown {
  if (Array.isArray(logged)) return logged.map(withoutQueryValues);
  if (logged === null || typeof logged !== 'object') return logged;
  return Object.fromEntries(Object.entries(logged).flatMap(([key, value]) => (QUERY_VALUES.has(key) ? [] : [[key, withoutQueryValues(value)]])));
}
