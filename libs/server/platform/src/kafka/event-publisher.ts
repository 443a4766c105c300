/** A message as the relay hands it to Kafka. */
export interface RelayMessage {
  key: string;
  value: string;
  headers: Record<string, string>;
}

/** The relay's only dependency on Kafka; tests give it a recording fake. */
export interface EventPublisher {
  publish(topic: string, messages: RelayMessage[]): Promise<void>;
  close(): Promise<void>;
}
