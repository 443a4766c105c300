import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomBytes } from 'node:crypto';
import { DataSource, LessThan } from 'typeorm';
import { AppConfig, Principal } from '@timekeep/server-platform';
import { IntegrationSecrets } from '../connections/integration-secrets';
import { XeroAuthorizationEntity } from './xero.entities';
import { AUTHORIZATION_MINUTES, base64url, XeroConnections } from './xero-connections';

export class RequestXeroAuthorizationCommand {
  constructor(
    readonly principal: Principal,
    readonly now: Date,
  ) {}
}

/**
 * Connect to Xero, its first step (ADR 0037): a new authorisation for the principal, its state and
 * PKCE verifier (sealed) kept for the return; answers the address of RequestAuthorization that
 * sends the browser to Xero. Older authorisations nobody finished are dropped on the way.
 */
@CommandHandler(RequestXeroAuthorizationCommand)
export class RequestXeroAuthorizationHandler implements ICommandHandler<RequestXeroAuthorizationCommand, string> {
  constructor(
    private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly secrets: IntegrationSecrets,
    private readonly connections: XeroConnections,
  ) {}

  async execute({ principal, now }: RequestXeroAuthorizationCommand): Promise<string> {
    await this.connections.mayUse(principal);
    const state = base64url(randomBytes(32));
    const verifier = base64url(randomBytes(48));
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(XeroAuthorizationEntity, { createdAt: LessThan(new Date(now.getTime() - AUTHORIZATION_MINUTES * 60_000)) });
      const requester = { name: principal.name ?? null, roles: principal.roles, functions: principal.functions ?? [] };
      await manager.insert(XeroAuthorizationEntity, { state, companyId: principal.companyId, userId: principal.id, requester, verifier: this.secrets.seal(verifier), createdAt: now });
    });
    return `${this.config.apiBasePath}/payrolltransfer/RequestAuthorization?state=${encodeURIComponent(state)}`;
  }
}
