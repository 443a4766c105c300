import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUuid, OAuthClientDto, OAuthScope } from '@timekeep/contracts';
import { OAUTH_CLIENT_TEXTS, OAuthClientRefused } from '@timekeep/domain-identity';
import { ClientStanding, ClientUsage, Principal } from '@timekeep/server-platform';
import { CompanyEntity, companyZoneOf } from '@timekeep/server-organisation';
import { OAuthClientEntity, OAuthClientSecretEntity } from './oauth-client.entity';

type Usage = Pick<OAuthClientDto, 'lastUsed' | 'callsByDay'>;

const dto = (c: OAuthClientEntity, usage: Usage): OAuthClientDto => ({
  id: c.id,
  clientId: c.clientId,
  scopes: c.scopes.join(' '),
  secretVersion: c.secretVersion,
  created: c.createdAt.toISOString(),
  updated: c.updatedAt.toISOString(),
  version: c.version,
  ...usage,
});

/** The company's OAuth clients as the console lists them, with their use of the API; never a secret nor its hash. */
@Injectable()
export class OAuthClientsQueries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly usage: ClientUsage,
  ) {}

  async list(principal: Principal): Promise<OAuthClientDto[]> {
    const rows = await this.dataSource.getRepository(OAuthClientEntity).find({ where: { companyId: principal.companyId }, order: { clientId: 'ASC' } });
    return this.withUsage(principal, rows);
  }

  async one(principal: Principal, id: string): Promise<OAuthClientDto> {
    const row = isUuid(id) ? await this.dataSource.getRepository(OAuthClientEntity).findOneBy({ id, companyId: principal.companyId }) : null;
    if (!row) throw new OAuthClientRefused(OAUTH_CLIENT_TEXTS.notFound, true);
    return (await this.withUsage(principal, [row]))[0];
  }

  /** Issue 34 §3: the last call and the calls per day, the days in the company's time zone. */
  private async withUsage(principal: Principal, rows: OAuthClientEntity[]): Promise<OAuthClientDto[]> {
    if (!rows.length) return [];
    const company = await this.dataSource.getRepository(CompanyEntity).findOneByOrFail({ id: principal.companyId });
    const usage = await this.usage.read(
      rows.map((r) => r.id),
      companyZoneOf(company),
    );
    return rows.map((r) => {
      const used = usage.get(r.id);
      return dto(r, { lastUsed: used?.lastUsed?.toISOString() ?? null, callsByDay: used?.callsByDay ?? [] });
    });
  }

  /** For the token endpoint: the client a Client ID names, in whichever company, with its secret's hash. */
  async credentialsOf(clientId: string): Promise<{ client: OAuthClientEntity; hash: string } | null> {
    const client = await this.dataSource.getRepository(OAuthClientEntity).findOneBy({ clientId });
    if (!client) return null;
    const secret = await this.dataSource.getRepository(OAuthClientSecretEntity).findOneBy({ clientPk: client.id });
    // A hash of another version would be a half-written save: the events and the hash commit together, so never expected.
    return secret && secret.secretVersion === client.secretVersion ? { client, hash: secret.hash } : null;
  }
}

/** The guard's question on each client call: is the token's secret still the client's, and which of its scopes does the client still have? */
@Injectable()
export class OAuthClientStanding extends ClientStanding {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async scopesHeld(principal: Principal): Promise<OAuthScope[] | null> {
    if (!isUuid(principal.id) || principal.credentialVersion === undefined) return null;
    const row = await this.dataSource.getRepository(OAuthClientEntity).findOneBy({ id: principal.id, companyId: principal.companyId });
    if (row?.secretVersion !== principal.credentialVersion) return null;
    return (principal.scopes ?? []).filter((s) => row.scopes.includes(s));
  }
}
