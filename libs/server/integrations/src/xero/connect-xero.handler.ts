import { Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { type Role, type SupervisorFunction, XERO_TEXTS } from '@timekeep/contracts';
import { decideXeroConnection, XeroRefusal, xeroRegionOf } from '@timekeep/domain-integrations';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { IntegrationSecrets } from '../connections/integration-secrets';
import { XeroClient, XeroError } from './xero.client';
import { XeroAuthorizationEntity, XeroConnectionEntity } from './xero.entities';
import { AUTHORIZATION_MINUTES, XeroConnections } from './xero-connections';

export const xeroConnectionStreamId = (companyId: string) => `integration-${companyId}-xero`;
const fold = { initial: null, evolve: () => null };

export class ConnectXeroCommand {
  constructor(
    /** Xero's callback query: the state we gave out, and the code or Xero's error. */
    readonly query: { state?: string; code?: string; error?: string },
    readonly now: Date,
  ) {}
}

/**
 * Xero's return (ADR 0037): the code for tokens, the organisation the user chose and its country,
 * recorded as the requester's. The state is spent whatever happens, so a code cannot be tried
 * twice. Answers the sentence the console shows and whether it is a success.
 */
@CommandHandler(ConnectXeroCommand)
export class ConnectXeroHandler implements ICommandHandler<ConnectXeroCommand, { ok: boolean; message: string }> {
  private readonly logger = new Logger(ConnectXeroHandler.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly streams: Streams,
    private readonly secrets: IntegrationSecrets,
    private readonly client: XeroClient,
    private readonly connections: XeroConnections,
  ) {}

  async execute({ query, now }: ConnectXeroCommand): Promise<{ ok: boolean; message: string }> {
    const pending = query.state ? await this.connections.pending(query.state, now) : null;
    if (query.state) await this.dataSource.manager.delete(XeroAuthorizationEntity, { state: query.state });
    if (!pending) return { ok: false, message: `${XERO_TEXTS.connectFailed} The request was not ours, was already used or is older than ${AUTHORIZATION_MINUTES} minutes.` };
    if (query.error || !query.code) return { ok: false, message: `${XERO_TEXTS.connectFailed} Xero did not give access (${query.error ?? 'no code'}).` };
    const verifier = this.secrets.open(pending.verifier);
    if (!verifier) return { ok: false, message: XERO_TEXTS.connectFailed };
    try {
      const tokens = await this.client.exchange(query.code, verifier);
      const organisation = await this.client.organisationOf(tokens);
      const connected = { tenantId: organisation.tenantId, tenantName: organisation.tenantName, region: xeroRegionOf(organisation.countryCode) };
      const context: CommandContext = {
        principal: { kind: 'user', id: pending.userId, companyId: pending.companyId, roles: pending.requester.roles as Role[], functions: pending.requester.functions as SupervisorFunction[], ...(pending.requester.name ? { name: pending.requester.name } : {}) },
        source: 'console',
        correlationId: query.state as string,
        causationId: null,
        now,
      };
      await this.streams.handle(context, { id: xeroConnectionStreamId(pending.companyId), type: 'integration', fold, conflict: XERO_TEXTS.connectFailed }, async (_state, tx) => {
        const row = await tx.manager.findOneBy(XeroConnectionEntity, { companyId: pending.companyId });
        // The tokens are sealed in the same transaction as the event that says which organisation they open.
        await this.client.storeTokens(tx.manager, pending.companyId, tokens);
        return decideXeroConnection(row && { tenantId: row.tenantId, tenantName: row.tenantName, region: row.region }, connected);
      });
      return { ok: true, message: `${XERO_TEXTS.connected} (${connected.tenantName}, Xero Payroll ${connected.region})` };
    } catch (error) {
      if (error instanceof XeroError || error instanceof XeroRefusal) {
        this.logger.warn(`Xero connection of company ${pending.companyId} failed: ${error.message}`);
        return { ok: false, message: `${XERO_TEXTS.connectFailed} ${error.message}` };
      }
      throw error;
    }
  }
}
