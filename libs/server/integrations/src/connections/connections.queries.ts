import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MYOB_DEFAULT_ENDPOINT_VERSION, MyobAdvancedConnectionDto, UploadConnectionDto } from '@timekeep/contracts';
import type { UploadConnectionKind } from '@timekeep/domain-integrations';
import { IntegrationConnectionEntity } from './integration-connection.entity';
import { IntegrationSecrets } from './integration-secrets';

/** The company's connections as the forms show them; a password is only ever said to exist. */
@Injectable()
export class ConnectionsQueries {
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

  async upload(companyId: string, kind: UploadConnectionKind): Promise<UploadConnectionDto> {
    const row = await this.dataSource.getRepository(IntegrationConnectionEntity).findOneBy({ companyId, kind });
    if (!row) return { baseUrl: '', company: '', hasKey: false, version: 0 };
    return { baseUrl: row.baseUrl, company: row.tenant, hasKey: await this.secrets.has(this.dataSource.manager, companyId, kind), version: row.version };
  }

  /** What an upload needs: the address, the company and the key; null when not set up (or the key was sealed under another secret). */
  async uploadTarget(companyId: string, kind: UploadConnectionKind): Promise<{ baseUrl: string; company: string; apiKey: string } | null> {
    const row = await this.dataSource.getRepository(IntegrationConnectionEntity).findOneBy({ companyId, kind });
    const apiKey = row && (await this.secrets.read(this.dataSource.manager, companyId, kind));
    return row && apiKey ? { baseUrl: row.baseUrl, company: row.tenant, apiKey } : null;
  }
}
