import { CompressionTypes, Kafka, Producer } from 'kafkajs';
import type { EventPublisher, RelayMessage } from './event-publisher';

export class KafkaJsPublisher implements EventPublisher {
  private readonly producer: Producer;
  private connected: Promise<void> | null = null;

  constructor(brokers: string[], clientId: string) {
    const kafka = new Kafka({ clientId, brokers });
    // Idempotent producer: broker-side retries do not write duplicates within a session.
    this.producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
  }

  async publish(topic: string, messages: RelayMessage[]): Promise<void> {
    this.connected ??= this.producer.connect();
    await this.connected;
    await this.producer.send({ topic, acks: -1, compression: CompressionTypes.GZIP, messages });
  }

  async close(): Promise<void> {
    if (this.connected) await this.producer.disconnect();
  }
}
