import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Page, SyncResultDto, SyncStatus } from '@timekeep/contracts';
import { likePattern } from '../http/list-query';
import type { Principal } from '../tenancy/principal';
import { SyncResultEntity } from './sync-result.entity';

export interface SyncResultFilter {
  /** Company-local dates, inclusive; the company's time zone decides the day a result falls on. */
  startDate?: string;
  endDate?: string;
  types: string[];
  statuses: SyncStatus[];
  /** The list's free text: a word of the message, the type or the integration. */
  search?: string;
  page: number;
  pageSize: number;
}

/** The Sync Results list and the dashboard's error count, newest first, the company's only. */
@Injectable()
export class SyncResultsQueries {
  constructor(private readonly dataSource: DataSource) {}

  async list(principal: Principal, filter: SyncResultFilter, timeZone: string): Promise<Page<SyncResultDto>> {
    const query = this.dataSource
      .getRepository(SyncResultEntity)
      .createQueryBuilder('r')
      .where('r.company_id = :companyId', { companyId: principal.companyId });
    const localDay = `(r.occurred_at AT TIME ZONE :timeZone)::date`;
    if (filter.startDate) query.andWhere(`${localDay} >= :startDate`, { startDate: filter.startDate, timeZone });
    if (filter.endDate) query.andWhere(`${localDay} <= :endDate`, { endDate: filter.endDate, timeZone });
    if (filter.types.length) query.andWhere('r.type IN (:...types)', { types: filter.types });
    if (filter.statuses.length) query.andWhere('r.status IN (:...statuses)', { statuses: filter.statuses });
    if (filter.search) query.andWhere("(r.message ILIKE :search OR r.type ILIKE :search OR coalesce(r.integration, '') ILIKE :search)", { search: likePattern(filter.search) });
    const [rows, total] = await query
      .orderBy('r.occurred_at', 'DESC')
      .addOrderBy('r.id', 'ASC')
      .skip((filter.page - 1) * filter.pageSize)
      .take(filter.pageSize)
      .getManyAndCount();
    return {
      items: rows.map((r) => ({
        id: r.id,
        date: r.occurredAt.toISOString(),
        type: r.type,
        status: r.status as SyncStatus,
        message: r.message,
        integration: r.integration,
        jobRunId: r.jobRunId,
      })),
      total,
      page: filter.page,
      pageSize: filter.pageSize,
    };
  }

  /** GET /api/sync-results/error-count: the company's results that ended in Error. */
  async errorCount(principal: Principal): Promise<number> {
    return this.dataSource.getRepository(SyncResultEntity).countBy({ companyId: principal.companyId, status: 'Error' });
  }
}
