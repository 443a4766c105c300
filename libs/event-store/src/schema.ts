/**
 * DDL of the event store. Applied by a migration of the server platform, kept here so that the
 * store's SQL and its schema change together.
 */
export const EVENT_STORE_SCHEMA_UP = `
CREATE TABLE streams (
  stream_id   text PRIMARY KEY,
  stream_type text NOT NULL,
  company_id  uuid NOT NULL,
  version     integer NOT NULL CHECK (version > 0),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX streams_company_type ON streams (company_id, stream_type);

CREATE TABLE events (
  global_position bigserial PRIMARY KEY,
  transaction_id  xid8 NOT NULL DEFAULT pg_current_xact_id(),
  event_id        uuid NOT NULL UNIQUE,
  stream_id       text NOT NULL REFERENCES streams (stream_id),
  stream_position integer NOT NULL,
  company_id      uuid NOT NULL,
  type            text NOT NULL,
  schema_version  integer NOT NULL,
  data            jsonb NOT NULL,
  metadata        jsonb NOT NULL,
  recorded_at     timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT events_stream_position UNIQUE (stream_id, stream_position)
);
CREATE INDEX events_commit_order ON events (transaction_id, global_position);
CREATE INDEX events_company_type ON events (company_id, type);

CREATE TABLE processor_checkpoints (
  name               text PRIMARY KEY,
  transaction_id     xid8 NOT NULL DEFAULT '0',
  global_position    bigint NOT NULL DEFAULT 0,
  processor_version  integer NOT NULL DEFAULT 0,
  owner              text,
  heartbeat_at       timestamptz,
  updated_at         timestamptz NOT NULL DEFAULT now()
);
`;

export const EVENT_STORE_SCHEMA_DOWN = `
DROP TABLE processor_checkpoints;
DROP TABLE events;
DROP TABLE streams;
`;

/**
 * The foreign key from events to streams cost a trigger call per event (a third of a 100-event
 * append's server time). The append statement claims the stream row before inserting from it,
 * and is the only writer of events, so the key guarded nothing the statement does not.
 */
export const EVENT_STORE_DROP_STREAM_FK_UP = `ALTER TABLE events DROP CONSTRAINT IF EXISTS events_stream_id_fkey`;
export const EVENT_STORE_DROP_STREAM_FK_DOWN = `ALTER TABLE events ADD CONSTRAINT events_stream_id_fkey FOREIGN KEY (stream_id) REFERENCES streams (stream_id)`;
