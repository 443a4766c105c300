import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventType, Role, type TokenPair } from '@timekeep/contracts';
import { type RefreshTokenReused, SignInRefused } from '@timekeep/domain-identity';
import { Streams } from '@timekeep/server-platform';
import { selfContext, userPrincipal } from '../accounts/account-context';
import { AccountsQueries } from '../accounts/accounts.queries';
import { signinStreamId } from '../accounts/streams';
import { SessionTokens } from './session-tokens';

export class RefreshSessionCommand {
  constructor(readonly refreshToken: string) {}
}

export const INVALID_REFRESH = 'The session has ended. Please sign in again.';

/** 400 for anything but a live, unused token (the console signs out on 400, spec §8). */
@CommandHandler(RefreshSessionCommand)
export class RefreshSessionHandler implements ICommandHandler<RefreshSessionCommand, TokenPair> {
  constructor(
    private readonly streams: Streams,
    private readonly tokens: SessionTokens,
    private readonly accounts: AccountsQueries,
  ) {}

  async execute({ refreshToken }: RefreshSessionCommand): Promise<TokenPair> {
    const outcome = await this.streams.transaction(async (tx) => {
      const result = await this.tokens.rotate(tx, refreshToken, async (row) => {
        const account = await this.accounts.byId(row.companyId, row.userId);
        if (!account || account.status !== 'Active') return null;
        // Roles may have changed since sign-in: keep only acting roles the person still holds.
        const roles = row.actingRoles.filter((r: Role) => account.roles.includes(r));
        return roles.length ? userPrincipal(account, roles) : null;
      });
      if (result.kind === 'reused') {
        const reused: RefreshTokenReused = { type: EventType.RefreshTokenReused, v: 1, data: { userId: result.userId, familyId: result.familyId } };
        const context = selfContext({ kind: 'system', id: 'session-guard', companyId: result.companyId, roles: [] }, 'api');
        await this.streams.append(tx, context, { id: signinStreamId(result.userId), type: 'signins', expected: 'any' }, [reused]);
      }
      return result;
    });
    if (outcome.kind !== 'rotated') throw new SignInRefused(INVALID_REFRESH);
    return outcome.tokens;
  }
}
