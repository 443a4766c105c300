import { randomBytes } from 'node:crypto';
import { QueryFailedError } from 'typeorm';
import { Action, Resource } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { NotAllowed } from '@timekeep/domain-kernel';
import { CommandContext, OrmTx } from '@timekeep/server-platform';
import { PasswordHasher } from '../accounts/password-hasher';
import { OAuthClientSecretEntity } from './oauth-client.entity';

// What the OAuth clients' writes (save, update) share: a stream per client, its secret beside it.

export const oauthClientStreamId = (id: string) => `oauth-client-${id}`;
export const OAUTH_CLIENT_CONFLICT = 'The OAuth client was changed by someone else. Reload it and try again.';

/** Only who runs the company's settings hands out company-wide API access. */
export function mustManage(context: CommandContext): void {
  if (context.principal.kind !== 'system' && !can(context.principal, Resource.Settings, Action.Update)) throw new NotAllowed();
}

/** The unique index is the last word on a Client ID taken by a save that committed meanwhile. */
export const takenRace = (error: unknown) => error instanceof QueryFailedError && (error.driverError as { constraint?: string })?.constraint === 'oauth_client_client_id';

/** The client's secret, kept only as an argon2id hash beside the log (ADR 0050). */
export async function storeSecret(tx: OrmTx, hasher: PasswordHasher, companyId: string, clientPk: string, secret: string, secretVersion: number): Promise<void> {
  const hash = await hasher.hash(secret);
  await tx.manager.upsert(OAuthClientSecretEntity, { clientPk, companyId, hash, secretVersion, updatedAt: new Date() }, ['clientPk']);
}

/**
 * Credentials the product makes (issue 34 §3): a Client ID of 96 random bits and a secret of 256,
 * each with a prefix that says what it is (and lets a secret scanner find a leaked one). Both fit
 * the typed rules: the ID's characters and the secret's 16 to 128.
 */
export const madeCredentials = () => ({ clientId: `tk_${randomBytes(12).toString('hex')}`, clientSecret: `tks_${randomBytes(32).toString('base64url')}` });
