import { createHash } from 'node:crypto';
import type { DateWindowSettings } from '@timekeep/contracts';
import { configSchema, RawConfig } from './config.schema';
import { installSigningKey } from './install-key';
import { vapidKeysFrom, type VapidKeys } from './vapid-keys';

/**
 * One Redis key prefix per instance, derived from the database it uses: an instance is its
 * database, and its api and worker (which share it) must share queues, while another checkout on
 * the same machine and Redis (its own database) must not take its jobs or spend its sign-in quota.
 * Credentials and options do not name a different database, so they do not change the prefix.
 */
export function defaultRedisPrefix(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres';
  const identity = `${url.hostname.toLowerCase()}:${url.port || '5432'}/${database}`;
  const readable = database.replace(/[^a-zA-Z0-9_-]/g, '_').slice(0, 24);
  return `tk-${readable}-${createHash('sha256').update(identity).digest('hex').slice(0, 8)}`;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The validated configuration, injected everywhere; nothing else reads process.env. */
export class AppConfig {
  readonly env: RawConfig['NODE_ENV'];
  readonly port: number;
  readonly apiBasePath: string;
  readonly databaseUrl: string;
  readonly databasePoolSize: number;
  readonly redisUrl: string;
  readonly redisPrefix: string;
  readonly jwtSecret: string;
  readonly kafka: { brokers: string[]; clientId: string; topic: string };
  readonly integrations: { timeoutMs: number; sapFileBatchEmployees: number };
  readonly jobs: { attempts: number; backoffMs: number; lockMs: number; stalledIntervalMs: number; sweepIntervalMs: number };
  readonly rebuildBatchSize: number;
  readonly processors: { idleMs: number; batchSize: number };
  readonly logLevel: RawConfig['LOG_LEVEL'];
  readonly consoleDist: string | undefined;
  readonly publicUrl: string;
  readonly mail: { smtpUrl: string | undefined; from: string };
  readonly uploadDir: string;
  /** Proxies trusted to name the client in X-Forwarded-For; empty: none (ADR 0049). */
  readonly trustProxy: string[];
  /** The bearer token of /server/metrics; null: metrics are off. */
  readonly metricsToken: string | null;
  readonly auth: { accessTtlSeconds: number; refreshTtlDays: number; resetTtlMinutes: number; loginAttemptsPerIpPerMinute: number; resetRequestsPerIpPerHour: number; resetRequestsPerEmailPerHour: number };
  /** Mails the public clock's kiosk may send (ADR 0046): a contact's in any 10 minutes, a company's in any clock hour. */
  /** Punches the web clock kept offline (ADR 0071). */
  readonly clockOffline: { maxSkewSeconds: number; maxAgeHours: number };
  readonly clockArrivals: { perContactPer10Minutes: number; perCompanyPerHour: number };
  /** OAuth clients' access tokens (ADR 0041): short-lived, the token endpoint throttled per address and per client, and each client's calls per minute. */
  readonly oauth: { tokenTtlSeconds: number; tokenRequestsPerIpPerMinute: number; tokenRequestsPerClientPerMinute: number; clientCallsPerMinute: number };
  /** The dates the product takes (ADR 0051). */
  readonly dateWindow: DateWindowSettings;
  readonly bootstrapAdmin: { email: string; password: string };
  /** Where the product's clock starts (ADR 0053) and the real time it shows that instant at; null: the system time. */
  readonly clockStart: { at: Date; anchorMs: number | null } | null;
  /** The operator's support address for Contact Us (ADR 0068). */
  readonly supportEmail: string | null;
  /** Web push (ADR 0070): the VAPID keys (null: push is off), the push services besides the browsers' own, the call timeout. */
  readonly push: { vapid: VapidKeys | null; serviceOrigins: string[]; serviceCaFile: string | null; timeoutMs: number };
  /** Webhooks (ADR 0080): receivers on this machine allowed (never in production), and a receiver's time to answer. */
  readonly webhooks: { allowLoopback: boolean; timeoutMs: number };
  readonly xero: { clientId: string | null; clientSecret: string | null; loginUrl: string; identityUrl: string; apiUrl: string };
  readonly workflowMax: { clientId: string | undefined; clientSecret: string | undefined; oauthUrl: string; apiUrl: string };

  constructor(raw: RawConfig & { JWT_SECRET: string }) {
    this.env = raw.NODE_ENV;
    this.port = raw.PORT;
    this.apiBasePath = raw.API_BASE_PATH;
    this.databaseUrl = raw.DATABASE_URL;
    this.databasePoolSize = raw.DATABASE_POOL_SIZE;
    this.redisUrl = raw.REDIS_URL;
    this.redisPrefix = raw.REDIS_PREFIX ?? defaultRedisPrefix(raw.DATABASE_URL);
    this.jwtSecret = raw.JWT_SECRET;
    this.kafka = { brokers: raw.KAFKA_BROKERS, clientId: raw.KAFKA_CLIENT_ID, topic: raw.KAFKA_TOPIC };
    this.integrations = { timeoutMs: raw.INTEGRATION_TIMEOUT_MS, sapFileBatchEmployees: raw.SAP_FILE_BATCH_EMPLOYEES };
    this.jobs = {
      attempts: raw.JOB_ATTEMPTS,
      backoffMs: raw.JOB_BACKOFF_MS,
      lockMs: raw.JOB_LOCK_MS,
      stalledIntervalMs: raw.JOB_STALLED_INTERVAL_MS,
      sweepIntervalMs: raw.JOB_SWEEP_INTERVAL_MS,
    };
    this.rebuildBatchSize = raw.REBUILD_BATCH_SIZE;
    this.processors = { idleMs: raw.PROCESSOR_IDLE_MS, batchSize: raw.PROCESSOR_BATCH_SIZE };
    this.logLevel = raw.LOG_LEVEL;
    this.consoleDist = raw.CONSOLE_DIST;
    this.publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, '');
    this.mail = { smtpUrl: raw.SMTP_URL, from: raw.MAIL_FROM };
    this.supportEmail = raw.SUPPORT_EMAIL ?? null;
    const subject = raw.VAPID_SUBJECT ?? `mailto:${raw.SUPPORT_EMAIL ?? raw.TIMEKEEP_ADMIN_EMAIL}`;
    const vapid = raw.VAPID_PUBLIC_KEY && raw.VAPID_PRIVATE_KEY ? { publicKey: raw.VAPID_PUBLIC_KEY, privateKey: raw.VAPID_PRIVATE_KEY } : raw.NODE_ENV === 'production' ? null : vapidKeysFrom(raw.JWT_SECRET);
    this.push = { vapid: vapid && { ...vapid, subject }, serviceOrigins: raw.PUSH_SERVICE_ORIGINS, serviceCaFile: raw.PUSH_SERVICE_CA_FILE ?? null, timeoutMs: raw.PUSH_TIMEOUT_MS };
    this.uploadDir = raw.UPLOAD_DIR;
    this.trustProxy = raw.TRUST_PROXY;
    this.metricsToken = raw.METRICS_TOKEN ?? null;
    this.auth = {
      accessTtlSeconds: raw.ACCESS_TOKEN_TTL_SECONDS,
      refreshTtlDays: raw.REFRESH_TOKEN_TTL_DAYS,
      resetTtlMinutes: raw.RESET_TOKEN_TTL_MINUTES,
      loginAttemptsPerIpPerMinute: raw.LOGIN_ATTEMPTS_PER_IP_PER_MINUTE,
      resetRequestsPerIpPerHour: raw.RESET_REQUESTS_PER_IP_PER_HOUR,
      resetRequestsPerEmailPerHour: raw.RESET_REQUESTS_PER_EMAIL_PER_HOUR,
    };
    this.clockOffline = { maxSkewSeconds: raw.CLOCK_OFFLINE_MAX_SKEW_SECONDS, maxAgeHours: raw.CLOCK_OFFLINE_MAX_AGE_HOURS };
    this.clockArrivals = { perContactPer10Minutes: raw.CLOCK_ARRIVALS_PER_CONTACT_PER_10_MINUTES, perCompanyPerHour: raw.CLOCK_ARRIVALS_PER_COMPANY_PER_HOUR };
    this.oauth = {
      tokenTtlSeconds: raw.OAUTH_TOKEN_TTL_SECONDS,
      tokenRequestsPerIpPerMinute: raw.OAUTH_TOKEN_REQUESTS_PER_IP_PER_MINUTE,
      tokenRequestsPerClientPerMinute: raw.OAUTH_TOKEN_REQUESTS_PER_CLIENT_PER_MINUTE,
      clientCallsPerMinute: raw.OAUTH_CLIENT_CALLS_PER_MINUTE,
    };
    this.dateWindow = { earliest: raw.DATE_WINDOW_EARLIEST, yearsAhead: raw.DATE_WINDOW_YEARS_AHEAD };
    this.bootstrapAdmin = { email: raw.TIMEKEEP_ADMIN_EMAIL, password: raw.TIMEKEEP_ADMIN_PASSWORD };
    this.clockStart = raw.TIMEKEEP_CLOCK_START ? { at: new Date(raw.TIMEKEEP_CLOCK_START), anchorMs: raw.TIMEKEEP_CLOCK_ANCHOR_MS ?? null } : null;
    this.webhooks = { allowLoopback: raw.WEBHOOKS_ALLOW_LOOPBACK, timeoutMs: raw.WEBHOOK_TIMEOUT_MS };
    const url = (value: string) => value.replace(/\/$/, '');
    this.xero = {
      clientId: raw.XERO_CLIENT_ID ?? null,
      clientSecret: raw.XERO_CLIENT_SECRET ?? null,
      loginUrl: url(raw.XERO_LOGIN_URL),
      identityUrl: url(raw.XERO_IDENTITY_URL),
      apiUrl: url(raw.XERO_API_URL),
    };
    this.workflowMax = {
      clientId: raw.WORKFLOW_MAX_CLIENT_ID,
      clientSecret: raw.WORKFLOW_MAX_CLIENT_SECRET,
      oauthUrl: url(raw.WORKFLOW_MAX_OAUTH_URL),
      apiUrl: url(raw.WORKFLOW_MAX_API_URL),
    };
  }

  get kafkaEnabled(): boolean {
    return this.kafka.brokers.length > 0;
  }
}

/**
 * `keyFile`: where an install without JWT_SECRET keeps its own random signing key (production
 * refuses to boot without JWT_SECRET instead).
 */
export function loadConfig(input: Record<string, string | undefined> = process.env, keyFile?: string): AppConfig {
  // An empty variable (`SMTP_URL=` in a compose file) means unset, not an invalid value.
  const env = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const variable = issue.path.join('.') || '(environment)';
        const value = issue.code === 'invalid_type' && env[variable] === undefined ? 'is required' : issue.message;
        return `${variable} ${value}`;
      }),
    );
  }
  return new AppConfig({ ...parsed.data, JWT_SECRET: parsed.data.JWT_SECRET ?? installSigningKey(keyFile) });
}
