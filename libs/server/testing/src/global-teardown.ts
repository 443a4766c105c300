import { dropDatabase, withAdmin } from '@timekeep/testing-postgres';

export default async function globalTeardown(): Promise<void> {
  const template = process.env.TK_TEST_TEMPLATE_DB;
  if (!template) return;
  const run = process.env.TK_TEST_RUN ?? '';
  // Clones left behind by a crashed test file go too.
  const { rows } = await withAdmin((c) =>
    c.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`tk_test_${run}_%`]),
  );
  for (const { datname } of rows) await dropDatabase(datname);
  await dropDatabase(template);
}
