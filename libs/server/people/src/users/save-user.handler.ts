import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { Action, REQUIRED_TEXT, Resource, Role, roleOfId, UserRecord } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { EmployeeInput, PeopleError } from '@timekeep/domain-people';
import { accountFold, accountStreamId, PasswordHasher, SessionTokens, UserAccountEntity } from '@timekeep/server-identity';
import { ManagementScope } from '@timekeep/server-organisation';
import { CommandContext, DateWindows, hasRole, OrmTx, Streams } from '@timekeep/server-platform';
import { PayRuleLookup } from '@timekeep/server-pay-rules';
import { writeAccount } from '../accounts/account-writes';
import { mustHave } from '../employees/employee-facts';
import { settlePeopleRace } from '../employees/employee-stream';
import { saveEmployeeWithin } from '../employees/save-employee.handler';

export interface UserSave {
  id?: string;
  user: UserRecord;
  password: string | null;
  pin: string | null;
  /** The account's picture; undefined keeps it. With Employee Info it is the employee's photo too. */
  avatar?: string | null;
  /** Employee Info, when Is Employee is on. */
  employee: EmployeeInput | null;
  version?: number;
  employeeVersion?: number;
}

export class SaveUserCommand {
  constructor(
    readonly context: CommandContext,
    readonly save: UserSave,
  ) {}
}

/**
 * POST /user/save-without-photo. The account (roles, management scope, forwarding, mobile app) and,
 * with Is Employee, the employee behind it commit together; the employee part is the employee
 * form's own save, so licences and identifiers are checked the same way.
 */
@CommandHandler(SaveUserCommand)
export class SaveUserHandler implements ICommandHandler<SaveUserCommand, { id: string; employeeId: string | null }> {
  constructor(
    readonly streams: Streams,
    readonly hasher: PasswordHasher,
    readonly sessions: SessionTokens,
    readonly scope: ManagementScope,
    readonly payRules: PayRuleLookup,
    readonly dateWindows: DateWindows,
  ) {}

  async execute({ context, save }: SaveUserCommand): Promise<{ id: string; employeeId: string | null }> {
    const { principal } = context;
    mustHave(principal.kind === 'system' || can(principal, Resource.User, save.id ? Action.Update : Action.Create));
    const { user } = save;
    const role = roleOfId(user.roleId);
    if (!role) throw new PeopleError('invalid', REQUIRED_TEXT);
    if (role === Role.Superadmin && !(principal.kind === 'system' || hasRole(principal, Role.Superadmin))) mustHave(false);
    const departments = role === Role.Supervisor ? user.departments : [];
    if (role === Role.Supervisor && !departments.length) throw new PeopleError('invalid', REQUIRED_TEXT);
    const roles = user.isEmployee && role !== Role.Employee ? [role, Role.Employee] : [role];
    try {
      return await this.streams.transaction(async (tx) => {
        await this.mustBeOfCompany(tx, context, save.id);
        if (!(await this.scope.canSee(principal, ...departments, ...user.exportDevisions))) throw new PeopleError('invalid', 'A chosen department does not exist.');
        const forwardTo = user.isLeave ? user.forwardTo : null;
        if (forwardTo && !(await tx.manager.existsBy(UserAccountEntity, { id: forwardTo, companyId: principal.companyId }))) {
          throw new PeopleError('invalid', 'The user to forward leave requests to does not exist.');
        }
        const current = save.id ? (await this.streams.load(tx, context, accountStreamId(save.id), accountFold)).state : null;
        const employeeId = current?.employeeId ?? (user.isEmployee ? randomUUID() : null);
        const userId = await writeAccount(
          this,
          tx,
          context,
          save.id ?? null,
          {
            email: user.email,
            password: save.password,
            pin: save.pin,
            avatar: save.avatar,
            details: (now) => ({
              ...now,
              email: user.email,
              firstName: user.firstName,
              lastName: user.lastName,
              middleName: user.middleName,
              employeeId,
              exportDivisions: user.exportDevisions,
              leaveForwardTo: forwardTo,
              mobileApp: user.mobileApp,
              evacuator: user.evacuator,
            }),
            roles: () => roles,
            departmentIds: () => departments,
            functions: () => (role === Role.Supervisor ? user.funs : []),
          },
          save.version,
        );
        if (user.isEmployee && employeeId && save.employee && userId) {
          const input = { ...save.employee, firstName: user.firstName, lastName: user.lastName, middleName: user.middleName };
          const isNew = !(current?.employeeId);
          if (isNew) mustHave(principal.kind === 'system' || can(principal, Resource.Employee, Action.Create));
          await saveEmployeeWithin(this, tx, context, employeeId, { id: isNew ? undefined : employeeId, input, email: user.email, password: null, pin: null, version: save.employeeVersion }, { userId, roles: () => roles });
        }
        return { id: userId as string, employeeId };
      });
    } catch (error) {
      settlePeopleRace(error);
    }
  }

  private async mustBeOfCompany(tx: OrmTx, context: CommandContext, userId: string | undefined): Promise<void> {
    if (!userId) return;
    if (!(await tx.manager.existsBy(UserAccountEntity, { id: userId, companyId: context.principal.companyId }))) throw new PeopleError('notFound', 'This user does not exist.');
  }
}
