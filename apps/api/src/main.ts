import 'reflect-metadata';
import { AppConfig } from '@timekeep/server-platform';
import { createApi } from './create-api';

async function main(): Promise<void> {
  const app = await createApi();
  const config = app.get(AppConfig);
  await app.listen(config.port);
  process.stdout.write(`api listening on :${config.port}${config.apiBasePath}\n`);
}

main().catch((error) => {
  process.stderr.write(`api failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
