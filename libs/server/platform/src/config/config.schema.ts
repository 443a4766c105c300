import { isIP } from 'node:net';
import { z } from 'zod';
import { DATE_WINDOW_DEFAULTS, DEFAULT_API_BASE_PATH, isRealDate } from '@timekeep/contracts';

const int = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** The names Express's `trust proxy` (proxy-addr) knows for address ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const isProxyAddress = (entry: string) => {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
};

export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    API_BASE_PATH: z
      .string()
      .regex(/^\/[a-z0-9-]+$/, 'must look like /server')
      .default(DEFAULT_API_BASE_PATH),
    DATABASE_URL: z.string().url({ message: 'must be a postgres:// URL' }).refine((v) => /^postgres(ql)?:\/\//.test(v), 'must be a postgres:// URL'),
    DATABASE_POOL_SIZE: int(10),
    REDIS_URL: z.string().url().refine((v) => /^rediss?:\/\//.test(v), 'must be a redis:// URL').default('redis://127.0.0.1:6379'),
    /**
     * Keeps the keys (queues, sign-in throttle) of instances sharing one Redis apart. Unset, it is
     * derived from the database the instance uses (defaultRedisPrefix), so two instances on one
     * machine never share queues or throttles; set, it wins.
     */
    REDIS_PREFIX: z.string().regex(/^[a-zA-Z0-9:_-]+$/).optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    KAFKA_BROKERS: z
      .string()
      .optional()
      .transform((v) => (v ? v.split(',').map((b) => b.trim()).filter(Boolean) : [])),
    KAFKA_CLIENT_ID: z.string().default('timekeep'),
    KAFKA_TOPIC: z.string().default('timekeep.events'),
    /** How long one call to a third-party system (MYOB Advanced, ...) may take before it counts as timed out. */
    INTEGRATION_TIMEOUT_MS: int(20_000),
    /** Employees whose approved pairs the SAP job costing file reads at a time (ADR 0039): it holds one batch (at most 93 days of them), not the range. */
    SAP_FILE_BATCH_EMPLOYEES: int(100),
    JOB_ATTEMPTS: int(3),
    JOB_BACKOFF_MS: int(2_000),
    JOB_LOCK_MS: int(30_000),
    JOB_STALLED_INTERVAL_MS: int(30_000),
    JOB_SWEEP_INTERVAL_MS: int(60_000),
    REBUILD_BATCH_SIZE: int(1_000),
    PROCESSOR_IDLE_MS: int(250),
    PROCESSOR_BATCH_SIZE: int(500),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    CONSOLE_DIST: z.string().optional(),
    /** Where links in emails point; defaults to http://localhost:PORT. */
    PUBLIC_URL: z.string().url().optional(),
    /** smtp://user:pass@host:port; unset, emails are written to the log instead (development). */
    SMTP_URL: z.string().url().refine((v) => /^smtps?:\/\//.test(v), 'must be an smtp:// URL').optional(),
    MAIL_FROM: z.string().default('Timekeep <no-reply@timekeep.local>'),
    /** The operator's support address, shown on every company's Contact Us (ADR 0068); unset, people are sent to their administrators only. */
    SUPPORT_EMAIL: z.string().email().optional(),
    UPLOAD_DIR: z.string().default('.data/uploads'),
    /**
     * Web push (ADR 0070): the server's VAPID key pair (base64url, as \`npx web-push generate-vapid-keys\`
     * prints it) and the contact push services may write to (mailto: or https:). Unset outside
     * production, a pair is derived from the install's signing key; unset in production, push is off.
     */
    VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{86,88}$/, 'must be a base64url P-256 public key').optional(),
    VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{42,44}$/, 'must be a base64url P-256 private key').optional(),
    VAPID_SUBJECT: z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https: address').optional(),
    /**
     * Push services the server sends to besides the browsers' own (Google's, Mozilla's, Apple's,
     * Microsoft's), as origins, comma-separated: a subscription's endpoint is a URL the browser
     * gives, and the server posts to no other address (a local push service in tests).
     */
    PUSH_SERVICE_ORIGINS: z
      .string()
      .optional()
      .transform((v) => (v ? v.split(',').map((o) => o.trim()).filter(Boolean) : []))
      .refine((origins) => origins.every((o) => /^https:\/\/[^/\s]+$/.test(o)), 'must list https origins such as https://push.example.com, comma-separated'),
    /** A PEM file of CA certificates trusted, besides the system's, for the push services listed (an operator's own, a test's). */
    PUSH_SERVICE_CA_FILE: z.string().optional(),
    /** How long one push service call may take before it counts as failed (and is tried again later). */
    PUSH_TIMEOUT_MS: int(10_000),
    /**
     * Webhooks (ADR 0080): whether a subscription may name a receiver on this machine over http
     * (the tests, \`npm start\`, a developer's receiver); never in production, where only public
     * https receivers are called. And how long a receiver may take to answer.
     */
    WEBHOOKS_ALLOW_LOOPBACK: z
      .enum(['true', 'false'], { errorMap: () => ({ message: 'must be true or false' }) })
      .default('false')
      .transform((v) => v === 'true'),
    WEBHOOK_TIMEOUT_MS: int(10_000),
    ACCESS_TOKEN_TTL_SECONDS: int(900),
    REFRESH_TOKEN_TTL_DAYS: int(30),
    RESET_TOKEN_TTL_MINUTES: int(60),
    LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: int(30),
    RESET_REQUESTS_PER_IP_PER_HOUR: int(20),
    RESET_REQUESTS_PER_EMAIL_PER_HOUR: int(3),
    /** The bearer token Prometheus scrapes /server/metrics with; unset, metrics are off (ADR 0049). */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /**
     * The proxies whose X-Forwarded-For names the client (addresses, CIDRs, or loopback, linklocal,
     * uniquelocal), comma-separated. Unset, none: the client is the connection's own address, so a
     * caller reaching the port directly cannot pick the address the per-address limits count.
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((v) => (v ? v.split(',').map((entry) => entry.trim()).filter(Boolean) : []))
      .refine((entries) => entries.every(isProxyAddress), 'must list addresses, CIDRs or loopback, linklocal, uniquelocal, comma-separated'),
    /** Arrivals the public clock mails one kiosk contact, and one company's contacts, before 429 (ADR 0046). */
    CLOCK_ARRIVALS_PER_CONTACT_PER_10_MINUTES: int(5),
    CLOCK_ARRIVALS_PER_COMPANY_PER_HOUR: int(60),
    /** How far a device's clock may be off before a punch it kept offline is flagged and corrected (ADR 0071). */
    CLOCK_OFFLINE_MAX_SKEW_SECONDS: int(120),
    /** How long a punch may wait on a device that is offline before it can no longer be sent. */
    CLOCK_OFFLINE_MAX_AGE_HOURS: int(168),
    /**
     * The Xero app (docs/decisions/0037-xero-payroll.md): its client id and secret from Xero's
     * developer portal; unset, Xero companies are told Xero is not set up on this server. The URLs
     * are Xero's own; tests point them at a local fake.
     */
    XERO_CLIENT_ID: z.string().optional(),
    XERO_CLIENT_SECRET: z.string().optional(),
    XERO_LOGIN_URL: z.string().url().default('https://login.xero.com'),
    XERO_IDENTITY_URL: z.string().url().default('https://identity.xero.com'),
    XERO_API_URL: z.string().url().default('https://api.xero.com'),
    /**
     * The dates the product takes (ADR 0051): none before DATE_WINDOW_EARLIEST, none more than
     * DATE_WINDOW_YEARS_AHEAD years after today (hire dates, punches, leave, imported reads).
     */
    DATE_WINDOW_EARLIEST: z.string().refine(isRealDate, 'must be a date as YYYY-MM-DD')
      .default(DATE_WINDOW_DEFAULTS.earliest),
    DATE_WINDOW_YEARS_AHEAD: int(DATE_WINDOW_DEFAULTS.yearsAhead).pipe(z.number().max(50, 'must be at most 50')),
    OAUTH_TOKEN_TTL_SECONDS: int(900),
    OAUTH_TOKEN_REQUESTS_PER_IP_PER_MINUTE: int(60),
    OAUTH_TOKEN_REQUESTS_PER_CLIENT_PER_MINUTE: int(20),
    /** Calls one OAuth client may make to the API per minute (ADR 0041); over it, 429 with Retry-After. */
    OAUTH_CLIENT_CALLS_PER_MINUTE: int(600),
    /**
     * WorkflowMax (by BlueRock) OAuth 2.0 app: without a client id and secret, Connect to
     * WorkflowMax answers that it is not set up. The addresses are WorkflowMax's own unless a test
     * points them at its fake.
     */
    WORKFLOW_MAX_CLIENT_ID: z.string().optional(),
    WORKFLOW_MAX_CLIENT_SECRET: z.string().optional(),
    WORKFLOW_MAX_OAUTH_URL: z.string().url().default('https://oauth.workflowmax2.com'),
    WORKFLOW_MAX_API_URL: z.string().url().default('https://api.workflowmax2.com'),
    /**
     * The instant the product's clock shows when a process starts (ADR 0053), e.g.
     * 2026-11-29T21:00:00Z; it runs forward from there. Unset, the system time. Refused in production.
     */
    TIMEKEEP_CLOCK_START: z.string().datetime({ offset: true, message: 'must be an ISO 8601 instant such as 2026-11-29T21:00:00Z' }).optional(),
    /**
     * The real time (Unix milliseconds) at which the clock shows TIMEKEEP_CLOCK_START. The launcher
     * sets it once for the seed, API and worker it starts, so their clocks agree to the millisecond
     * (a record written by the worker is not seconds older than the API's before it). Unset: each
     * process's own start.
     */
    TIMEKEEP_CLOCK_ANCHOR_MS: z.coerce.number().int().positive().optional(),
    TIMEKEEP_ADMIN_EMAIL: z.string().email().default('admin@timekeep.local'),
    TIMEKEEP_ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').default('Timekeep-admin-1'),
  })
  .superRefine((cfg, ctx) => {
    if (cfg.NODE_ENV === 'production' && !cfg.JWT_SECRET) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['JWT_SECRET'], message: 'is required in production' });
    }
    if (cfg.NODE_ENV === 'production' && cfg.WEBHOOKS_ALLOW_LOOPBACK) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['WEBHOOKS_ALLOW_LOOPBACK'], message: 'is for tests and local receivers: production sends webhooks only to public addresses' });
    }
    if (cfg.NODE_ENV === 'production' && cfg.TIMEKEEP_CLOCK_START) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['TIMEKEEP_CLOCK_START'], message: 'is for tests and demos: production keeps the system time' });
    }
    if (!cfg.VAPID_PUBLIC_KEY !== !cfg.VAPID_PRIVATE_KEY) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [cfg.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'], message: 'must be set with its pair (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY)' });
    }
    if (cfg.NODE_ENV === 'production' && cfg.TIMEKEEP_ADMIN_PASSWORD === 'Timekeep-admin-1') {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['TIMEKEEP_ADMIN_PASSWORD'], message: 'must be set (not the development default) in production' });
    }
  });

export type RawConfig = z.infer<typeof configSchema>;
