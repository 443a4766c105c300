import { Injectable } from '@nestjs/common';
import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Role, TokenPair } from '@timekeep/contracts';
import { AppConfig, OrmTx, Principal, PrincipalTokens } from '@timekeep/server-platform';
import { RefreshTokenEntity } from './refresh-token.entity';
import { secretHash } from '../secrets/secret-hash';

export const LOST_ANSWER_GRACE_MS = 15_000;

export type RotateOutcome =
  | { kind: 'rotated'; tokens: TokenPair; userId: string; companyId: string; actingRoles: Role[] }
  | { kind: 'invalid' }
  | { kind: 'reused'; userId: string; companyId: string; familyId: string };

/**
 * Short-lived access tokens (JWT) and rotating refresh tokens `<id>.<secret>`. Each refresh uses
 * up its token and issues the next in the same family; presenting a used token again means it
 * was copied, so the whole family is revoked and the holder must sign in again.
 */
@Injectable()
export class SessionTokens {
  constructor(
    private readonly config: AppConfig,
    private readonly principals: PrincipalTokens,
  ) {}

  async issue(tx: OrmTx, principal: Principal, familyId: string = randomUUID()): Promise<TokenPair> {
    const id = randomUUID();
    const secret = randomBytes(32).toString('base64url');
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
      createdAt: new Date(),
    });
    return { accessToken: this.principals.sign(principal, this.config.auth.accessTtlSeconds), refreshToken: `${id}.${secret}` };
  }

  async rotate(tx: OrmTx, refreshToken: string, principalOf: (row: RefreshTokenEntity) => Promise<Principal | null>): Promise<RotateOutcome> {
    const [id, secret] = refreshToken.split('.');
    if (!id || !secret || !/^[0-9a-f-]{36}$/.test(id)) return { kind: 'invalid' };
    const row = await tx.manager.getRepository(RefreshTokenEntity).createQueryBuilder('t').setLock('pessimistic_write').where('t.id = :id', { id }).getOne();
    if (!row || !sameHash(row.secretHash, secretHash(secret))) return { kind: 'invalid' };
    if (row.revokedAt) return { kind: 'invalid' };
    if (row.usedAt && !(await this.answerWasLost(tx, row))) {
      await this.revokeFamily(tx, row.familyId);
      return { kind: 'reused', userId: row.userId, companyId: row.companyId, familyId: row.familyId };
    }
    if (row.expiresAt.getTime() <= Date.now()) return { kind: 'invalid' };
    const principal = await principalOf(row);
    if (!principal) return { kind: 'invalid' };
    if (row.usedAt) {
      // The successor nobody received must not stay usable beside the one issued now.
      await tx.sql.query('UPDATE refresh_token SET revoked_at = now() WHERE family_id = $1 AND created_at >= $2 AND id <> $3 AND revoked_at IS NULL', [row.familyId, row.usedAt, row.id]);
    }
    await tx.manager.update(RefreshTokenEntity, row.id, { usedAt: new Date() });
    return { kind: 'rotated', tokens: await this.issue(tx, principal, row.familyId), userId: row.userId, companyId: row.companyId, actingRoles: principal.roles };
  }

  /**
   * A page that navigates away while its refresh is in flight never stores the new pair and sends
   * the old token again. That is not theft when it comes back within seconds and the successor has
   * never been used: the answer was lost, so the token is rotated once more.
   */
  private async answerWasLost(tx: OrmTx, row: RefreshTokenEntity): Promise<boolean> {
    if (!row.usedAt || Date.now() - row.usedAt.getTime() > LOST_ANSWER_GRACE_MS) return false;
    const { rows } = await tx.sql.query('SELECT 1 FROM refresh_token WHERE family_id = $1 AND created_at >= $2 AND id <> $3 AND used_at IS NOT NULL LIMIT 1', [row.familyId, row.usedAt, row.id]);
    return rows.length === 0;
  }

  async revokeFamily(tx: OrmTx, familyId: string): Promise<void> {
    await tx.sql.query('UPDATE refresh_token SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL', [familyId]);
  }

  /** After a password change: every session of the person ends, except optionally the one making the change. */
  async revokeAllOf(tx: OrmTx, userId: string): Promise<void> {
    await tx.sql.query('UPDATE refresh_token SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
  }
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
