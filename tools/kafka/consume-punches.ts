import { Kafka, logLevel } from 'kafkajs';
import { decodeMessage, SeenIds } from './punch-messages';

/**
 * An example external consumer (docs/kafka-consumers.md): prints one line per punch recorded,
 * changed or deleted and per pay period closed or reopened, from the relay's topic.
 *
 *   KAFKA_BROKERS=host:9092 npm run kafka:consume-punches
 *
 * KAFKA_TOPIC (default timekeep.events), KAFKA_GROUP_ID (default timekeep-punch-consumer) and
 * KAFKA_FROM_BEGINNING=true (read the topic from its start the first time the group runs) are
 * optional. Ctrl-C (SIGINT) or SIGTERM disconnects and exits.
 */
async function main(): Promise<void> {
  const brokers = (process.env.KAFKA_BROKERS ?? '').split(',').map((b) => b.trim()).filter(Boolean);
  if (!brokers.length) {
    process.stderr.write('KAFKA_BROKERS is not set: give the brokers to read from, e.g. KAFKA_BROKERS=localhost:9092 npm run kafka:consume-punches\n');
    process.exit(2);
  }
  const topic = process.env.KAFKA_TOPIC || 'timekeep.events';
  const groupId = process.env.KAFKA_GROUP_ID || 'timekeep-punch-consumer';
  const kafka = new Kafka({ clientId: 'timekeep-punch-consumer', brokers, logLevel: logLevel.WARN });
  const consumer = kafka.consumer({ groupId });
  const seen = new SeenIds();

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stderr.write(`${signal}: disconnecting\n`);
    // Offsets of the messages handled so far are committed on disconnect; the rest are read again next time.
    consumer.disconnect().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: process.env.KAFKA_FROM_BEGINNING === 'true' });
  process.stderr.write(`Reading ${topic} from ${brokers.join(',')} as group ${groupId}\n`);
  await consumer.run({
    eachMessage: async ({ message }) => {
      const decoded = decodeMessage(message);
      if (decoded.kind === 'bad') process.stderr.write(`${decoded.line}\n`);
      if (decoded.kind === 'event' && seen.first(decoded.eventId)) process.stdout.write(`${decoded.line}\n`);
    },
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`The consumer stopped: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
