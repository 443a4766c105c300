import type { Actor } from '@timekeep/event-store';
import type { Role } from '@timekeep/contracts';

/**
 * Who is acting, established by authentication. The company of every read and write comes from
 * here, never from a request's payload.
 */
export interface Principal {
  kind: 'user' | 'client' | 'system';
  id: string;
  companyId: string;
  roles: Role[];
  name?: string;
}

export function actorOf(principal: Principal): Actor {
  return { kind: principal.kind, id: principal.id, ...(principal.name ? { name: principal.name } : {}) };
}

export function hasRole(principal: Principal, ...roles: Role[]): boolean {
  return principal.roles.some((r) => roles.includes(r));
}
