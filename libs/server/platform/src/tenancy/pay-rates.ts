import { Action, Resource } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import type { Principal } from './principal';

/**
 * Whether a reply may carry pay rates and the amounts made from them (a roster's cost): for those
 * with the payRate right (Admins; a Supervisor given the payRates function, ADRs 0009, 0019) and
 * the system. Anyone else gets replies without them (ADR 0048).
 */
export function maySeePayRates(principal: Principal): boolean {
  return principal.kind === 'system' || can(principal, Resource.PayRate, Action.Visible);
}

/** The value without its `payRate` when the principal may not see pay rates. */
export function payRateFor<T extends { payRate?: unknown }>(principal: Principal, value: T): T {
  if (maySeePayRates(principal)) return value;
  const { payRate: _hidden, ...rest } = value;
  return rest as T;
}
