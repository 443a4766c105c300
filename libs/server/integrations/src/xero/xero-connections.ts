import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Action, Resource, ThirdPartyType, XERO_TEXTS, XeroConnectionDto } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { NotAllowed } from '@timekeep/domain-kernel';
import { XeroRefusal } from '@timekeep/domain-integrations';
import { CompanyQueries } from '@timekeep/server-organisation';
import { Principal } from '@timekeep/server-platform';
import { IntegrationSecrets } from '../connections/integration-secrets';
import { XeroClient } from './xero.client';
import { XeroAuthorizationEntity, XeroConnectionEntity } from './xero.entities';

/** Long enough to sign in to Xero and choose an organisation; short enough that a leaked state is soon worthless. */
export const AUTHORIZATION_MINUTES = 10;
export const base64url = (bytes: Buffer) => bytes.toString('base64url');

/**
 * A company's connection to Xero: OAuth 2.0's authorisation code flow with PKCE (S256). The console
 * asks for a connection (RequestXeroAuthorizationCommand) and sends the browser to GET
 * /payrolltransfer/RequestAuthorization, which redirects it to Xero with the state and challenge;
 * Xero sends it back to our callback with a code, which only the verifier kept here (sealed) turns
 * into tokens (ConnectXeroCommand). The tokens are sealed in integration_secret; the organisation
 * connected is an event. Here: who may use Xero, the connection's state, and the authorisations
 * under way.
 */
@Injectable()
export class XeroConnections {
  constructor(
    private readonly dataSource: DataSource,
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

  /** Xero's authorize address for an authorisation under way; null when the state is unknown or old. */
  async authorizeUrl(state: string, now: Date): Promise<string | null> {
    const pending = await this.pending(state, now);
    const verifier = pending && this.secrets.open(pending.verifier);
    if (!verifier) return null;
    return this.client.authorizeUrl(state, base64url(createHash('sha256').update(verifier).digest()));
  }

  /** The authorisation under way of this state, while it is young enough. */
  async pending(state: string, now: Date): Promise<XeroAuthorizationEntity | null> {
    const row = await this.dataSource.manager.findOneBy(XeroAuthorizationEntity, { state });
    return row && row.createdAt.getTime() > now.getTime() - AUTHORIZATION_MINUTES * 60_000 ? row : null;
  }
}
