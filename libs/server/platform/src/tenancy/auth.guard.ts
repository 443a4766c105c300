import { CanActivate, ExecutionContext, ForbiddenException, HttpException, HttpStatus, Injectable, UnauthorizedException } from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import type { Action, OAuthScope, Resource, Role } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { AccountStanding } from './account-standing';
import { CLIENT_SCOPE, PUBLIC_ROUTE, REQUIRED_PERMISSION, REQUIRED_ROLES } from './auth.decorators';
import { ClientCallThrottle } from './client-call-throttle';
import { ClientStanding } from './client-standing';
import { ClientUsage } from './client-usage';
import type { Principal } from './principal';
import { PrincipalTokens } from './principal-tokens';

/**
 * Global: every route needs a valid bearer token unless marked @Public(), and passes its @Roles /
 * @Permission. An OAuth client reaches only the routes opened to one of its scopes (@ClientScope),
 * only while its token's secret is the client's current one, only with the token's scopes the
 * client still has, and within its calls per minute; each of its calls is counted for its usage.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  /** The ports the identity context provides, looked up once each (null: not wired, as in the worker). */
  private readonly ports = new Map<abstract new (...args: never[]) => unknown, unknown>();

  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: PrincipalTokens,
    private readonly modules: ModuleRef,
    private readonly throttle: ClientCallThrottle,
    private readonly usage: ClientUsage,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets)) return true;
    const request = context.switchToHttp().getRequest<{ headers: Record<string, string | undefined>; principal?: Principal }>();
    const header = request.headers['authorization'] ?? '';
    const match = /^Bearer (.+)$/i.exec(header);
    let principal = match ? this.tokens.verify(match[1]) : null;
    if (!principal) throw new UnauthorizedException();
    // A deactivated account, or one whose roles or password changed since the token was issued: as
    // good as no token (401, so the console refreshes, and the refresh decides). Fails closed.
    if (principal.kind === 'user' && !(await this.port(AccountStanding)?.stands(principal))) throw new UnauthorizedException();
    if (principal.kind === 'client') {
      // Revoked (a new secret) or removed: as good as no token. Without the identity context nobody can answer, so refuse.
      const scopes = (await this.port(ClientStanding)?.scopesHeld(principal)) ?? null;
      if (!scopes) throw new UnauthorizedException();
      // The scopes the client still has, not the token's: the handlers' matrix checks read them too.
      principal = { ...principal, scopes };
      // Counted as used (its last call, its calls per day) whatever the answer, as the throttle counts.
      const [standing] = await Promise.all([this.throttle.wait(principal.id), this.usage.record(principal.id)]);
      const response = context.switchToHttp().getResponse<{ setHeader(name: string, value: string): void }>();
      for (const [name, value] of Object.entries(ClientCallThrottle.headers(standing))) response.setHeader(name, value);
      const { wait } = standing;
      if (wait) {
        response.setHeader('Retry-After', String(wait));
        // RFC 6749 §5.2's shape and the token endpoint's code for it, so an integrator reads one kind of error.
        throw new HttpException({ error: 'temporarily_unavailable', error_description: `Too many calls from this client. Try again in ${wait} seconds.` }, HttpStatus.TOO_MANY_REQUESTS);
      }
      const scope = this.reflector.getAllAndOverride<OAuthScope | undefined>(CLIENT_SCOPE, targets);
      if (!scope || !scopes.includes(scope)) throw new ForbiddenException();
    }
    request.principal = principal;
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(REQUIRED_ROLES, targets);
    if (roles && !principal.roles.some((r) => roles.includes(r))) throw new ForbiddenException();
    const permission = this.reflector.getAllAndOverride<{ resource: Resource; action: Action } | undefined>(REQUIRED_PERMISSION, targets);
    if (permission && !can(principal, permission.resource, permission.action)) throw new ForbiddenException();
    return true;
  }

  /** Looked up on first use: the identity context that provides these ports is wired after the platform. */
  private port<T>(token: abstract new (...args: never[]) => T): T | null {
    if (!this.ports.has(token)) {
      let found: T | null = null;
      try {
        found = this.modules.get(token, { strict: false });
      } catch {
        found = null;
      }
      this.ports.set(token, found);
    }
    return this.ports.get(token) as T | null;
  }
}
