import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApi, createWorker } from '@timekeep/server-composition';
import { AppConfig, loadConfig, Principal, PrincipalTokens } from '@timekeep/server-platform';
import { createTestDatabase, TestDatabase, testRedisPrefix } from '@timekeep/testing-postgres';

export interface CallOptions {
  /** Signed for the call, as if it had signed in. */
  principal?: Principal;
  /** A bearer token as the client holds it. */
  token?: string;
  body?: unknown;
  /** Sent form-encoded instead of JSON. */
  form?: Record<string, string>;
}

export interface TestStack {
  db: TestDatabase;
  config: AppConfig;
  env: Record<string, string>;
  api: NestExpressApplication;
  worker: INestApplicationContext | null;
  baseUrl: string;
  token(principal: Principal): string;
  call<T = unknown>(method: string, path: string, options?: CallOptions): Promise<{ status: number; body: T }>;
  close(): Promise<void>;
}

/** Short timings so that crash recovery shows within a test; everything else as in production. */
export const FAST_JOB_ENV = {
  JOB_LOCK_MS: '1500',
  JOB_STALLED_INTERVAL_MS: '1000',
  JOB_SWEEP_INTERVAL_MS: '1000',
  JOB_BACKOFF_MS: '200',
  PROCESSOR_IDLE_MS: '50',
};

/** A real api (listening on a free port) and optionally a worker, on a database and Redis prefix of their own. */
export async function startTestStack(options: { worker?: boolean; env?: Record<string, string>; /** Leave REDIS_PREFIX unset, as `npm start` does. */ derivedRedisPrefix?: boolean } = {}): Promise<TestStack> {
  const db = await createTestDatabase();
  const env = {
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    ...(options.derivedRedisPrefix ? {} : { REDIS_PREFIX: testRedisPrefix() }),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_POOL_SIZE: '5',
    ...FAST_JOB_ENV,
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...options.env,
  };
  const config = loadConfig(env);
  const api = await createApi(config);
  await api.listen(0, '127.0.0.1');
  const address = api.getHttpServer().address() as { port: number };
  const baseUrl = `http://127.0.0.1:${address.port}${config.apiBasePath}`;
  const worker = options.worker ? await createWorker(config) : null;
  const tokens = api.get(PrincipalTokens);
  /**
   * A user's token stands only for an Active account of its company (ADR 0047): a test principal
   * made up for a call gets one, as if it had been created and signed in. Calls made side by side
   * for one principal race to insert it: ON CONFLICT without a target skips the row whichever of
   * its unique keys (the id, or the email made from it) meets the other insert first.
   */
  const standing = async (principal: Principal) => {
    if (principal.kind !== 'user') return;
    await db.pool.query(
      `INSERT INTO user_account (id, company_id, email, has_pin, roles, first_name, last_name, status, export_divisions, mobile_app, evacuator, department_ids, functions, date_format, time_format, version, session_version, created_at)
       VALUES ($1::uuid, $2, $1::text || '@principal.test', false, $3, 'Test', 'Principal', 'Active', '{}', false, false, '{}', '{}', 'dd-MM-yyyy', 'HH:mm', 0, 0, now())
       ON CONFLICT DO NOTHING`,
      [principal.id, principal.companyId, principal.roles],
    );
  };

  return {
    db,
    config,
    env,
    api,
    worker,
    baseUrl,
    token: (principal) => tokens.sign(principal),
    async call(method, path, { principal, token, body, form } = {}) {
      if (principal && !token) await standing(principal);
      const bearer = token ?? (principal ? tokens.sign(principal) : undefined);
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: form ? new URLSearchParams(form).toString() : body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        /* plain text answers (metrics) stay text */
      }
      return { status: response.status, body: parsed as never };
    },
    async close() {
      await worker?.close();
      await api.close();
      await db.drop();
    },
  };
}

/**
 * Polls until `done` holds. No deadline of its own: how long the work takes depends on the
 * machine's load, so jest's per-test timeout is the only bound (raise it for a test whose work is
 * legitimately long), and a wait never gives up early on a slow but healthy run.
 */
export async function eventually<T>(probe: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}
