import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Action, Resource } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { ConnectionInput, decideConnection } from '@timekeep/domain-integrations';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { IntegrationConnectionEntity } from './integration-connection.entity';
import { IntegrationSecrets } from './integration-secrets';
import { NotAllowed } from '@timekeep/domain-kernel';

export const myobConnectionStreamId = (companyId: string) => `integration-${companyId}-myobAdvanced`;
const CONNECTION_CONFLICT = 'The connection was changed by someone else. Reload it and try again.';
const fold = { initial: null, evolve: () => null };

export class SaveMyobConnectionCommand {
  constructor(
    readonly context: CommandContext,
    readonly input: ConnectionInput,
    readonly version?: number,
  ) {}
}

/** The company's Admins set its MYOB Advanced connection; the password is sealed in the same transaction. */
@CommandHandler(SaveMyobConnectionCommand)
export class SaveMyobConnectionHandler implements ICommandHandler<SaveMyobConnectionCommand> {
  constructor(
    private readonly streams: Streams,
    private readonly secrets: IntegrationSecrets,
  ) {}

  async execute({ context, input, version }: SaveMyobConnectionCommand): Promise<void> {
    const { principal } = context;
    if (principal.kind !== 'system' && !can(principal, Resource.Settings, Action.Update)) throw new NotAllowed();
    const stream = { id: myobConnectionStreamId(principal.companyId), type: 'integration', fold, version, conflict: CONNECTION_CONFLICT };
    await this.streams.handle(context, stream, async (_state, tx) => {
      const row = await tx.manager.findOneBy(IntegrationConnectionEntity, { companyId: principal.companyId, kind: 'myobAdvanced' });
      const stored = row && { baseUrl: row.baseUrl, endpointVersion: row.endpointVersion, tenant: row.tenant, branch: row.branch, username: row.username };
      const events = decideConnection(stored, await this.secrets.has(tx.manager, principal.companyId, 'myobAdvanced'), input);
      // The sealed password is written in the same transaction as the events that say it changed.
      if (events.length && input.password) await this.secrets.store(tx.manager, principal.companyId, 'myobAdvanced', input.password);
      return events;
    });
  }
}
