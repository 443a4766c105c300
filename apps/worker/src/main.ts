import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { migrateDatabase } from '@timekeep/server-platform';
import { WorkerModule } from './worker.module';

/** No HTTP: BullMQ job handlers and event-store processors, in a process of their own. */
async function main(): Promise<void> {
  const app = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: false });
  await migrateDatabase(app.get(DataSource));
  app.enableShutdownHooks();
  await app.init();
  process.stdout.write('worker ready\n');
}

main().catch((error) => {
  process.stderr.write(`worker failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
