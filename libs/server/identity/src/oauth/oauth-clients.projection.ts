import { EventType } from '@timekeep/contracts';
import type { OAuthClientEvent } from '@timekeep/domain-identity';
import type { Projection, RecordedEvent } from '@timekeep/event-store';
import type { OrmTx } from '@timekeep/server-platform';
import { OAuthClientEntity } from './oauth-client.entity';

/** Inline: a client can ask for a token the moment it is saved, and a new secret ends old tokens at once. */
export class OAuthClientsProjection implements Projection<OrmTx> {
  readonly name = 'oauth-clients';
  readonly version = 1;
  readonly tables = ['oauth_client'] as const;

  async handle(events: readonly RecordedEvent[], tx: OrmTx): Promise<void> {
    const repo = tx.manager.getRepository(OAuthClientEntity);
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as OAuthClientEvent;
      const at = new Date(recorded.metadata.occurredAt);
      if (event.type === EventType.OAuthClientRegistered) {
        const { id, clientId, scopes, secretVersion } = event.data;
        await repo.insert({ id, companyId: recorded.companyId, clientId, scopes, secretVersion, version: recorded.streamPosition, createdAt: at, updatedAt: at });
      } else if (event.type === EventType.OAuthClientChanged) {
        await repo.update({ id: event.data.id }, { scopes: event.data.scopes, secretVersion: event.data.secretVersion, version: recorded.streamPosition, updatedAt: at });
      } else if (event.type === EventType.OAuthClientRevoked) {
        await repo.update({ id: event.data.id }, { secretVersion: event.data.secretVersion, version: recorded.streamPosition, updatedAt: at });
      } else if (event.type === EventType.OAuthClientDeleted) {
        await repo.delete({ id: event.data.id });
      }
    }
  }
}
