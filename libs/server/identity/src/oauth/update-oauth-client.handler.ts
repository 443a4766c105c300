import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { isUuid } from '@timekeep/contracts';
import { decideChangeClient, OAUTH_CLIENT_TEXTS, OAuthClientForm, oauthClientFold, OAuthClientRefused, withMadeCredentials } from '@timekeep/domain-identity';
import type { NewEvent } from '@timekeep/event-store';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { PasswordHasher } from '../accounts/password-hasher';
import { madeCredentials, mustManage, OAUTH_CLIENT_CONFLICT, oauthClientStreamId, storeSecret } from './oauth-client-stream';

export class UpdateOAuthClientCommand {
  constructor(
    readonly context: CommandContext,
    readonly id: string,
    readonly form: OAuthClientForm,
    readonly version?: number,
  ) {}
}

/**
 * Document 3 §7 update: scopes and, when given (typed, or made by the product: issue 34 §3), a new
 * secret, which ends every token issued under the old one. A made secret is answered this once.
 */
@CommandHandler(UpdateOAuthClientCommand)
export class UpdateOAuthClientHandler implements ICommandHandler<UpdateOAuthClientCommand, { madeSecret?: string }> {
  constructor(
    private readonly streams: Streams,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute({ context, id, form: typed, version }: UpdateOAuthClientCommand): Promise<{ madeSecret?: string }> {
    mustManage(context);
    if (!isUuid(id)) throw new OAuthClientRefused(OAUTH_CLIENT_TEXTS.notFound, true);
    const form = withMadeCredentials(typed, { clientSecret: madeCredentials().clientSecret });
    // Another company's client reads as absent: the stream is loaded within the principal's company.
    await this.streams.handle(context, { id: oauthClientStreamId(id), type: 'oauth-client', fold: oauthClientFold, version, conflict: OAUTH_CLIENT_CONFLICT }, async (state, tx) => {
      const events = decideChangeClient(state, form);
      const changed = events[0];
      if (changed?.data.secretChanged) await storeSecret(tx, this.hasher, context.principal.companyId, id, form.clientSecret as string, changed.data.secretVersion);
      return events as NewEvent[];
    });
    return { madeSecret: form.generate ? form.clientSecret : undefined };
  }
}
