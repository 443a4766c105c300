import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Action, EmployeeStatus, Resource } from '@timekeep/contracts';
import { can, decideChangeAccountStatus, refuseAccountWrite } from '@timekeep/domain-identity';
import { decideChangeEmployeeStatus, licenceProblem } from '@timekeep/domain-people';
import { accountFold, accountStreamId, SessionTokens } from '@timekeep/server-identity';
import { ManagementScope } from '@timekeep/server-organisation';
import { CommandContext, OrmTx, Streams } from '@timekeep/server-platform';
import { clockIdTaken, departmentLive, employeeStreamId, lockedLicenceCounts, mustHave, mustReach } from './employee-facts';
import { employeeFold, settlePeopleRace } from './employee-stream';
import { settingsWithin } from './save-employee.handler';

export class ChangeEmployeeStatusCommand {
  constructor(
    readonly context: CommandContext,
    readonly employeeId: string,
    readonly status: EmployeeStatus,
    readonly reason: string | null,
  ) {}
}

/**
 * POST /employee/saveStatus. Activation checks the department, the clock ID and a licence (under
 * the licence lock). The person's sign-in account follows: only Active people sign in, and leaving
 * Active ends their sessions.
 */
@CommandHandler(ChangeEmployeeStatusCommand)
export class ChangeEmployeeStatusHandler implements ICommandHandler<ChangeEmployeeStatusCommand, void> {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
    private readonly sessions: SessionTokens,
  ) {}

  async execute({ context, employeeId, status, reason }: ChangeEmployeeStatusCommand): Promise<void> {
    mustHave(context.principal.kind === 'system' || can(context.principal, Resource.Employee, Action.Update));
    const { companyId } = context.principal;
    try {
      await this.streams.transaction(async (tx) => {
        const { state, version } = await this.streams.load(tx, context, employeeStreamId(employeeId), employeeFold);
        if (state.record) await mustReach(this.scope, context, state.record.departmentId);
        const activating = status === 'Active' && state.status !== 'Active' && !!state.record;
        const facts = { departmentExists: true, clockIdTaken: false, overLicence: false };
        if (activating && state.record) {
          facts.departmentExists = await departmentLive(tx, companyId, state.record.departmentId);
          facts.clockIdTaken = await clockIdTaken(tx, companyId, state.record.clockId, employeeId);
          const settings = await settingsWithin(tx, companyId);
          facts.overLicence = licenceProblem(await lockedLicenceCounts(tx, companyId, employeeId), settings, { active: true, app: state.record.statusApp }) !== null;
        }
        const events = decideChangeEmployeeStatus(state, status, reason, facts);
        if (!events.length) return;
        await this.streams.append(tx, context, { id: employeeStreamId(employeeId), type: 'employee', expected: version }, events);
        if (state.userId) await this.followAccount(tx, context, state.userId, status);
      });
    } catch (error) {
      settlePeopleRace(error);
    }
  }

  private async followAccount(tx: OrmTx, context: CommandContext, userId: string, status: EmployeeStatus): Promise<void> {
    const account = await this.streams.load(tx, context, accountStreamId(userId), accountFold);
    const events = decideChangeAccountStatus(account.state, status);
    // The person's status is their account's: a supervisor cannot deactivate (or bring back) an Admin who works in their department.
    refuseAccountWrite(context.principal, { current: { userId, roles: account.state.roles }, roles: account.state.roles, changesSecrets: false, changes: events.length > 0 });
    if (events.length) await this.streams.append(tx, context, { id: accountStreamId(userId), type: 'user', expected: account.version }, events);
    if (status !== 'Active') await this.sessions.revokeAllOf(tx, userId);
  }
}
