import { EventType, Role, SupervisorFunction } from '@timekeep/contracts';
import { AccountDetails, AccountEvent, AccountRuleError, AccountState, decideChangeAccount, passwordProblem, refuseAccountWrite } from '@timekeep/domain-identity';
import { accountCreated, accountFold, accountStreamId, appendAccount, PasswordHasher, refuseTakenEmail, SessionTokens, storePasswordHash, storePinHash } from '@timekeep/server-identity';
import { CommandContext, OrmTx, Streams } from '@timekeep/server-platform';
import { StaleForm } from '@timekeep/domain-kernel';

/** What a people form asks of the sign-in account behind a person. */
export interface AccountChange {
  email: string | null;
  /** A new password, already checked against its confirmation; null keeps the current one. */
  password: string | null;
  pin: string | null;
  /** A picture's name; null removes it; undefined keeps it. */
  avatar?: string | null;
  /** Details as they should be after the change, given the current account (or a blank one). */
  details: (current: AccountDetails) => AccountDetails;
  roles: (current: AccountState) => Role[];
  departmentIds: (current: AccountState) => string[];
  /** A Supervisor's functions; by default the current ones. */
  functions?: (current: AccountState) => SupervisorFunction[];
}

/**
 * Creates the account when there is none and an email is given, or changes the existing one; sets a
 * password and a PIN when given. Appends in the caller's transaction; answers the account's id, or
 * null for a person without one. A taken email is refused before the write ('userEmailExit').
 *
 * Every people form writes accounts through here, so here the caller's right to the account is
 * decided (ADR 0047): nothing about an account above the caller's role changes, and its email,
 * password or PIN only with the right to update users. A password set here ends the holder's sessions.
 */
export async function writeAccount(
  { streams, hasher, sessions }: { streams: Streams; hasher: PasswordHasher; sessions: SessionTokens },
  tx: OrmTx,
  context: CommandContext,
  userId: string | null,
  change: AccountChange,
  expectedVersion?: number,
): Promise<string | null> {
  const companyId = context.principal.companyId;
  let id = userId;
  let created = false;
  if (!id) {
    if (!change.email) return null;
    const state = { ...accountFold.initial, companyId };
    const details = change.details(state);
    const record = await accountCreated(
      { companyId, email: change.email, password: change.password, firstName: details.firstName, lastName: details.lastName, roles: change.roles(state), employeeId: details.employeeId, departmentIds: change.departmentIds(state) },
      hasher,
    );
    await appendAccount(streams, tx, context, record);
    id = record.event.data.userId;
    created = true;
  }
  const { state, version } = await streams.load(tx, context, accountStreamId(id), accountFold);
  if (!state.userId) throw new AccountRuleError('invalid', 'This user does not exist.');
  if (expectedVersion !== undefined && !created && expectedVersion !== version) throw new StaleForm('This user was changed by someone else. Reload it and try again.');
  const details = change.details(state);
  const email = change.email ?? state.email;
  if (!created && email.trim().toLowerCase() !== state.email.toLowerCase()) await refuseTakenEmail(tx, email, id);
  const roles = change.roles(state);
  const events: AccountEvent[] = decideChangeAccount(state, { ...details, email }, roles, change.departmentIds(state), change.functions?.(state));
  const settingPassword = !!change.password && !created;
  const newAvatar = change.avatar !== undefined && change.avatar !== state.avatar;
  const changesSecrets = settingPassword || !!change.pin || email.trim().toLowerCase() !== state.email.toLowerCase();
  // Decided before any hashing: a refused write costs no argon2 work and appends nothing.
  refuseAccountWrite(context.principal, { current: created ? null : { userId: id, roles: state.roles }, roles, changesSecrets, changes: events.length > 0 || changesSecrets || newAvatar });
  // The hashes go to account_secret with the events, never into them (ADR 0050).
  let passwordHash: string | null = null;
  let pinHash: string | null = null;
  if (settingPassword && change.password) {
    const problem = passwordProblem(change.password);
    if (problem) throw new AccountRuleError('invalid', problem);
    passwordHash = await hasher.hash(change.password);
    events.push({ type: EventType.PasswordChanged, v: 1, data: { userId: id, via: 'admin' } });
  }
  if (newAvatar) events.push({ type: EventType.AvatarChanged, v: 1, data: { userId: id, avatar: change.avatar ?? null } });
  if (change.pin) {
    pinHash = await hasher.hash(change.pin);
    events.push({ type: EventType.PinChanged, v: 1, data: { userId: id } });
  }
  if (events.length) await streams.append(tx, context, { id: accountStreamId(id), type: 'user', expected: version }, events);
  if (passwordHash) await storePasswordHash(tx, { userId: id, companyId }, passwordHash);
  if (pinHash) await storePinHash(tx, { userId: id, companyId }, pinHash);
  // Whoever knew the old password is signed out everywhere (ADR 0008); the access tokens end with the session version.
  if (settingPassword) await sessions.revokeAllOf(tx, id);
  return id;
}
