import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventType } from '@timekeep/contracts';
import { StaleForm } from '@timekeep/domain-kernel';
import { AccountRuleError, PasswordChanged, refusePasswordForm, WRONG_CURRENT_PASSWORD } from '@timekeep/domain-identity';
import { ConcurrencyError } from '@timekeep/event-store';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { AccountSecrets, storePasswordHash } from '../accounts/account-secrets';
import { AccountsQueries } from '../accounts/accounts.queries';
import { PasswordHasher } from '../accounts/password-hasher';
import { accountStreamId } from '../accounts/streams';
import { SessionTokens } from '../sessions/session-tokens';
import { OwnAccountHandler, PROFILE_CONFLICT } from './own-account';

export class ChangePasswordCommand {
  constructor(readonly context: CommandContext, readonly currentPassword: string, readonly newPassword: string, readonly confirmPassword: string) {}
}

/** POST /profile/change-password: the current password proves it is the holder; the new one ends the other sessions. */
@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler extends OwnAccountHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(streams: Streams, accounts: AccountsQueries, private readonly hasher: PasswordHasher, private readonly tokens: SessionTokens, private readonly secrets: AccountSecrets) {
    super(streams, accounts);
  }

  async execute({ context, currentPassword, newPassword, confirmPassword }: ChangePasswordCommand): Promise<void> {
    refusePasswordForm(currentPassword, newPassword, confirmPassword);
    const account = await this.own(context);
    const owner = { userId: account.id, companyId: account.companyId };
    if (!(await this.hasher.verify(await this.secrets.passwordHash(owner), currentPassword))) throw new AccountRuleError('invalid', WRONG_CURRENT_PASSWORD);
    const passwordHash = await this.hasher.hash(newPassword);
    const event: PasswordChanged = { type: EventType.PasswordChanged, v: 1, data: { userId: account.id, via: 'profile' } };
    try {
      await this.streams.transaction(async (tx) => {
        await this.streams.append(tx, context, { id: accountStreamId(account.id), type: 'user', expected: account.version }, [event]);
        await storePasswordHash(tx, owner, passwordHash);
        // Other devices signed in with the old password are signed out at their next refresh.
        await this.tokens.revokeAllOf(tx, account.id);
      });
    } catch (error) {
      if (error instanceof ConcurrencyError) throw new StaleForm(PROFILE_CONFLICT);
      throw error;
    }
  }
}
