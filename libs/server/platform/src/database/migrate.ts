import { DataSource } from 'typeorm';
import { dataSourceOptions, SchemaParts } from './data-source-options';

/** api, worker and tools may start together: one of them migrates, the others wait for it. */
export async function migrateDatabase(dataSource: DataSource): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query(`SELECT pg_advisory_lock(hashtextextended('tk-migrations', 0))`);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    await runner.query(`SELECT pg_advisory_unlock(hashtextextended('tk-migrations', 0))`).catch(() => undefined);
    await runner.release();
  }
}

/** Migrates before any module starts work on the schema (processors start at boot). Two connections: the lock holder and the migrator. */
export async function migrateDatabaseAt(url: string, parts: SchemaParts): Promise<string[]> {
  const dataSource = new DataSource(dataSourceOptions(url, 2, parts));
  await dataSource.initialize();
  try {
    return await migrateDatabase(dataSource);
  } finally {
    await dataSource.destroy();
  }
}
