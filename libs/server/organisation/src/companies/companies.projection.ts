import { EventType } from '@timekeep/contracts';
import type { CompanyRegistered } from '@timekeep/domain-organisation';
import type { Projection, RecordedEvent } from '@timekeep/event-store';
import type { OrmTx } from '@timekeep/server-platform';
import { CompanyEntity } from './company.entity';

/** Inline: a company is readable the moment its registration commits. */
export class CompaniesProjection implements Projection<OrmTx> {
  readonly name = 'companies';
  readonly version = 1;
  readonly tables = ['company'] as const;

  async handle(events: readonly RecordedEvent[], tx: OrmTx): Promise<void> {
    for (const event of events) {
      if (event.type !== EventType.CompanyRegistered) continue;
      const data = event.data as CompanyRegistered['data'];
      await tx.manager.insert(CompanyEntity, {
        id: data.companyId,
        companyId: data.companyId,
        name: data.name,
        code: data.code,
        timeZone: data.timeZone,
        country: data.country,
        region: data.region,
        version: event.streamPosition,
        createdAt: new Date(event.metadata.occurredAt),
      });
    }
  }
}
