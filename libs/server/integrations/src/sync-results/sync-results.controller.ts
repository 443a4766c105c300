import { Controller, Get, Query } from '@nestjs/common';
import { Action, CountReply, Page, Resource, SyncResultDto, syncResultsFilterSchema } from '@timekeep/contracts';
import { CompanyEntity, companyStateOf } from '@timekeep/server-organisation';
import { CurrentPrincipal, parseListQuery, parsePayload, Permission, Principal, SyncResultsQueries } from '@timekeep/server-platform';
import { DataSource } from 'typeorm';

/**
 * Document 3 "Sync results" (GET /api/sync-results with startDate, endDate, types[], statuses[]; the
 * error count the dashboard shows), for those who see the payroll transfers: the log names the
 * company's exchanges with its payroll and job-costing systems.
 */
@Controller('api/sync-results')
export class SyncResultsController {
  constructor(
    private readonly queries: SyncResultsQueries,
    private readonly dataSource: DataSource,
  ) {}

  @Get()
  @Permission(Resource.PayrollTransfer, Action.Visible)
  async list(@CurrentPrincipal() principal: Principal, @Query() query: Record<string, unknown>): Promise<Page<SyncResultDto>> {
    const { startDate, endDate, types, statuses, ...list } = query;
    const filter = parsePayload(syncResultsFilterSchema, { startDate, endDate, types: types ?? query['types[]'], statuses: statuses ?? query['statuses[]'] });
    const { page, pageSize, search } = parseListQuery(withoutArrayKeys(list), []);
    const company = await this.dataSource.manager.findOneByOrFail(CompanyEntity, { id: principal.companyId });
    const zone = companyStateOf(company).detail.timeZoneId || company.timeZone;
    return this.queries.list(principal, { ...filter, types: filter.types ?? [], statuses: filter.statuses ?? [], search, page, pageSize }, zone);
  }

  @Get('error-count')
  @Permission(Resource.PayrollTransfer, Action.Visible)
  async errorCount(@CurrentPrincipal() principal: Principal): Promise<CountReply> {
    return { count: await this.queries.errorCount(principal) };
  }
}

/** `types[]=a&types[]=b` is how the spec's client sends lists; the list query knows only its own keys. */
const withoutArrayKeys = (query: Record<string, unknown>) => Object.fromEntries(Object.entries(query).filter(([key]) => !key.endsWith('[]')));
