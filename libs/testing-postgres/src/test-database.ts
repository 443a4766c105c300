import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { databaseUrl, dropDatabase, withAdmin } from './postgres-admin';

export interface TestDatabase {
  name: string;
  url: string;
  pool: Pool;
  drop(): Promise<void>;
}

/** A migrated database of this test file's own, cloned from the run's template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = process.env.TK_TEST_TEMPLATE_DB;
  if (!template) throw new Error('TK_TEST_TEMPLATE_DB is not set: run integration tests through jest.int.config.js');
  const name = `tk_test_${process.env.TK_TEST_RUN}_${randomBytes(4).toString('hex')}`;
  await withAdmin((c) => c.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  const url = databaseUrl(name);
  const pool = new Pool({ connectionString: url, max: 10 });
  let dropping = false;
  // pool.end() resolves before its sockets have closed, so DROP ... WITH (FORCE) can still
  // terminate one of them; that is the drop working, not a failure of the test.
  pool.on('error', (error: Error & { code?: string }) => {
    if (!(dropping && error.code === '57P01')) throw error;
  });
  return {
    name,
    url,
    pool,
    async drop() {
      dropping = true;
      await pool.end();
      await dropDatabase(name);
    },
  };
}

/** A Redis key prefix no other test file or run shares. */
export function testRedisPrefix(): string {
  return `tk-test-${process.env.TK_TEST_RUN ?? 'x'}-${randomBytes(4).toString('hex')}`;
}
