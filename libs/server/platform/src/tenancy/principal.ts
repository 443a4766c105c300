import type { Actor } from '@timekeep/event-store';
import type { Role, SupervisorFunction } from '@timekeep/contracts';

/**
 * Who is acting, established by authentication. The company of every read and write comes from
 * here, never from a request's payload.
 */
export interface Principal {
  kind: 'user' | 'client' | 'system';
  id: string;
  companyId: string;
  roles: Role[];
  /** A Supervisor's functions: rights beyond the role's, given per user. */
  functions?: SupervisorFunction[];
  name?: string;
}

export function actorOf(principal: Principal): Actor {
  return { kind: principal.kind, id: principal.id, ...(principal.name ? { name: principal.name } : {}) };
}

export function hasRole(principal: Principal, ...roles: Role[]): boolean {
  return principal.roles.some((r) => roles.includes(r));
}
