import 'reflect-metadata';
import { loadConfig } from '@timekeep/server-platform';
import { createApi } from '@timekeep/server-composition';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApi(config);
  await app.listen(config.port);
  process.stdout.write(`api listening on :${config.port}${config.apiBasePath}\n`);
}

main().catch((error) => {
  process.stderr.write(`api failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
