import 'reflect-metadata';
import { loadConfig } from '@timekeep/server-platform';
import { createWorker } from '@timekeep/server-composition';

async function main(): Promise<void> {
  await createWorker(loadConfig());
  process.stdout.write('worker ready\n');
}

main().catch((error) => {
  process.stderr.write(`worker failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
