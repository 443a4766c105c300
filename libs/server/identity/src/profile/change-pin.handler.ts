import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventType } from '@timekeep/contracts';
import { PinChanged, refusePinForm } from '@timekeep/domain-identity';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { storePinHash } from '../accounts/account-secrets';
import { AccountsQueries } from '../accounts/accounts.queries';
import { PasswordHasher } from '../accounts/password-hasher';
import { OwnAccountHandler } from './own-account';

export class ChangePinCommand {
  constructor(readonly context: CommandContext, readonly pin: string, readonly confirmPin: string | undefined) {}
}

/** POST /profile/change-pin: the 4-digit PIN used at kiosks and in the mobile app, kept only as a hash. */
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
