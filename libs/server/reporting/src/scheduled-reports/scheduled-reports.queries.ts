import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SCHEDULED_REPORT_TEXTS as TEXTS, ScheduledReportDto } from '@timekeep/contracts';
import { nextDue } from '@timekeep/domain-reporting';
import { localOf } from '@timekeep/domain-time-engine';
import type { Principal } from '@timekeep/server-platform';
import { ReportRunner } from '../report-runner';
import { ScheduledReportEntity } from './scheduled-report.entity';
import { managesAllSchedules } from './scheduled-report-stream';

/** The scheduled reports' read side: a company's schedules, an admin's all, anyone else's their own. */
@Injectable()
export class ScheduledReportsQueries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly runner: ReportRunner,
  ) {}

  async list(principal: Principal, now: Date): Promise<ScheduledReportDto[]> {
    const rows = await this.dataSource.getRepository(ScheduledReportEntity).find({
      where: { companyId: principal.companyId, ...(managesAllSchedules(principal) ? {} : { createdBy: principal.id }) },
      order: { createdAt: 'DESC', id: 'ASC' },
    });
    const zone = await this.zoneOf(principal.companyId);
    return rows.map((row) => this.toDto(row, zone, now));
  }

  async one(principal: Principal, id: string, now: Date): Promise<ScheduledReportDto> {
    const row = /^[0-9a-f-]{36}$/i.test(id) ? await this.dataSource.getRepository(ScheduledReportEntity).findOneBy({ id, companyId: principal.companyId }) : null;
    if (!row || (!managesAllSchedules(principal) && row.createdBy !== principal.id)) throw new NotFoundException({ message: TEXTS.notFound });
    return this.toDto(row, await this.zoneOf(principal.companyId), now);
  }

  private async zoneOf(companyId: string): Promise<string> {
    const rows: Array<{ timeZone: string }> = await this.dataSource.query('SELECT time_zone AS "timeZone" FROM company WHERE id = $1', [companyId]);
    return rows[0]?.timeZone ?? 'UTC';
  }

  private toDto(row: ScheduledReportEntity, zone: string, now: Date): ScheduledReportDto {
    const next = nextDue(row, zone, Math.floor(now.getTime() / 1000));
    return {
      id: row.id,
      reportType: row.reportType,
      reportTypeName: this.runner.type(row.reportType)?.name ?? row.reportType,
      startDate: row.startDate,
      sendTime: row.sendTime,
      frequency: row.frequency,
      period: row.period,
      format: row.format,
      receivers: row.receivers,
      parameters: row.parameters,
      created: row.createdAt.toISOString(),
      createdBy: row.createdByName,
      nextSendAt: new Date(next * 1000).toISOString(),
      nextSend: localOf(next, zone).replace('T', ' '),
      version: row.version,
    };
  }
}
