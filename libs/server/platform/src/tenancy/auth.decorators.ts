import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Action, OAuthScope, Resource, Role } from '@timekeep/contracts';
import type { Principal } from './principal';

export const PUBLIC_ROUTE = 'tk:public';
export const REQUIRED_ROLES = 'tk:roles';
export const REQUIRED_PERMISSION = 'tk:permission';
export const CLIENT_SCOPE = 'tk:client-scope';

/** Reachable without a token (health, metrics, sign-in). */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);

/** Only principals holding one of these roles. */
export const Roles = (...roles: Role[]) => SetMetadata(REQUIRED_ROLES, roles);

/** Only principals whose roles grant this action on this resource (the default matrix). */
export const Permission = (resource: Resource, action: Action) => SetMetadata(REQUIRED_PERMISSION, { resource, action });

/**
 * Opens a route to OAuth clients holding this scope (ADR 0041). A client calls nothing else: every
 * other route answers it 403, whatever its scopes would grant in the matrix.
 */
export const ClientScope = (scope: OAuthScope) => SetMetadata(CLIENT_SCOPE, scope);

export const CurrentPrincipal = createParamDecorator((_: unknown, ctx: ExecutionContext): Principal => {
  const principal = ctx.switchToHttp().getRequest<{ principal?: Principal }>().principal;
  if (!principal) throw new Error('CurrentPrincipal used on a public route');
  return principal;
});
