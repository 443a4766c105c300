import { ForbiddenException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomBytes, randomUUID } from 'node:crypto';
import { EventType, Role } from '@timekeep/contracts';
import { AccountCreated, AccountRuleError, passwordProblem } from '@timekeep/domain-identity';
import { CommandContext, hasRole, OrmTx, Streams } from '@timekeep/server-platform';
import { PasswordHasher } from './password-hasher';
import { accountStreamId } from './streams';

export interface NewAccount {
  userId?: string;
  companyId: string;
  email: string;
  /** Null: the person sets one through 'Forgot password' (or an admin sets it later); nobody knows the random one stored. */
  password: string | null;
  firstName: string;
  lastName: string;
  roles: Role[];
  employeeId?: string | null;
  departmentIds?: string[];
}

export class CreateAccountCommand {
  constructor(
    readonly context: CommandContext,
    readonly account: NewAccount,
  ) {}
}

/** The system (bootstrap, seed) creates anywhere; a Superadmin anywhere; an Admin in their own company only. */
@CommandHandler(CreateAccountCommand)
export class CreateAccountHandler implements ICommandHandler<CreateAccountCommand, { userId: string }> {
  constructor(
    private readonly streams: Streams,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute({ context, account }: CreateAccountCommand): Promise<{ userId: string }> {
    const { principal } = context;
    const allowed = principal.kind === 'system' || hasRole(principal, Role.Superadmin) || (hasRole(principal, Role.Admin) && principal.companyId === account.companyId);
    if (!allowed) throw new ForbiddenException();
    if (account.roles.includes(Role.Superadmin) && principal.kind !== 'system' && !hasRole(principal, Role.Superadmin)) throw new ForbiddenException();
    const created = await accountCreated(account, this.hasher);
    try {
      await this.streams.transaction((tx) => appendAccount(this.streams, tx, context, created));
    } catch (error) {
      if (isEmailClash(error)) throw new AccountRuleError('exist', 'userEmailExit');
      throw error;
    }
    return { userId: created.data.userId };
  }
}

/** The AccountCreated event for a new account, its password checked and hashed. */
export async function accountCreated(account: NewAccount, hasher: PasswordHasher): Promise<AccountCreated> {
  const password = account.password ?? randomBytes(32).toString('base64url');
  const problem = account.password === null ? null : passwordProblem(password);
  if (problem) throw new AccountRuleError('invalid', problem);
  return {
    type: EventType.AccountCreated,
    v: 1,
    data: {
      userId: account.userId ?? randomUUID(),
      companyId: account.companyId,
      email: account.email.trim(),
      firstName: account.firstName.trim(),
      lastName: account.lastName.trim(),
      roles: account.roles,
      passwordHash: await hasher.hash(password),
      employeeId: account.employeeId ?? null,
      departmentIds: account.departmentIds ?? [],
    },
  };
}

export function appendAccount(streams: Streams, tx: OrmTx, context: CommandContext, created: AccountCreated): Promise<unknown> {
  return streams.append(tx, context, { id: accountStreamId(created.data.userId), type: 'user', expected: 'no_stream', companyId: created.data.companyId }, [created]);
}

/** Emails are unique across companies: one address signs in to one account. */
export const isEmailClash = (error: unknown) => {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'user_account_email';
};
