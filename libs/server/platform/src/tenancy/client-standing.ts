import type { Principal } from './principal';

/**
 * Whether an OAuth client's token still stands: the client exists and its secret is still the
 * one the token was issued under (a new secret revokes the tokens before it). Declared here
 * because the guard asks it on every client call; the identity context, which keeps the
 * clients, answers it.
 */
export abstract class ClientStanding {
  abstract stands(principal: Principal): Promise<boolean>;
}
