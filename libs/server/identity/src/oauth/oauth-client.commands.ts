import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { QueryFailedError } from 'typeorm';
import { Action, isUuid, Resource } from '@timekeep/contracts';
import { can, decideChangeClient, decideRegisterClient, OAUTH_CLIENT_TEXTS, OAuthClientForm, oauthClientFold, OAuthClientRefused } from '@timekeep/domain-identity';
import { NotAllowed } from '@timekeep/domain-kernel';
import type { NewEvent } from '@timekeep/event-store';
import { CommandContext, OrmTx, Streams } from '@timekeep/server-platform';
import { PasswordHasher } from '../accounts/password-hasher';
import { OAuthClientEntity, OAuthClientSecretEntity } from './oauth-client.entity';

export const oauthClientStreamId = (id: string) => `oauth-client-${id}`;
const CONFLICT = 'The OAuth client was changed by someone else. Reload it and try again.';

/** Only who runs the company's settings hands out company-wide API access. */
function mustManage(context: CommandContext): void {
  if (context.principal.kind !== 'system' && !can(context.principal, Resource.Settings, Action.Update)) throw new NotAllowed();
}

/** The unique index is the last word on a Client ID taken by a save that committed meanwhile. */
const takenRace = (error: unknown) => error instanceof QueryFailedError && (error.driverError as { constraint?: string })?.constraint === 'oauth_client_client_id';

export class SaveOAuthClientCommand {
  constructor(
    readonly context: CommandContext,
    readonly form: OAuthClientForm,
  ) {}
}

/** Document 3 §7 save: a new client with the secret the administrator typed, kept only as an argon2id hash. */
@CommandHandler(SaveOAuthClientCommand)
export class SaveOAuthClientHandler implements ICommandHandler<SaveOAuthClientCommand, string> {
  constructor(
    private readonly streams: Streams,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute({ context, form }: SaveOAuthClientCommand): Promise<string> {
    mustManage(context);
    const id = randomUUID();
    try {
      await this.streams.handle(context, { id: oauthClientStreamId(id), type: 'oauth-client', fold: oauthClientFold, conflict: CONFLICT }, async (_state, tx) => {
        const clientIdTaken = await tx.manager.existsBy(OAuthClientEntity, { clientId: (form.clientId ?? '').trim() });
        const events = decideRegisterClient(id, form, { clientIdTaken });
        await storeSecret(tx, this.hasher, context.principal.companyId, id, form.clientSecret as string, 1);
        return events as NewEvent[];
      });
    } catch (error) {
      if (takenRace(error)) throw new OAuthClientRefused(OAUTH_CLIENT_TEXTS.clientIdTaken);
      throw error;
    }
    return id;
  }
}

export class UpdateOAuthClientCommand {
  constructor(
    readonly context: CommandContext,
    readonly id: string,
    readonly form: OAuthClientForm,
    readonly version?: number,
  ) {}
}

/** Document 3 §7 update: scopes and, when given, a new secret, which ends every token issued under the old one. */
@CommandHandler(UpdateOAuthClientCommand)
export class UpdateOAuthClientHandler implements ICommandHandler<UpdateOAuthClientCommand, void> {
  constructor(
    private readonly streams: Streams,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute({ context, id, form, version }: UpdateOAuthClientCommand): Promise<void> {
    mustManage(context);
    if (!isUuid(id)) throw new OAuthClientRefused(OAUTH_CLIENT_TEXTS.notFound, true);
    // Another company's client reads as absent: the stream is loaded within the principal's company.
    await this.streams.handle(context, { id: oauthClientStreamId(id), type: 'oauth-client', fold: oauthClientFold, version, conflict: CONFLICT }, async (state, tx) => {
      const events = decideChangeClient(state, form);
      const changed = events[0];
      if (changed?.data.secretChanged) await storeSecret(tx, this.hasher, context.principal.companyId, id, form.clientSecret as string, changed.data.secretVersion);
      return events as NewEvent[];
    });
  }
}

async function storeSecret(tx: OrmTx, hasher: PasswordHasher, companyId: string, clientPk: string, secret: string, secretVersion: number): Promise<void> {
  const hash = await hasher.hash(secret);
  await tx.manager.upsert(OAuthClientSecretEntity, { clientPk, companyId, hash, secretVersion, updatedAt: new Date() }, ['clientPk']);
}
