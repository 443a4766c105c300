import type { OAuthScope } from '@timekeep/contracts';
import type { Principal } from './principal';

/**
 * What an OAuth client's token may still do: nothing once the client is gone or its secret is no
 * longer the one the token was issued under (a new secret revokes the tokens before it), else the
 * token's scopes the client still has (a scope the administrator removes is gone from live tokens at
 * once). Declared here because the guard asks it on every client call; the identity context, which
 * keeps the clients, answers it.
 */
export abstract class ClientStanding {
  /** The scopes the token still holds; null when it no longer stands. */
  abstract scopesHeld(principal: Principal): Promise<OAuthScope[] | null>;
}
