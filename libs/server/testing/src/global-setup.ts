import 'reflect-metadata';
import { SCHEMA } from '@timekeep/server-composition';
import { migrateDatabaseAt } from '@timekeep/server-platform';
import { databaseUrl, withAdmin } from '@timekeep/testing-postgres';

/** Migrates one template database per test run; test files clone it (cheap) instead of migrating again. */
export default async function globalSetup(): Promise<void> {
  const template = `tk_tpl_${Date.now().toString(36)}_${process.pid}`;
  await withAdmin((c) => c.query(`CREATE DATABASE "${template}"`));
  await migrateDatabaseAt(databaseUrl(template), SCHEMA);
  process.env.TK_TEST_TEMPLATE_DB = template;
  process.env.TK_TEST_RUN = template.slice('tk_tpl_'.length);
}
