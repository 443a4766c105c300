import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { EventType } from '@timekeep/contracts';
import { type PasswordResetRequested, SignInRefused } from '@timekeep/domain-identity';
import { AppConfig, FixedWindowCounter, Mailer, Streams } from '@timekeep/server-platform';
import { selfContext, userPrincipal } from '../accounts/account-context';
import { AccountsQueries } from '../accounts/accounts.queries';
import { signinStreamId } from '../accounts/streams';
import { secretHash } from '../secrets/secret-hash';
import { RESET_PATH, resetMail } from './reset-mail';

const minutes = (seconds: number) => {
  const m = Math.max(1, Math.ceil(seconds / 60));
  return `${m} minute${m === 1 ? '' : 's'}`;
};

/**
 * Limits on reset requests (ADR 0047), counted before anything else and whether or not the email
 * has an account, so a refusal says nothing about accounts: per client address (one caller trying
 * many emails) and per email typed (one mailbox flooded, one account's links churned).
 */
@Injectable()
export class ResetThrottle {
  constructor(
    private readonly config: AppConfig,
    private readonly counter: FixedWindowCounter,
  ) {}

  async check(address: string, email: string): Promise<void> {
    const { resetRequestsPerIpPerHour, resetRequestsPerEmailPerHour } = this.config.auth;
    const fromAddress = await this.counter.hitSinceFirst(`reset-requests:ip:${address}`, resetRequestsPerIpPerHour, 3600);
    if (!fromAddress.allowed) throw new SignInRefused(`Too many password reset requests from this address. Try again in ${minutes(fromAddress.retryAfterSeconds)}.`, true);
    // Only a digest of the email goes to Redis.
    const key = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
    const forEmail = await this.counter.hitSinceFirst(`reset-requests:email:${key}`, resetRequestsPerEmailPerHour, 3600);
    if (!forEmail.allowed) throw new SignInRefused(`Too many password reset requests for this email. Try again in ${minutes(forEmail.retryAfterSeconds)}.`, true);
  }
}

/**
 * The account-dependent part of a reset request, done after the reply (ADR 0047): the reply is the
 * same, in content and in time, whether or not the email has an account. Issuing a link replaces
 * the account's live one (one live link per account), so an older mail's link answers 'Invalid'.
 *
 * In-process rather than a worker job: the work is one lookup, one upsert and one mail, and a
 * request lost with a crashing instance is asked again by its person. Shutdown waits for it.
 */
@Injectable()
export class ResetLinks implements OnApplicationShutdown {
  private readonly logger = new Logger('password-reset');
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly config: AppConfig,
    private readonly streams: Streams,
    private readonly accounts: AccountsQueries,
    private readonly mailer: Mailer,
  ) {}

  /** Starts the work on a later turn of the event loop and returns at once. */
  later(email: string): void {
    const work: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.send(email))
      .catch((error: unknown) => {
        // The address stays out of the log; the SMTP URL's credentials too.
        const reason = String((error as { message?: unknown })?.message ?? error).replace(/\/\/[^@/\s]*@/g, '//***@');
        this.logger.error(`a reset link was not sent (${reason})`);
      })
      .finally(() => this.pending.delete(work));
    this.pending.add(work);
  }

  /** Resolves once every reset request taken so far is done (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.idle();
  }

  private async send(email: string): Promise<void> {
    const account = await this.accounts.byEmail(email);
    if (!account) return;
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.config.auth.resetTtlMinutes * 60_000);
    await this.streams.transaction(async (tx) => {
      // One live link per account (a partial unique index): a new request replaces the live one in one statement, so concurrent requests leave one.
      await tx.sql.query(
        `INSERT INTO password_reset (id, user_id, company_id, token_hash, expires_at, used_at, created_at) VALUES ($1, $2, $3, $4, $5, NULL, now())
         ON CONFLICT (user_id) WHERE used_at IS NULL DO UPDATE SET id = excluded.id, token_hash = excluded.token_hash, expires_at = excluded.expires_at, created_at = excluded.created_at`,
        [randomUUID(), account.id, account.companyId, secretHash(token), expiresAt],
      );
      const event: PasswordResetRequested = { type: EventType.PasswordResetRequested, v: 1, data: { userId: account.id, expiresAt: expiresAt.toISOString() } };
      await this.streams.append(tx, selfContext(userPrincipal(account, account.roles), 'console'), { id: signinStreamId(account.id), type: 'signins', expected: 'any' }, [event]);
    });
    const link = `${this.config.publicUrl}${RESET_PATH}?token=${encodeURIComponent(token)}`;
    await this.mailer.send(resetMail(account.email, account.firstName, link, this.config.auth.resetTtlMinutes));
  }
}
