import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventType, Role, type TokenPair } from '@timekeep/contracts';
import { NotAllowed } from '@timekeep/domain-kernel';
import { AccountRuleError, allowsLoginAsEmployee, LoginSucceeded } from '@timekeep/domain-identity';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { userPrincipal } from '../accounts/account-context';
import { AccountsQueries } from '../accounts/accounts.queries';
import { signinStreamId } from '../accounts/streams';
import { SessionTokens } from './session-tokens';

/** An employee lands on her own home (ADR 0066): her status, shifts, hours, balances and requests. */
export const EMPLOYEE_HOME = '/';

export class LoginAsEmployeeCommand {
  constructor(readonly context: CommandContext) {}
}

/** A dual-role person continues as Employee: a new session with only the Employee role. */
@CommandHandler(LoginAsEmployeeCommand)
export class LoginAsEmployeeHandler implements ICommandHandler<LoginAsEmployeeCommand, TokenPair & { redirectUrl: string }> {
  constructor(
    private readonly streams: Streams,
    private readonly accounts: AccountsQueries,
    private readonly tokens: SessionTokens,
  ) {}

  async execute({ context }: LoginAsEmployeeCommand): Promise<TokenPair & { redirectUrl: string }> {
    const account = await this.accounts.byId(context.principal.companyId, context.principal.id);
    if (!account) throw new AccountRuleError('notFound', 'This account does not exist.');
    if (!allowsLoginAsEmployee(account.roles)) throw new NotAllowed('Failed to login as employee.');
    const tokens = await this.streams.transaction(async (tx) => {
      const event: LoginSucceeded = { type: EventType.LoginSucceeded, v: 1, data: { userId: account.id, appType: 'web', actingRoles: [Role.Employee], at: context.now.toISOString() } };
      await this.streams.append(tx, context, { id: signinStreamId(account.id), type: 'signins', expected: 'any' }, [event]);
      return this.tokens.issue(tx, userPrincipal(account, [Role.Employee]));
    });
    return { ...tokens, redirectUrl: EMPLOYEE_HOME };
  }
}
