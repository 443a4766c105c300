import { Injectable } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventType } from '@timekeep/contracts';
import { StaleForm } from '@timekeep/domain-kernel';
import { AccountRuleError, decideUpdateProfile, PasswordChanged, PinChanged, ProfileForm, refusePasswordForm, refusePinForm, WRONG_CURRENT_PASSWORD } from '@timekeep/domain-identity';
import { ConcurrencyError } from '@timekeep/event-store';
import { CommandContext, OrmTx, Streams } from '@timekeep/server-platform';
import { AccountSecrets, storePasswordHash, storePinHash } from '../accounts/account-secrets';
import { AccountsQueries } from '../accounts/accounts.queries';
import { PasswordHasher } from '../accounts/password-hasher';
import { accountStreamId } from '../accounts/streams';
import { UserAccountEntity } from '../accounts/user-account.entity';
import { SessionTokens } from '../sessions/session-tokens';

export const PROFILE_CONFLICT = 'Your profile was changed elsewhere. Reload it and try again.';

/** The Profile Setting form, and the version it was loaded at (a newer one on the server is a conflict). */
export interface ProfileFields extends ProfileForm {
  version?: number;
}

export class UpdateProfileCommand {
  constructor(readonly context: CommandContext, readonly fields: ProfileFields) {}
}
export class ChangePasswordCommand {
  constructor(readonly context: CommandContext, readonly currentPassword: string, readonly newPassword: string, readonly confirmPassword: string) {}
}
export class ChangePinCommand {
  constructor(readonly context: CommandContext, readonly pin: string, readonly confirmPin: string | undefined) {}
}

/** Every profile command edits the signed-in person's own account, nobody else's. */
@Injectable()
abstract class OwnAccountHandler {
  constructor(
    protected readonly streams: Streams,
    protected readonly accounts: AccountsQueries,
  ) {}

  protected async own(context: CommandContext): Promise<UserAccountEntity> {
    const account = await this.accounts.byId(context.principal.companyId, context.principal.id);
    if (!account) throw new AccountRuleError('notFound', 'This account does not exist.');
    return account;
  }

  /** `alongside` writes what commits with the events (a secret's hash). */
  protected async appendOwn(context: CommandContext, expected: number, events: Parameters<Streams['append']>[3], alongside?: (tx: OrmTx) => Promise<void>): Promise<void> {
    try {
      await this.streams.transaction(async (tx: OrmTx) => {
        await this.streams.append(tx, context, { id: accountStreamId(context.principal.id), type: 'user', expected }, events);
        await alongside?.(tx);
      });
    } catch (error) {
      if (error instanceof ConcurrencyError) throw new StaleForm(PROFILE_CONFLICT);
      throw error;
    }
  }
}

@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler extends OwnAccountHandler implements ICommandHandler<UpdateProfileCommand> {
  async execute({ context, fields }: UpdateProfileCommand): Promise<void> {
    const account = await this.own(context);
    const events = decideUpdateProfile(account, fields);
    await this.appendOwn(context, fields.version ?? account.version, events);
  }
}

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

@CommandHandler(ChangePinCommand)
export class ChangePinHandler extends OwnAccountHandler implements ICommandHandler<ChangePinCommand> {
  constructor(streams: Streams, accounts: AccountsQueries, private readonly hasher: PasswordHasher) {
    super(streams, accounts);
  }

  async execute({ context, pin, confirmPin }: ChangePinCommand): Promise<void> {
    refusePinForm(pin, confirmPin);
    const account = await this.own(context);
    const pinHash = await this.hasher.hash(pin);
    const event: PinChanged = { type: EventType.PinChanged, v: 1, data: { userId: account.id } };
    await this.appendOwn(context, account.version, [event], (tx) => storePinHash(tx, { userId: account.id, companyId: account.companyId }, pinHash));
  }
}
