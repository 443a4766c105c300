import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext, LogLevel } from '@nestjs/common';
import { SCHEMA } from './parts';
import { AppConfig, migrateDatabaseAt } from '@timekeep/server-platform';
import { WorkerModule } from './worker.module';

const NEST_LEVELS: Record<AppConfig['logLevel'], LogLevel[] | false> = {
  silent: false,
  fatal: ['fatal'],
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  info: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug'],
  trace: ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'],
};

const nestLogLevels = (level: AppConfig['logLevel']) => NEST_LEVELS[level];

/** No HTTP: BullMQ job handlers and event-store processors, in a process of their own. */
export async function createWorker(config: AppConfig): Promise<INestApplicationContext> {
  await migrateDatabaseAt(config.databaseUrl, SCHEMA);
  const app = await NestFactory.createApplicationContext(WorkerModule.register(config), {
    logger: nestLogLevels(config.logLevel),
  });
  app.enableShutdownHooks();
  return app;
}
