import { randomUUID } from 'node:crypto';
import { ConcurrencyError } from './errors';
import type { SqlClient } from './sql-client';
import type { AppendRequest, AppendResult, EventMetadata, ExpectedVersion, RecordedEvent } from './types';

/**
 * The stream row is claimed first (insert or conditional update); the events are inserted only
 * from the rows that claim returned. A losing append therefore inserts nothing and burns no
 * sequence value, and the whole append is one statement: one round trip.
 */
function claimStream(expected: ExpectedVersion): string {
  if (expected === 'no_stream' || expected === 0) {
    return `INSERT INTO streams (stream_id, stream_type, company_id, version) VALUES ($1, $2, $3, $4)
            ON CONFLICT (stream_id) DO NOTHING RETURNING version`;
  }
  if (expected === 'any') {
    return `INSERT INTO streams (stream_id, stream_type, company_id, version) VALUES ($1, $2, $3, $4)
            ON CONFLICT (stream_id) DO UPDATE SET version = streams.version + EXCLUDED.version
            WHERE streams.company_id = EXCLUDED.company_id AND streams.stream_type = EXCLUDED.stream_type
            RETURNING version`;
  }
  const versionCheck = expected === 'exists' ? '' : 'AND version = $10';
  return `UPDATE streams SET version = version + $4
          WHERE stream_id = $1 AND stream_type = $2 AND company_id = $3 ${versionCheck} RETURNING version`;
}

/** One prepared statement per shape of claim (the SQL differs only by the expected version's kind). */
function statementName(expected: ExpectedVersion): string {
  if (expected === 'no_stream' || expected === 0) return 'tk_append_new';
  if (typeof expected === 'number') return 'tk_append_at_version';
  return `tk_append_${expected}`;
}

export async function appendToStream(sql: SqlClient, request: AppendRequest): Promise<AppendResult> {
  const { companyId, streamId, streamType, expected, events } = request;
  if (events.length === 0) throw new Error('An append needs at least one event');
  if (typeof expected === 'number' && (!Number.isInteger(expected) || expected < 0)) {
    throw new Error(`Expected version must be a non-negative integer, got ${expected}`);
  }
  const metadata: EventMetadata[] = events.map(() => ({ ...request.metadata, eventId: randomUUID(), companyId }));
  const data = events.map((e) => JSON.stringify(e.data));
  const metadataJson = metadata.map((m) => JSON.stringify(m));
  const params: unknown[] = [
    streamId,
    streamType,
    companyId,
    events.length,
    metadata.map((m) => m.eventId),
    events.map((e) => e.type),
    events.map((e) => e.v),
    data,
    metadataJson,
  ];
  if (typeof expected === 'number' && expected > 0) params.push(expected);

  // Only what the database decides comes back; the payloads are ours already.
  const text = `
    WITH claimed AS (${claimStream(expected)})
    INSERT INTO events (event_id, stream_id, stream_position, company_id, type, schema_version, data, metadata)
    SELECT u.event_id, $1, claimed.version - $4 + u.ord::int, $3, u.type, u.v, u.data, u.metadata
    FROM claimed,
         unnest($5::uuid[], $6::text[], $7::int[], $8::jsonb[], $9::jsonb[])
           WITH ORDINALITY AS u(event_id, type, v, data, metadata, ord)
    RETURNING global_position, transaction_id::text AS transaction_id, stream_position, recorded_at`;

  let rows: Array<{ global_position: string; transaction_id: string; stream_position: number; recorded_at: Date }>;
  try {
    rows = (await sql.query<(typeof rows)[number]>({ name: statementName(expected), text, values: params })).rows;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConcurrencyError(streamId, expected, await currentVersion(sql, streamId, companyId));
    throw error;
  }
  if (rows.length === 0) {
    throw new ConcurrencyError(streamId, expected, await currentVersion(sql, streamId, companyId));
  }
  rows.sort((a, b) => a.stream_position - b.stream_position);
  const recorded: RecordedEvent[] = rows.map((row, i) => ({
    eventId: metadata[i].eventId,
    streamId,
    streamType,
    streamPosition: row.stream_position,
    companyId,
    type: events[i].type,
    v: events[i].v,
    data: events[i].data,
    metadata: metadata[i],
    recordedAt: row.recorded_at,
    position: { transactionId: row.transaction_id, globalPosition: String(row.global_position) },
  }));
  return { streamId, version: recorded[recorded.length - 1].streamPosition, events: recorded };
}

/** Version as seen by this company: another company's stream of the same id reads as absent. */
export async function currentVersion(sql: SqlClient, streamId: string, companyId: string): Promise<number | null> {
  const { rows } = await sql.query<{ version: number }>(
    'SELECT version FROM streams WHERE stream_id = $1 AND company_id = $2',
    [streamId, companyId],
  );
  return rows[0]?.version ?? null;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}
