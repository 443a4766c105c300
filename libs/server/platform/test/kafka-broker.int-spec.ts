import { randomUUID } from 'node:crypto';
import { Kafka } from 'kafkajs';
import { KafkaJsPublisher } from '../src';

// Runs only against a real broker (KAFKA_BROKERS=host:port,...); none runs on the CI machine.
const brokers = (process.env.KAFKA_BROKERS ?? '').split(',').filter(Boolean);
const withBroker = brokers.length ? describe : describe.skip;

withBroker('Kafka relay against a live broker', () => {
  it('publishes a message that a consumer reads back with its key and headers', async () => {
    const topic = `timekeep-test-${randomUUID()}`;
    const kafka = new Kafka({ clientId: 'timekeep-test', brokers });
    const admin = kafka.admin();
    await admin.connect();
    await admin.createTopics({ topics: [{ topic, numPartitions: 1 }], waitForLeaders: true });

    const publisher = new KafkaJsPublisher(brokers, 'timekeep-test');
    const eventId = randomUUID();
    await publisher.publish(topic, [{ key: 'emp-1', value: '{"n":1}', headers: { 'event-id': eventId, 'event-type': 't', 'schema-version': '1', 'company-id': 'c' } }]);
    await publisher.close();

    const consumer = kafka.consumer({ groupId: `timekeep-test-${randomUUID()}` });
    await consumer.connect();
    await consumer.subscribe({ topic, fromBeginning: true });
    const received = await new Promise<{ key: string; eventId: string }>((resolve) => {
      void consumer.run({
        eachMessage: async ({ message }) => resolve({ key: String(message.key), eventId: String(message.headers?.['event-id']) }),
      });
    });
    await consumer.disconnect();
    await admin.deleteTopics({ topics: [topic] });
    await admin.disconnect();
    expect(received).toEqual({ key: 'emp-1', eventId });
  });
});
