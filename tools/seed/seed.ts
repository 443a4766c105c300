import { NestFactory } from '@nestjs/core';
import { CliModule, SCHEMA } from '@timekeep/server-composition';
import { loadConfig, migrateDatabaseAt } from '@timekeep/server-platform';
import { seedDemoCompany } from './demo-company';
import { seedLargeCompany } from './large-company';

/**
 * `npm run seed`: migrates, then creates the demo company unless it exists.
 * `npm run seed -- --size 10000` also creates a company of that many employees, for benchmarks.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  await migrateDatabaseAt(config.databaseUrl, SCHEMA);
  const app = await NestFactory.createApplicationContext(CliModule.register(config), { logger: ['error', 'warn'] });
  try {
    const started = Date.now();
    const { created, punches, punchedEmployees } = await seedDemoCompany(app);
    process.stdout.write(created ? 'demo company created\n' : 'demo company already present\n');
    if (punches) process.stdout.write(`demo punches: ${punches} clock reads for ${punchedEmployees} employees (${((Date.now() - started) / 1000).toFixed(1)} s in all)\n`);
    const size = sizeArgument(process.argv.slice(2));
    if (size) {
      await seedLargeCompany(app, size, (done) => process.stdout.write(`large company: ${done} of ${size} employees\n`));
    }
  } finally {
    await app.close();
  }
}

function sizeArgument(args: string[]): number | null {
  const at = args.indexOf('--size');
  if (at < 0) return null;
  const size = Number(args[at + 1]);
  if (!Number.isInteger(size) || size < 1) throw new Error('--size takes a whole number of employees, such as 10000.');
  return size;
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
