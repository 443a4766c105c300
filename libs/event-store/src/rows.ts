import type { EventMetadata, RecordedEvent } from './types';
import type { UpcasterRegistry } from './upcasting';

export interface EventRow {
  global_position: string;
  transaction_id: string;
  event_id: string;
  stream_id: string;
  stream_type: string;
  stream_position: number;
  company_id: string;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date;
}

export const EVENT_COLUMNS = `e.global_position, e.transaction_id::text AS transaction_id, e.event_id, e.stream_id,
  s.stream_type, e.stream_position, e.company_id, e.type, e.schema_version, e.data, e.metadata, e.recorded_at`;

export function toRecordedEvent(row: EventRow, upcasters?: UpcasterRegistry): RecordedEvent {
  const { v, data } = upcasters
    ? upcasters.upcast(row.type, row.schema_version, row.data)
    : { v: row.schema_version, data: row.data };
  return {
    eventId: row.event_id,
    streamId: row.stream_id,
    streamType: row.stream_type,
    streamPosition: row.stream_position,
    companyId: row.company_id,
    type: row.type,
    v,
    data,
    metadata: row.metadata,
    recordedAt: row.recorded_at,
    position: { transactionId: row.transaction_id, globalPosition: row.global_position },
  };
}
