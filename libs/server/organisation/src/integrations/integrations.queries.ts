import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MYOB_DEFAULT_ENDPOINT_VERSION, MyobAdvancedConnectionDto } from '@timekeep/contracts';
import { IntegrationConnectionEntity } from './integration-connection.entity';
import { IntegrationSecrets } from './integration-secrets';

/** The company's connections as the forms show them; a password is only ever said to exist. */
@Injectable()
export class IntegrationsQueries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly secrets: IntegrationSecrets,
  ) {}

  async myobAdvanced(companyId: string): Promise<MyobAdvancedConnectionDto> {
    const row = await this.dataSource.getRepository(IntegrationConnectionEntity).findOneBy({ companyId, kind: 'myobAdvanced' });
    // None yet: an empty form at version 0.
    if (!row) return { baseUrl: '', endpointVersion: MYOB_DEFAULT_ENDPOINT_VERSION, tenant: '', branch: null, username: '', hasPassword: false, version: 0 };
    const hasPassword = await this.secrets.has(this.dataSource.manager, companyId, 'myobAdvanced');
    return { baseUrl: row.baseUrl, endpointVersion: row.endpointVersion, tenant: row.tenant, branch: row.branch, username: row.username, hasPassword, version: row.version };
  }
}
