import { Injectable, Logger } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource, LessThan } from 'typeorm';
import { Action, Resource, ThirdPartyType, XERO_TEXTS, XeroConnectionDto } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { NotAllowed } from '@timekeep/domain-kernel';
import { decideXeroConnection, XeroRefusal, xeroRegionOf } from '@timekeep/domain-integrations';
import { AppConfig, CommandContext, Principal, Streams } from '@timekeep/server-platform';
import type { Role, SupervisorFunction } from '@timekeep/contracts';
import { CompanyQueries } from '@timekeep/server-organisation';
import { IntegrationSecrets } from '../connections/integration-secrets';
import { XeroClient, XeroError } from './xero.client';
import { XeroAuthorizationEntity, XeroConnectionEntity } from './xero.entities';

export const xeroConnectionStreamId = (companyId: string) => `integration-${companyId}-xero`;
/** Long enough to sign in to Xero and choose an organisation; short enough that a leaked state is soon worthless. */
const AUTHORIZATION_MINUTES = 10;
const fold = { initial: null, evolve: () => null };
const base64url = (bytes: Buffer) => bytes.toString('base64url');

/**
 * Connecting a company to Xero: OAuth 2.0's authorisation code flow with PKCE (S256). The console
 * asks for a connection (begin) and sends the browser to GET /payrolltransfer/RequestAuthorization,
 * which redirects it to Xero with the state and challenge; Xero sends it back to our callback with
 * a code, which only the verifier kept here (sealed) turns into tokens. The tokens are sealed in
 * integration_secret; the organisation connected is an event.
 */
@Injectable()
export class XeroConnections {
  private readonly logger = new Logger(XeroConnections.name);

  constructor(
    private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly streams: Streams,
    private readonly secrets: IntegrationSecrets,
    private readonly companies: CompanyQueries,
    private readonly client: XeroClient,
  ) {}

  /** Payroll's people on a Xero company; anyone else is refused before Xero is asked anything. */
  async mayUse(principal: Principal): Promise<void> {
    if (principal.kind !== 'system' && !can(principal, Resource.PayrollTransfer, Action.Create)) throw new NotAllowed();
    const settings = await this.companies.settings(principal.companyId);
    if (settings.thirdPartyType?.id !== ThirdPartyType.Xero) throw new XeroRefusal(XERO_TEXTS.notXeroCompany);
    if (!this.client.configured) throw new XeroRefusal(XERO_TEXTS.notConfigured);
  }

  async status(principal: Principal): Promise<XeroConnectionDto> {
    const row = await this.dataSource.manager.findOneBy(XeroConnectionEntity, { companyId: principal.companyId });
    const tokens = row ? await this.secrets.has(this.dataSource.manager, principal.companyId, 'xero') : false;
    return {
      configured: this.client.configured,
      connected: Boolean(row && tokens),
      tenantName: row?.tenantName ?? null,
      region: row?.region ?? null,
      connectedAt: row?.connectedAt.toISOString() ?? null,
    };
  }

  /** A new authorisation for the principal: the address of RequestAuthorization that sends the browser to Xero. */
  async begin(principal: Principal, now: Date): Promise<string> {
    await this.mayUse(principal);
    const state = base64url(randomBytes(32));
    const verifier = base64url(randomBytes(48));
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(XeroAuthorizationEntity, { createdAt: LessThan(new Date(now.getTime() - AUTHORIZATION_MINUTES * 60_000)) });
      const requester = { name: principal.name ?? null, roles: principal.roles, functions: principal.functions ?? [] };
      await manager.insert(XeroAuthorizationEntity, { state, companyId: principal.companyId, userId: principal.id, requester, verifier: this.secrets.seal(verifier), createdAt: now });
    });
    return `${this.config.apiBasePath}/payrolltransfer/RequestAuthorization?state=${encodeURIComponent(state)}`;
  }

  /** Xero's authorize address for an authorisation under way; null when the state is unknown or old. */
  async authorizeUrl(state: string, now: Date): Promise<string | null> {
    const pending = await this.pending(state, now);
    const verifier = pending && this.secrets.open(pending.verifier);
    if (!verifier) return null;
    return this.client.authorizeUrl(state, base64url(createHash('sha256').update(verifier).digest()));
  }

  /**
   * Xero's return: the code for tokens, the organisation the user chose and its country, recorded
   * as the requester's. The state is spent whatever happens, so a code cannot be tried twice.
   * Answers the sentence the console shows and whether it is a success.
   */
  async complete(query: { state?: string; code?: string; error?: string }, now: Date): Promise<{ ok: boolean; message: string }> {
    const pending = query.state ? await this.pending(query.state, now) : null;
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

  private async pending(state: string, now: Date): Promise<XeroAuthorizationEntity | null> {
    const row = await this.dataSource.manager.findOneBy(XeroAuthorizationEntity, { state });
    return row && row.createdAt.getTime() > now.getTime() - AUTHORIZATION_MINUTES * 60_000 ? row : null;
  }
}
