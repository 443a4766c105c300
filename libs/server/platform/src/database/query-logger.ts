import { Logger } from '@nestjs/common';
import type { Logger as TypeOrmLogger } from 'typeorm';

/**
 * TypeORM's own logger prints a failed query with its parameters, and the parameters of a write
 * are the row: a new account's password hash among them. This one logs a failed query through
 * the app's logger (pino in the api) by its text, error code and constraint only, never its values.
 */
export class QueryErrorLogger implements TypeOrmLogger {
  private readonly logger = new Logger('Database');

  logQueryError(error: string | Error, query: string): void {
    const { message, code, constraint, table } = (typeof error === 'string' ? { message: error } : error) as Error & { code?: string; constraint?: string; table?: string };
    this.logger.error({ msg: 'query failed', error: message, code, constraint, table, query: query.replace(/\s+/g, ' ').trim() });
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(String(message));
  }

  // Only errors are enabled (logging: ['error']); a query's values are never logged in any case.
  logQuery(): void {
    /* off */
  }
  logQuerySlow(): void {
    /* off */
  }
  logSchemaBuild(): void {
    /* off */
  }
  logMigration(): void {
    /* off */
  }
}
