import { EventType } from '@timekeep/contracts';
import { CompanyEvent, CompanyState, evolveCompany, initialCompanyState, withDefaultsOf } from '@timekeep/domain-organisation';
import type { Projection, RecordedEvent } from '@timekeep/event-store';
import type { OrmTx } from '@timekeep/server-platform';
import { CompanyEntity } from './company.entity';

const COMPANY_EVENTS = new Set<string>([
  EventType.CompanyRegistered,
  EventType.CustomerSettingsChanged,
  EventType.CompanyDetailsChanged,
  EventType.CompanyLogoChanged,
  EventType.StructureLevelsChanged,
]);

/** A row from before the state column: its registration fields over the defaults. */
export function companyStateOf(row: CompanyEntity): CompanyState {
  if (row.state) return { ...row.state, detail: withDefaultsOf(row.state.detail) };
  return { ...initialCompanyState, exists: true, name: row.name, code: row.code, timeZone: row.timeZone, country: row.country, region: row.region };
}

/** The company's own time zone (its detail's, else the one it was opened with): where "today" is for company-wide dates. */
export const companyZoneOf = (company: CompanyEntity): string => companyStateOf(company).detail.timeZoneId || company.timeZone;

/** Inline: a company and its settings are readable the moment they commit. The row's state is the domain's own fold. */
export class CompaniesProjection implements Projection<OrmTx> {
  readonly name = 'companies';
  readonly version = 2;
  readonly tables = ['company'] as const;

  async handle(events: readonly RecordedEvent[], tx: OrmTx): Promise<void> {
    for (const event of events) {
      if (!COMPANY_EVENTS.has(event.type)) continue;
      const domainEvent = { type: event.type, v: event.v, data: event.data } as CompanyEvent;
      const row = event.type === EventType.CompanyRegistered ? null : await tx.manager.findOneBy(CompanyEntity, { id: event.companyId });
      const state = evolveCompany(row ? companyStateOf(row) : initialCompanyState, domainEvent);
      const columns = { name: state.name, code: state.code, timeZone: state.timeZone, country: state.country, region: state.region, state, version: event.streamPosition };
      if (row) await tx.manager.update(CompanyEntity, { id: row.id }, columns);
      else await tx.manager.insert(CompanyEntity, { id: event.companyId, companyId: event.companyId, ...columns, createdAt: new Date(event.metadata.occurredAt) });
    }
  }
}
