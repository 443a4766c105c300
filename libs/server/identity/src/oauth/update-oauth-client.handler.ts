import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { isUuid } from '@timekeep/contracts';
import { decideChangeClient, OAUTH_CLIENT_TEXTS, OAuthClientForm, oauthClientFold, OAuthClientRefused } from '@timekeep/domain-identity';
import type { NewEvent } from '@timekeep/event-store';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { PasswordHasher } from '../accounts/password-hasher';
import { mustManage, OAUTH_CLIENT_CONFLICT, oauthClientStreamId, storeSecret } from './oauth-client-stream';

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
    await this.streams.handle(context, { id: oauthClientStreamId(id), type: 'oauth-client', fold: oauthClientFold, version, conflict: OAUTH_CLIENT_CONFLICT }, async (state, tx) => {
      const events = decideChangeClient(state, form);
      const changed = events[0];
      if (changed?.data.secretChanged) await storeSecret(tx, this.hasher, context.principal.companyId, id, form.clientSecret as string, changed.data.secretVersion);
      return events as NewEvent[];
    });
  }
}
