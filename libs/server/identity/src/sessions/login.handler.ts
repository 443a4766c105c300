import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { TokenPair } from '@timekeep/contracts';
import { ACCOUNT_NOT_ACTIVE, decideLogin, INVALID_CREDENTIALS, SignInRefused } from '@timekeep/domain-identity';
import { ConcurrencyError, type NewEvent } from '@timekeep/event-store';
import { Streams } from '@timekeep/server-platform';
import { selfContext, userPrincipal } from '../accounts/account-context';
import { AccountSecrets } from '../accounts/account-secrets';
import { AccountsQueries } from '../accounts/accounts.queries';
import { PasswordHasher } from '../accounts/password-hasher';
import { signinFold, signinStreamId } from '../accounts/streams';
import { LoginThrottle } from './login-throttle';
import { SessionTokens } from './session-tokens';

export class LoginCommand {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly appType: string,
    readonly address: string,
    readonly correlationId: string,
  ) {}
}

/**
 * Sign-in. Failed attempts are recorded (and may lock the account) in a transaction of their
 * own that commits before the refusal is answered. Wrong email and wrong password read the same.
 */
@CommandHandler(LoginCommand)
export class LoginHandler implements ICommandHandler<LoginCommand, TokenPair> {
  constructor(
    private readonly streams: Streams,
    private readonly accounts: AccountsQueries,
    private readonly hasher: PasswordHasher,
    private readonly tokens: SessionTokens,
    private readonly throttle: LoginThrottle,
    private readonly secrets: AccountSecrets,
  ) {}

  async execute(command: LoginCommand): Promise<TokenPair> {
    if (!(await this.throttle.allow(command.address))) {
      throw new SignInRefused('Too many sign-in attempts from this address. Try again in a minute.', true);
    }
    const account = await this.accounts.byEmail(command.email);
    const passwordMatches = await this.hasher.verify(await this.secrets.passwordHash(account && { userId: account.id, companyId: account.companyId }), command.password);
    if (!account) throw new SignInRefused(INVALID_CREDENTIALS);

    for (let attempt = 0; ; attempt++) {
      try {
        const outcome = await this.streams.transaction(async (tx) => {
          const context = selfContext(userPrincipal(account, account.roles), 'console', command.correlationId);
          const signins = await this.streams.load(tx, context, signinStreamId(account.id), signinFold);
          const decision = decideLogin({ userId: account.id, roles: account.roles, active: account.status === 'Active' }, signins.state, { passwordMatches, appType: command.appType, now: context.now });
          if (decision.events.length) await this.streams.append(tx, context, { id: signinStreamId(account.id), type: 'signins', expected: signins.version }, decision.events as NewEvent[]);
          if (!decision.ok) return { refused: decision.message };
          return { tokens: await this.tokens.issue(tx, userPrincipal(account, decision.actingRoles)) };
        });
        if (outcome.tokens) return outcome.tokens;
        throw new SignInRefused(outcome.refused, outcome.refused !== INVALID_CREDENTIALS && outcome.refused !== ACCOUNT_NOT_ACTIVE);
      } catch (error) {
        // Two attempts on one account at once: the loser re-reads the sign-in stream and decides again.
        if (error instanceof ConcurrencyError && attempt < 3) continue;
        throw error;
      }
    }
  }
}
