import { randomUUID } from 'node:crypto';
import { Role } from '@timekeep/contracts';
import type { CommandContext, Principal } from '@timekeep/server-platform';
import type { EventSource } from '@timekeep/event-store';
import type { UserAccountEntity } from './user-account.entity';

/** The principal of a signed-in account acting in `roles`; a Supervisor's functions come with it. */
export function userPrincipal(account: Pick<UserAccountEntity, 'id' | 'companyId' | 'firstName' | 'lastName' | 'functions' | 'sessionVersion'>, roles: Role[]): Principal {
  const functions = roles.includes(Role.Supervisor) && account.functions.length ? { functions: account.functions } : {};
  return { kind: 'user', id: account.id, companyId: account.companyId, roles, ...functions, name: `${account.firstName} ${account.lastName}`.trim(), sessionVersion: account.sessionVersion };
}

/** Before sign-in there is no principal yet: the account acts on its own streams. */
export function selfContext(principal: Principal, source: EventSource, correlationId?: string): CommandContext {
  return { principal, source, correlationId: correlationId ?? randomUUID(), causationId: null, now: new Date() };
}
