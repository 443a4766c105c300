import { SCHEMA } from '@timekeep/server-composition';
import { loadConfig, migrateDatabaseAt } from '@timekeep/server-platform';

/** `npm run migrate`: applies pending migrations to DATABASE_URL. */
migrateDatabaseAt(loadConfig().databaseUrl, SCHEMA)
  .then(() => process.stdout.write('migrations applied\n'))
  .catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
