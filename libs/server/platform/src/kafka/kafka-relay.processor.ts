import type { Processor, RecordedEvent } from '@timekeep/event-store';
import type { OrmTx } from '../database/orm-transactions';
import { redactSecrets } from '../events/redact-secrets';
import type { EventPublisher, RelayMessage } from './event-publisher';

export function toRelayMessage(event: RecordedEvent): RelayMessage {
  return {
    key: event.streamId,
    value: JSON.stringify({
      id: event.eventId,
      type: event.type,
      schemaVersion: event.v,
      streamId: event.streamId,
      streamType: event.streamType,
      streamPosition: event.streamPosition,
      companyId: event.companyId,
      data: redactSecrets(event.data),
      metadata: event.metadata,
      recordedAt: event.recordedAt.toISOString(),
    }),
    headers: {
      'event-id': event.eventId,
      'event-type': event.type,
      'schema-version': String(event.v),
      'company-id': event.companyId,
    },
  };
}

/**
 * Publishes every event, keyed by stream so that one stream's events stay in order on one
 * partition. At-least-once: the checkpoint moves only after Kafka acknowledged the batch, so a
 * crash between the two publishes the batch again; consumers deduplicate by the event-id header.
 */
export class KafkaRelayProcessor implements Processor<OrmTx> {
  readonly name = 'kafka-relay';
  readonly version = 1;

  constructor(
    private readonly publisher: EventPublisher,
    private readonly topic: string,
  ) {}

  async handle(events: readonly RecordedEvent[]): Promise<void> {
    if (events.length) await this.publisher.publish(this.topic, events.map(toRelayMessage));
  }
}
