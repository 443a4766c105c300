import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomBytes, randomUUID } from 'node:crypto';
import { EventType } from '@timekeep/contracts';
import { AccountRuleError, AccountUnlocked, PasswordChanged, passwordProblem, PasswordResetRequested } from '@timekeep/domain-identity';
import { AppConfig, Streams } from '@timekeep/server-platform';
import { selfContext, userPrincipal } from '../accounts/account-context';
import { storePasswordHash } from '../accounts/account-secrets';
import { AccountsQueries } from '../accounts/accounts.queries';
import { PasswordHasher } from '../accounts/password-hasher';
import { accountStreamId, signinStreamId } from '../accounts/streams';
import { UserAccountEntity } from '../accounts/user-account.entity';
import { Mailer } from '../mail/mailer';
import { SessionTokens } from '../sessions/session-tokens';
import { PasswordResetEntity } from './password-reset.entity';
import { RESET_PATH, resetMail } from './reset-mail';
import { secretHash } from '../secrets/secret-hash';


export class RequestPasswordResetCommand {
  constructor(readonly email: string) {}
}
export class ResetPasswordCommand {
  constructor(readonly token: string, readonly password: string) {}
}

/** Answers the same whether or not the email has an account, so it cannot be used to find accounts. */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand> {
  constructor(
    private readonly config: AppConfig,
    private readonly streams: Streams,
    private readonly accounts: AccountsQueries,
    private readonly mailer: Mailer,
  ) {}

  async execute({ email }: RequestPasswordResetCommand): Promise<void> {
    const account = await this.accounts.byEmail(email);
    if (!account) return;
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.config.auth.resetTtlMinutes * 60_000);
    await this.streams.transaction(async (tx) => {
      await tx.manager.insert(PasswordResetEntity, { id: randomUUID(), userId: account.id, companyId: account.companyId, tokenHash: secretHash(token), expiresAt, usedAt: null, createdAt: new Date() });
      const event: PasswordResetRequested = { type: EventType.PasswordResetRequested, v: 1, data: { userId: account.id, expiresAt: expiresAt.toISOString() } };
      await this.streams.append(tx, selfContext(userPrincipal(account, account.roles), 'console'), { id: signinStreamId(account.id), type: 'signins', expected: 'any' }, [event]);
    });
    const link = `${this.config.publicUrl}${RESET_PATH}?token=${encodeURIComponent(token)}`;
    await this.mailer.send(resetMail(account.email, account.firstName, link, this.config.auth.resetTtlMinutes));
  }
}

/** 'Invalid' (spec §7) for a token that is unknown, used or expired. Success unlocks and ends every session. */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand, 'success' | 'Invalid'> {
  constructor(
    private readonly streams: Streams,
    private readonly hasher: PasswordHasher,
    private readonly tokens: SessionTokens,
  ) {}

  async execute({ token, password }: ResetPasswordCommand): Promise<'success' | 'Invalid'> {
    const problem = passwordProblem(password ?? '');
    if (problem) throw new AccountRuleError('invalid', problem);
    if (!token) return 'Invalid';
    const passwordHash = await this.hasher.hash(password);
    return this.streams.transaction(async (tx) => {
      // Claiming the row is the single-use check: of two concurrent resets, one updates it.
      const { rows: claimed } = await tx.sql.query<{ userId: string; companyId: string }>(
        `UPDATE password_reset SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
         RETURNING user_id AS "userId", company_id AS "companyId"`,
        [secretHash(token)],
      );
      const reset = claimed[0];
      if (!reset) return 'Invalid';
      const account = await tx.manager.findOneBy(UserAccountEntity, { id: reset.userId, companyId: reset.companyId });
      if (!account) return 'Invalid';
      const context = selfContext(userPrincipal(account, account.roles), 'console');
      const changed: PasswordChanged = { type: EventType.PasswordChanged, v: 1, data: { userId: account.id, via: 'reset' } };
      const unlocked: AccountUnlocked = { type: EventType.AccountUnlocked, v: 1, data: { userId: account.id, reason: 'password-reset' } };
      await this.streams.append(tx, context, { id: accountStreamId(account.id), type: 'user', expected: 'exists' }, [changed]);
      await storePasswordHash(tx, { userId: account.id, companyId: account.companyId }, passwordHash);
      await this.streams.append(tx, context, { id: signinStreamId(account.id), type: 'signins', expected: 'any' }, [unlocked]);
      await tx.sql.query('UPDATE password_reset SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [account.id]);
      await this.tokens.revokeAllOf(tx, account.id);
      return 'success';
    });
  }
}
