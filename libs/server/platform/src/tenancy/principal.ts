import type { Actor } from '@timekeep/event-store';
import type { OAuthScope, Role, SupervisorFunction } from '@timekeep/contracts';

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
  /** An OAuth client's (kind 'client', no roles): what it may do, within its company (ADR 0041). */
  scopes?: OAuthScope[];
  /** An OAuth client's secret version when the token was issued: a newer secret ends the token. */
  credentialVersion?: number;
  /** A user's account session version when the token was issued: a newer one ends the token (ADR 0047). */
  sessionVersion?: number;
}

export function actorOf(principal: Principal): Actor {
  return { kind: principal.kind, id: principal.id, ...(principal.name ? { name: principal.name } : {}) };
}

export function hasRole(principal: Principal, ...roles: Role[]): boolean {
  return principal.roles.some((r) => roles.includes(r));
}
