import { randomUUID } from 'node:crypto';
import type { Role } from '@timekeep/contracts';
import type { CommandContext, Principal } from '@timekeep/server-platform';
import type { EventSource } from '@timekeep/event-store';
import type { UserAccountEntity } from './user-account.entity';

export function userPrincipal(account: Pick<UserAccountEntity, 'id' | 'companyId' | 'firstName' | 'lastName'>, roles: Role[]): Principal {
  return { kind: 'user', id: account.id, companyId: account.companyId, roles, name: `${account.firstName} ${account.lastName}`.trim() };
}

/** Before sign-in there is no principal yet: the account acts on its own streams. */
export function selfContext(principal: Principal, source: EventSource, correlationId?: string): CommandContext {
  return { principal, source, correlationId: correlationId ?? randomUUID(), causationId: null, now: new Date() };
}
