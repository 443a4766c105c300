import { NestFactory } from '@nestjs/core';
import { CliModule, SCHEMA } from '@timekeep/server-composition';
import { loadConfig, migrateDatabaseAt, ProjectionRebuilder } from '@timekeep/server-platform';

/**
 * `npm run projections:rebuild -- <name>`: replays the whole log into the projection's tables in
 * one transaction (readers see the old rows until it commits). Without a name, lists them.
 */
async function main(): Promise<void> {
  const name = process.argv[2];
  const config = loadConfig();
  await migrateDatabaseAt(config.databaseUrl, SCHEMA);
  const app = await NestFactory.createApplicationContext(CliModule.register(config), { logger: ['error', 'warn'] });
  try {
    const rebuilder = app.get(ProjectionRebuilder);
    if (!name) {
      process.stdout.write(`usage: npm run projections:rebuild -- <name>\nprojections: ${rebuilder.names().join(', ')}\n`);
      process.exitCode = 2;
      return;
    }
    let last = 0;
    const result = await rebuilder.rebuild(name, (processed, total) => {
      if (processed - last >= 10_000 || processed === total) {
        last = processed;
        process.stdout.write(`  ${processed}/${total} events\n`);
      }
    });
    process.stdout.write(`rebuilt ${name}: ${JSON.stringify(result)}\n`);
  } finally {
    await app.close();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
