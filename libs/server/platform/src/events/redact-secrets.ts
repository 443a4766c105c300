/** Fields that hold credentials (hashes included). No event carries one (ADR 0050); this is the second line, should one slip in. */
const SECRET_FIELDS = new Set(['passwordHash', 'pinHash', 'password', 'secret', 'token', 'tokenHash']);

/** A copy of an event's data fit for the audit trail and for Kafka consumers. */
export function redactSecrets(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(redactSecrets);
  if (data === null || typeof data !== 'object') return data;
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, SECRET_FIELDS.has(key) ? '[redacted]' : redactSecrets(value)]));
}
