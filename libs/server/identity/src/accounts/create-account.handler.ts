import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomBytes, randomUUID } from 'node:crypto';
import { EventType, Role } from '@timekeep/contracts';
import { AccountCreated, AccountRuleError, passwordProblem } from '@timekeep/domain-identity';
import { CommandContext, hasRole, OrmTx, Streams } from '@timekeep/server-platform';
import { storePasswordHash } from './account-secrets';
import { PasswordHasher } from './password-hasher';
import { accountStreamId } from './streams';
import { UserAccountEntity } from './user-account.entity';
import { NotAllowed } from '@timekeep/domain-kernel';

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
    if (!allowed) throw new NotAllowed();
    if (account.roles.includes(Role.Superadmin) && principal.kind !== 'system' && !hasRole(principal, Role.Superadmin)) throw new NotAllowed();
    const created = await accountCreated(account, this.hasher);
    try {
      await this.streams.transaction((tx) => appendAccount(this.streams, tx, context, created));
    } catch (error) {
      if (isEmailClash(error)) throw new AccountRuleError('exist', 'userEmailExit');
      throw error;
    }
    return { userId: created.event.data.userId };
  }
}

/** A new account: its event, and its password's hash, which is kept apart from the log (ADR 0050). */
export interface NewAccountRecord {
  event: AccountCreated;
  passwordHash: string;
}

/** The AccountCreated event for a new account, its password checked and hashed (hashed outside any transaction: it is slow on purpose). */
export async function accountCreated(account: NewAccount, hasher: PasswordHasher): Promise<NewAccountRecord> {
  const password = account.password ?? randomBytes(32).toString('base64url');
  const problem = account.password === null ? null : passwordProblem(password);
  if (problem) throw new AccountRuleError('invalid', problem);
  return {
    event: {
      type: EventType.AccountCreated,
      v: 1,
      data: {
        userId: account.userId ?? randomUUID(),
        companyId: account.companyId,
        email: account.email.trim(),
        firstName: account.firstName.trim(),
        lastName: account.lastName.trim(),
        roles: account.roles,
        employeeId: account.employeeId ?? null,
        departmentIds: account.departmentIds ?? [],
      },
    },
    passwordHash: await hasher.hash(password),
  };
}

/** The account's event and its password's hash, in the caller's transaction. */
export async function appendAccount(streams: Streams, tx: OrmTx, context: CommandContext, created: NewAccountRecord): Promise<void> {
  const { userId, companyId, email } = created.event.data;
  await refuseTakenEmail(tx, email, userId);
  await streams.append(tx, context, { id: accountStreamId(userId), type: 'user', expected: 'no_stream', companyId }, [created.event]);
  await storePasswordHash(tx, { userId, companyId }, created.passwordHash);
}

/**
 * A taken email is the person's mistake, answered with the spec's 'userEmailExit' before anything is
 * written: a failed insert would be logged as a database error. The unique index still settles two
 * saves racing for one address (isEmailClash).
 */
export async function refuseTakenEmail(tx: OrmTx, email: string, userId: string): Promise<void> {
  const taken = await tx.manager
    .createQueryBuilder(UserAccountEntity, 'u')
    .where('lower(u.email) = lower(:email) AND u.id <> :userId', { email: email.trim(), userId })
    .getExists();
  if (taken) throw new AccountRuleError('exist', 'userEmailExit');
}

/** Emails are unique across companies: one address signs in to one account. */
export const isEmailClash = (error: unknown) => {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'user_account_email';
};
