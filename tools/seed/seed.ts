import { NestFactory } from '@nestjs/core';
import { CliModule, SCHEMA } from '@timekeep/server-composition';
import { loadConfig, migrateDatabaseAt } from '@timekeep/server-platform';
import { seedDemoCompany } from './demo-company';

/** `npm run seed`: migrates, then creates the demo company unless it exists. */
async function main(): Promise<void> {
  const config = loadConfig();
  await migrateDatabaseAt(config.databaseUrl, SCHEMA);
  const app = await NestFactory.createApplicationContext(CliModule.register(config), { logger: ['error', 'warn'] });
  try {
    const { created } = await seedDemoCompany(app);
    process.stdout.write(created ? 'demo company created\n' : 'demo company already present\n');
  } finally {
    await app.close();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
