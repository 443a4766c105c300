import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { z } from 'zod';
import { OAUTH_SCOPES, OAuthScope, Role, SUPERVISOR_FUNCTION_IDS, SupervisorFunction } from '@timekeep/contracts';
import { AppConfig } from '../config/app-config';
import type { Principal } from './principal';

const claimsSchema = z.object({
  sub: z.string().min(1),
  cid: z.string().uuid(),
  kind: z.enum(['user', 'client', 'system']),
  roles: z.array(z.enum([Role.Superadmin, Role.Admin, Role.Supervisor, Role.Employee])),
  funs: z.array(z.enum(SUPERVISOR_FUNCTION_IDS as [SupervisorFunction, ...SupervisorFunction[]])).optional(),
  name: z.string().optional(),
  scp: z.array(z.enum(OAUTH_SCOPES as [OAuthScope, ...OAuthScope[]])).optional(),
  cv: z.number().int().optional(),
  sv: z.number().int().optional(),
  // jsonwebtoken checks an expiry only when the token carries one: every token we sign has one, so one without is not ours (ADR 0049).
  exp: z.number().int(),
});

/** Signs and verifies access tokens that carry a principal. */
@Injectable()
export class PrincipalTokens {
  private readonly jwt: JwtService;

  constructor(config: AppConfig) {
    this.jwt = new JwtService({ secret: config.jwtSecret, signOptions: { algorithm: 'HS256' } });
  }

  sign(principal: Principal, expiresInSeconds = 900): string {
    return this.jwt.sign(
      { sub: principal.id, cid: principal.companyId, kind: principal.kind, roles: principal.roles, funs: principal.functions?.length ? principal.functions : undefined, name: principal.name, scp: principal.scopes, cv: principal.credentialVersion, sv: principal.sessionVersion },
      { expiresIn: expiresInSeconds },
    );
  }

  /** Null for anything not signed by us, expired or malformed. */
  verify(token: string): Principal | null {
    try {
      const claims = claimsSchema.parse(this.jwt.verify(token, { algorithms: ['HS256'] }));
      return { id: claims.sub, companyId: claims.cid, kind: claims.kind, roles: claims.roles, ...(claims.funs ? { functions: claims.funs } : {}), name: claims.name, ...(claims.kind === 'client' ? { scopes: claims.scp ?? [], credentialVersion: claims.cv } : {}), ...(claims.kind === 'user' ? { sessionVersion: claims.sv ?? 0 } : {}) };
    } catch {
      return null;
    }
  }
}
