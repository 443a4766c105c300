import type { DataSourceOptions, EntitySchema, MigrationInterface } from 'typeorm';
import { AuditEntries1763800002000 } from './migrations/1763800002000-audit-entries';
import { EventsWithoutStreamFk1763800003000 } from './migrations/1763800003000-events-without-stream-fk';
import { EventStore1763800000000 } from './migrations/1763800000000-event-store';
import { JobRuns1763800001000 } from './migrations/1763800001000-job-runs';
import { SyncResults1764200000000 } from './migrations/1764200000000-sync-results';
import { IdempotencyKeys1765000100000 } from './migrations/1765000100000-idempotency-keys';
import { AuditEntryEntity } from '../audit/audit-entry.entity';
import { JobRunEntity } from '../jobs/job-run.entity';
import { SyncResultEntity } from '../sync-log/sync-result.entity';
import { QueryErrorLogger } from './query-logger';

export const PLATFORM_ENTITIES = [JobRunEntity, AuditEntryEntity, SyncResultEntity];
export const PLATFORM_MIGRATIONS = [EventStore1763800000000, JobRuns1763800001000, AuditEntries1763800002000, EventsWithoutStreamFk1763800003000, SyncResults1764200000000, IdempotencyKeys1765000100000];

export interface SchemaParts {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: Array<Function | EntitySchema>;
  migrations: Array<new () => MigrationInterface>;
}

/** Schema changes only through migrations: `synchronize` stays off everywhere. */
export function dataSourceOptions(url: string, poolSize: number, parts: SchemaParts, logErrors = true): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: parts.entities,
    migrations: parts.migrations,
    synchronize: false,
    migrationsRun: false,
    // Failed queries are logged without their parameters (query-logger.ts).
    logging: logErrors ? ['error'] : false,
    logger: new QueryErrorLogger(),
    extra: { max: poolSize, application_name: 'timekeep' },
  };
}
