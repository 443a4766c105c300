import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { decideRegisterClient, OAUTH_CLIENT_TEXTS, OAuthClientForm, oauthClientFold, OAuthClientRefused, withMadeCredentials } from '@timekeep/domain-identity';
import type { NewEvent } from '@timekeep/event-store';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { PasswordHasher } from '../accounts/password-hasher';
import { OAuthClientEntity } from './oauth-client.entity';
import { madeCredentials, mustManage, OAUTH_CLIENT_CONFLICT, oauthClientStreamId, storeSecret, takenRace } from './oauth-client-stream';

export class SaveOAuthClientCommand {
  constructor(
    readonly context: CommandContext,
    readonly form: OAuthClientForm,
  ) {}
}

/**
 * Document 3 §7 save: a new client with the secret the administrator typed, or (issue 34 §3) one the
 * product made, kept only as an argon2id hash; a made secret is answered this once.
 */
@CommandHandler(SaveOAuthClientCommand)
export class SaveOAuthClientHandler implements ICommandHandler<SaveOAuthClientCommand, { id: string; madeSecret?: string }> {
  constructor(
    private readonly streams: Streams,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute({ context, form: typed }: SaveOAuthClientCommand): Promise<{ id: string; madeSecret?: string }> {
    mustManage(context);
    const id = randomUUID();
    const form = withMadeCredentials(typed, madeCredentials());
    try {
      await this.streams.handle(context, { id: oauthClientStreamId(id), type: 'oauth-client', fold: oauthClientFold, conflict: OAUTH_CLIENT_CONFLICT }, async (_state, tx) => {
        const clientIdTaken = await tx.manager.existsBy(OAuthClientEntity, { clientId: (form.clientId ?? '').trim() });
        const events = decideRegisterClient(id, form, { clientIdTaken });
        await storeSecret(tx, this.hasher, context.principal.companyId, id, form.clientSecret as string, 1);
        return events as NewEvent[];
      });
    } catch (error) {
      if (takenRace(error)) throw new OAuthClientRefused(OAUTH_CLIENT_TEXTS.clientIdTaken);
      throw error;
    }
    return { id, madeSecret: form.generate ? form.clientSecret : undefined };
  }
}
