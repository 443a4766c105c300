import type { Principal } from './principal';

/**
 * Whether a user's access token still stands: its account is Active and has not had a change that
 * ends sessions since the token was issued (a status, role or password change; ADR 0047). Asked by
 * the guard on every user request, so a deactivated Admin is refused at once rather than when the
 * token expires. Declared here; the identity context, which keeps the accounts, answers it.
 */
export abstract class AccountStanding {
  abstract stands(principal: Principal): Promise<boolean>;
}
