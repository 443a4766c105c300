import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventType } from '@timekeep/contracts';
import { AccountRuleError, AccountUnlocked, PasswordChanged, passwordProblem } from '@timekeep/domain-identity';
import { Streams } from '@timekeep/server-platform';
import { selfContext, userPrincipal } from '../accounts/account-context';
import { storePasswordHash } from '../accounts/account-secrets';
import { PasswordHasher } from '../accounts/password-hasher';
import { accountStreamId, signinStreamId } from '../accounts/streams';
import { UserAccountEntity } from '../accounts/user-account.entity';
import { SessionTokens } from '../sessions/session-tokens';
import { secretHash } from '../secrets/secret-hash';

export class ResetPasswordCommand {
  constructor(readonly token: string, readonly password: string) {}
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
