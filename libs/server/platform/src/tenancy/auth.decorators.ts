import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Action, Resource, Role } from '@timekeep/contracts';
import type { Principal } from './principal';

export const PUBLIC_ROUTE = 'tk:public';
export const REQUIRED_ROLES = 'tk:roles';
export const REQUIRED_PERMISSION = 'tk:permission';

/** Reachable without a token (health, metrics, sign-in). */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);

/** Only principals holding one of these roles. */
export const Roles = (...roles: Role[]) => SetMetadata(REQUIRED_ROLES, roles);

/** Only principals whose roles grant this action on this resource (the default matrix). */
export const Permission = (resource: Resource, action: Action) => SetMetadata(REQUIRED_PERMISSION, { resource, action });

export const CurrentPrincipal = createParamDecorator((_: unknown, ctx: ExecutionContext): Principal => {
  const principal = ctx.switchToHttp().getRequest<{ principal?: Principal }>().principal;
  if (!principal) throw new Error('CurrentPrincipal used on a public route');
  return principal;
});
