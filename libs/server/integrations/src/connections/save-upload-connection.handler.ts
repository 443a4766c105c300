import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Action, Resource } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { NotAllowed } from '@timekeep/domain-kernel';
import { decideUploadConnection, UploadConnectionInput, UploadConnectionKind } from '@timekeep/domain-integrations';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { IntegrationConnectionEntity } from './integration-connection.entity';
import { IntegrationSecrets } from './integration-secrets';

export const uploadConnectionStreamId = (companyId: string, kind: UploadConnectionKind) => `integration-${companyId}-${kind}`;
const CONNECTION_CONFLICT = 'The connection was changed by someone else. Reload it and try again.';
const fold = { initial: null, evolve: () => null };

export class SaveUploadConnectionCommand {
  constructor(
    readonly context: CommandContext,
    readonly kind: UploadConnectionKind,
    readonly input: UploadConnectionInput,
    readonly version?: number,
  ) {}
}

/** The company's Admins set its GreenTree or AX upload endpoint; the key is sealed in the same transaction, never in the events. */
@CommandHandler(SaveUploadConnectionCommand)
export class SaveUploadConnectionHandler implements ICommandHandler<SaveUploadConnectionCommand> {
  constructor(
    private readonly streams: Streams,
    private readonly secrets: IntegrationSecrets,
  ) {}

  async execute({ context, kind, input, version }: SaveUploadConnectionCommand): Promise<void> {
    const { principal } = context;
    if (principal.kind !== 'system' && !can(principal, Resource.Settings, Action.Update)) throw new NotAllowed();
    const stream = { id: uploadConnectionStreamId(principal.companyId, kind), type: 'integration', fold, version, conflict: CONNECTION_CONFLICT };
    await this.streams.handle(context, stream, async (_state, tx) => {
      const row = await tx.manager.findOneBy(IntegrationConnectionEntity, { companyId: principal.companyId, kind });
      const stored = row && { baseUrl: row.baseUrl, endpointVersion: row.endpointVersion, tenant: row.tenant, branch: row.branch, username: row.username };
      const events = decideUploadConnection(kind, stored, await this.secrets.has(tx.manager, principal.companyId, kind), input);
      if (events.length && input.apiKey) await this.secrets.store(tx.manager, principal.companyId, kind, input.apiKey);
      return events;
    });
  }
}
