import { Injectable } from '@nestjs/common';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Role, TokenPair } from '@timekeep/contracts';
import { decideRefresh } from '@timekeep/domain-identity';
import { AppConfig, OrmTx, Principal, PrincipalTokens } from '@timekeep/server-platform';
import { RefreshTokenEntity } from './refresh-token.entity';
import { sameHash, secretHash } from '../secrets/secret-hash';

export type RotateOutcome =
  | { kind: 'rotated'; tokens: TokenPair; userId: string; companyId: string; actingRoles: Role[] }
  | { kind: 'invalid' }
  | { kind: 'reused'; userId: string; companyId: string; familyId: string };

/**
 * Short-lived access tokens (JWT) and rotating refresh tokens `<id>.<secret>`. Each refresh uses
 * up its token and issues its one successor in the same family; what a presented token may do is
 * decided by `decideRefresh` (ADR 0008).
 *
 * A successor's secret is derived from its parent's (HMAC with the server key), so a replay of the
 * parent within the lost-answer grace can be answered with the very same successor: only a hash of
 * every secret is stored, and no replay can ever create a second branch.
 */
@Injectable()
export class SessionTokens {
  constructor(
    private readonly config: AppConfig,
    private readonly principals: PrincipalTokens,
  ) {}

  async issue(tx: OrmTx, principal: Principal, familyId: string = randomUUID(), secret = randomBytes(32).toString('base64url')): Promise<TokenPair> {
    const id = randomUUID();
    await tx.manager.insert(RefreshTokenEntity, {
      id,
      familyId,
      userId: principal.id,
      companyId: principal.companyId,
      secretHash: secretHash(secret),
      actingRoles: principal.roles,
      expiresAt: new Date(Date.now() + this.config.auth.refreshTtlDays * 86_400_000),
      usedAt: null,
      revokedAt: null,
      successorId: null,
      createdAt: new Date(),
    });
    return { accessToken: this.accessToken(principal), refreshToken: `${id}.${secret}` };
  }

  async rotate(tx: OrmTx, refreshToken: string, principalOf: (row: RefreshTokenEntity) => Promise<Principal | null>): Promise<RotateOutcome> {
    const [id, secret] = refreshToken.split('.');
    if (!id || !secret || !/^[0-9a-f-]{36}$/.test(id)) return { kind: 'invalid' };
    const tokens = tx.manager.getRepository(RefreshTokenEntity);
    // The row lock serialises concurrent presentations of one token: the second sees the first's use.
    const row = await tokens.createQueryBuilder('t').setLock('pessimistic_write').where('t.id = :id', { id }).getOne();
    if (!row || !sameHash(row.secretHash, secretHash(secret))) return { kind: 'invalid' };
    const successor = row.successorId ? await tokens.findOneBy({ id: row.successorId }) : null;
    const decision = decideRefresh({ ...row, successor }, new Date());
    if (decision === 'reuse') {
      await this.revokeFamily(tx, row.familyId);
      return { kind: 'reused', userId: row.userId, companyId: row.companyId, familyId: row.familyId };
    }
    if (decision === 'expired') return { kind: 'invalid' };
    const principal = await principalOf(row);
    if (!principal) return { kind: 'invalid' };
    const successorSecret = this.successorSecret(row.id, secret);
    const done = { kind: 'rotated', userId: row.userId, companyId: row.companyId, actingRoles: principal.roles } as const;
    if (decision === 'resend-successor' && successor) {
      return { ...done, tokens: { accessToken: this.accessToken(principal), refreshToken: `${successor.id}.${successorSecret}` } };
    }
    const next = await this.issue(tx, principal, row.familyId, successorSecret);
    await tx.manager.update(RefreshTokenEntity, row.id, { usedAt: new Date(), successorId: next.refreshToken.split('.')[0] });
    return { ...done, tokens: next };
  }

  private accessToken(principal: Principal): string {
    return this.principals.sign(principal, this.config.auth.accessTtlSeconds);
  }

  private successorSecret(parentId: string, parentSecret: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(`refresh-successor:${parentId}.${parentSecret}`).digest('base64url');
  }

  async revokeFamily(tx: OrmTx, familyId: string): Promise<void> {
    await tx.sql.query('UPDATE refresh_token SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL', [familyId]);
  }

  /** After a password change: every session of the person ends, except optionally the one making the change. */
  async revokeAllOf(tx: OrmTx, userId: string): Promise<void> {
    await tx.sql.query('UPDATE refresh_token SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
  }
}
