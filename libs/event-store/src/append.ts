import { randomUUID } from 'node:crypto';
import { ConcurrencyError } from './errors';
import { EventRow, toRecordedEvent } from './rows';
import type { SqlClient } from './sql-client';
import type { AppendRequest, AppendResult, EventMetadata, ExpectedVersion } from './types';

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

export async function appendToStream(sql: SqlClient, request: AppendRequest): Promise<AppendResult> {
  const { companyId, streamId, streamType, expected, events } = request;
  if (events.length === 0) throw new Error('An append needs at least one event');
  if (typeof expected === 'number' && (!Number.isInteger(expected) || expected < 0)) {
    throw new Error(`Expected version must be a non-negative integer, got ${expected}`);
  }
  const metadata: EventMetadata[] = events.map(() => ({ ...request.metadata, eventId: randomUUID(), companyId }));
  const params: unknown[] = [
    streamId,
    streamType,
    companyId,
    events.length,
    metadata.map((m) => m.eventId),
    events.map((e) => e.type),
    events.map((e) => e.v),
    events.map((e) => JSON.stringify(e.data)),
    metadata.map((m) => JSON.stringify(m)),
  ];
  if (typeof expected === 'number' && expected > 0) params.push(expected);

  const text = `
    WITH claimed AS (${claimStream(expected)}),
    inserted AS (
      INSERT INTO events (event_id, stream_id, stream_position, company_id, type, schema_version, data, metadata)
      SELECT u.event_id, $1, claimed.version - $4 + u.ord::int, $3, u.type, u.v, u.data, u.metadata
      FROM claimed,
           unnest($5::uuid[], $6::text[], $7::int[], $8::jsonb[], $9::jsonb[])
             WITH ORDINALITY AS u(event_id, type, v, data, metadata, ord)
      RETURNING global_position, transaction_id::text AS transaction_id, event_id, stream_id, stream_position,
                company_id, type, schema_version, data, metadata, recorded_at
    )
    SELECT inserted.*, $2::text AS stream_type FROM inserted ORDER BY stream_position`;

  let rows: EventRow[];
  try {
    rows = (await sql.query<EventRow>(text, params)).rows;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConcurrencyError(streamId, expected, await currentVersion(sql, streamId, companyId));
    throw error;
  }
  if (rows.length === 0) {
    throw new ConcurrencyError(streamId, expected, await currentVersion(sql, streamId, companyId));
  }
  const recorded = rows.map((row) => toRecordedEvent(row));
  return { streamId, version: recorded[recorded.length - 1].streamPosition, events: recorded };
}

/** Version as seen by this company: another company's stream of the same id reads as absent. */
async function currentVersion(sql: SqlClient, streamId: string, companyId: string): Promise<number | null> {
  const { rows } = await sql.query<{ version: number }>(
    'SELECT version FROM streams WHERE stream_id = $1 AND company_id = $2',
    [streamId, companyId],
  );
  return rows[0]?.version ?? null;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}
