import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Action, Resource, Role } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { PUBLIC_ROUTE, REQUIRED_PERMISSION, REQUIRED_ROLES } from './auth.decorators';
import type { Principal } from './principal';
import { PrincipalTokens } from './principal-tokens';

/** Global: every route needs a valid bearer token unless marked @Public(), and passes its @Roles / @Permission. */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: PrincipalTokens,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets)) return true;
    const request = context.switchToHttp().getRequest<{ headers: Record<string, string | undefined>; principal?: Principal }>();
    const header = request.headers['authorization'] ?? '';
    const match = /^Bearer (.+)$/i.exec(header);
    const principal = match ? this.tokens.verify(match[1]) : null;
    if (!principal) throw new UnauthorizedException();
    request.principal = principal;
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(REQUIRED_ROLES, targets);
    if (roles && !principal.roles.some((r) => roles.includes(r))) throw new ForbiddenException();
    const permission = this.reflector.getAllAndOverride<{ resource: Resource; action: Action } | undefined>(REQUIRED_PERMISSION, targets);
    if (permission && !can(principal, permission.resource, permission.action)) throw new ForbiddenException();
    return true;
  }
}
