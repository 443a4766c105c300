/**
 * Where an error carries the data it failed on. A database error: TypeORM's `parameters`, and
 * Postgres' `detail` ('Failing row contains (...)', 'Key (...)=(...)'), `where` and
 * `internalQuery`: a row being written, with a password hash, a token's hash, a secret. A request
 * body the server could not read (body-parser's `body`, `rawBody`): a sign-in form, password and all.
 */
const CARRIED_VALUES = new Set(['parameters', 'detail', 'where', 'internalQuery', 'body', 'rawBody']);

/** A logged error without the data it carries, at any depth (TypeORM nests the driver's error). */
export function withoutCarriedValues(logged: unknown): unknown {
  if (Array.isArray(logged)) return logged.map(withoutCarriedValues);
  if (logged === null || typeof logged !== 'object') return logged;
  return Object.fromEntries(Object.entries(logged).flatMap(([key, value]) => (CARRIED_VALUES.has(key) ? [] : [[key, withoutCarriedValues(value)]])));
}
