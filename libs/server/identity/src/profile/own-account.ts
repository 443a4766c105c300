import { Injectable } from '@nestjs/common';
import { StaleForm } from '@timekeep/domain-kernel';
import { AccountRuleError } from '@timekeep/domain-identity';
import { ConcurrencyError } from '@timekeep/event-store';
import { CommandContext, OrmTx, Streams } from '@timekeep/server-platform';
import { AccountsQueries } from '../accounts/accounts.queries';
import { accountStreamId } from '../accounts/streams';
import { UserAccountEntity } from '../accounts/user-account.entity';

export const PROFILE_CONFLICT = 'Your profile was changed elsewhere. Reload it and try again.';

/** Every profile command edits the signed-in person's own account, nobody else's. */
@Injectable()
export abstract class OwnAccountHandler {
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
