import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Action, EmployeeStatus, Resource } from '@timekeep/contracts';
import { can, decideChangeAccountStatus, refuseAccountWrite } from '@timekeep/domain-identity';
import { accountFold, accountStreamId, SessionTokens, UserAccountEntity } from '@timekeep/server-identity';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { mustHave } from '../employees/employee-facts';
import { settlePeopleRace } from '../employees/employee-stream';
import { PeopleError } from '@timekeep/domain-people';

export class ChangeUserStatusCommand {
  constructor(
    readonly context: CommandContext,
    readonly userId: string,
    readonly status: EmployeeStatus,
  ) {}
}

/**
 * POST /api/users/{userId}/status: only Active users sign in, and leaving Active ends the user's
 * sessions. Nobody changes their own status (they would lock themselves out).
 */
@CommandHandler(ChangeUserStatusCommand)
export class ChangeUserStatusHandler implements ICommandHandler<ChangeUserStatusCommand, void> {
  constructor(
    private readonly streams: Streams,
    private readonly sessions: SessionTokens,
  ) {}

  async execute({ context, userId, status }: ChangeUserStatusCommand): Promise<void> {
    const { principal } = context;
    mustHave(principal.kind === 'system' || can(principal, Resource.User, Action.Update));
    if (principal.id === userId) throw new PeopleError('invalid', 'You cannot change your own status.');
    try {
      await this.streams.transaction(async (tx) => {
        if (!(await tx.manager.existsBy(UserAccountEntity, { id: userId, companyId: principal.companyId }))) throw new PeopleError('notFound', 'This user does not exist.');
        const { state, version } = await this.streams.load(tx, context, accountStreamId(userId), accountFold);
        const events = decideChangeAccountStatus(state, status);
        if (!events.length) return;
        refuseAccountWrite(principal, { current: { userId, roles: state.roles }, roles: state.roles, changesSecrets: false, changes: true });
        await this.streams.append(tx, context, { id: accountStreamId(userId), type: 'user', expected: version }, events);
        if (status !== 'Active') await this.sessions.revokeAllOf(tx, userId);
      });
    } catch (error) {
      settlePeopleRace(error);
    }
  }
}
