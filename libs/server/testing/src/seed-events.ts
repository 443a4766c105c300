import type { Pool } from 'pg';

/** Writes `count` events straight into the store's tables, fast: load for rebuild tests. */
export async function seedEvents(pool: Pool, companyId: string, count: number, perStream = 50): Promise<void> {
  const streams = Math.ceil(count / perStream);
  await pool.query(
    `INSERT INTO streams (stream_id, stream_type, company_id, version)
     SELECT 'load-' || s, 'load', $1, $3 FROM generate_series(1, $2) AS s`,
    [companyId, streams, perStream],
  );
  await pool.query(
    `INSERT INTO events (event_id, stream_id, stream_position, company_id, type, schema_version, data, metadata)
     SELECT gen_random_uuid(), 'load-' || ((i - 1) / $3 + 1), (i - 1) % $3 + 1, $1::uuid, 'test.loaded', 1,
            jsonb_build_object('i', i),
            jsonb_build_object('eventId', gen_random_uuid(), 'companyId', $1::text, 'actor', jsonb_build_object('kind', 'system', 'id', 'seed'),
                               'source', 'system', 'correlationId', 'load', 'causationId', null, 'occurredAt', '2026-11-22T00:00:00Z')
     FROM generate_series(1, $2) AS i`,
    [companyId, count, perStream],
  );
}
