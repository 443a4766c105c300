import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { isUuid } from '@timekeep/contracts';
import { decideDeleteClient, decideRevokeClient, OAUTH_CLIENT_TEXTS, oauthClientFold, OAuthClientRefused } from '@timekeep/domain-identity';
import type { NewEvent } from '@timekeep/event-store';
import { ClientUsage, CommandContext, Streams } from '@timekeep/server-platform';
import { OAuthClientSecretEntity } from './oauth-client.entity';
import { mustManage, OAUTH_CLIENT_CONFLICT, oauthClientStreamId } from './oauth-client-stream';

export class ManageOAuthClientCommand {
  constructor(
    readonly context: CommandContext,
    readonly id: string,
    readonly action: 'revoke' | 'delete',
    readonly version?: number,
  ) {}
}

/**
 * Revoke or delete a client (issue 34 §3): either way its secret's hash goes in the same
 * transaction, and every token it holds dies at once (the guard reads the client's secret version
 * on each call: moved on, or no client at all).
 */
@CommandHandler(ManageOAuthClientCommand)
export class ManageOAuthClientHandler implements ICommandHandler<ManageOAuthClientCommand, void> {
  constructor(
    private readonly streams: Streams,
    private readonly usage: ClientUsage,
  ) {}

  async execute({ context, id, action, version }: ManageOAuthClientCommand): Promise<void> {
    mustManage(context);
    if (!isUuid(id)) throw new OAuthClientRefused(OAUTH_CLIENT_TEXTS.notFound, true);
    await this.streams.handle(context, { id: oauthClientStreamId(id), type: 'oauth-client', fold: oauthClientFold, version, conflict: OAUTH_CLIENT_CONFLICT }, async (state, tx) => {
      const events = action === 'revoke' ? decideRevokeClient(state) : decideDeleteClient(state);
      await tx.manager.delete(OAuthClientSecretEntity, { clientPk: id, companyId: context.principal.companyId });
      return events as NewEvent[];
    });
    // After the commit: a deleted client's figures go with it (a revoked one keeps them).
    if (action === 'delete') await this.usage.forget(id);
  }
}
