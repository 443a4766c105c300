import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { JobKind, JobPayload, JobRunDto, JobStatus, Page, Role } from '@timekeep/contracts';
import { hasRole, Principal } from '../tenancy/principal';
import { JobQueues } from './job-queues';
import { JobRunEntity } from './job-run.entity';
import { toJobRunDto } from './job-run.mapper';

/** The request side of jobs: record the run durably, then hand it to the queue. */
@Injectable()
export class JobsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queues: JobQueues,
  ) {}

  /** Takes only the payload declared for `kind` (JobPayloads): a wrong or missing one does not compile. */
  async enqueue<K extends JobKind>(principal: Principal, kind: K, payload: JobPayload<K>): Promise<JobRunDto> {
    const runs = this.dataSource.getRepository(JobRunEntity);
    const run = runs.create({
      id: randomUUID(),
      companyId: principal.companyId,
      kind,
      status: JobStatus.Queued,
      payload,
      processed: 0,
      total: null,
      result: null,
      error: null,
      attempts: 0,
      requestedBy: principal.id,
      createdAt: new Date(),
      startedAt: null,
      finishedAt: null,
      heartbeatAt: null,
    });
    await runs.insert(run as QueryDeepPartialEntity<JobRunEntity>);
    try {
      await this.queues.add(kind, run.id);
    } catch (error) {
      // The row must not claim a queued job that no worker will ever see.
      await runs.update({ id: run.id }, { status: JobStatus.Failed, error: `Could not queue the job: ${String(error)}`, finishedAt: new Date() });
      throw error;
    }
    return toJobRunDto(run);
  }

  /** A run is visible to its requester and to the company's administrators, never to another company. */
  async get(principal: Principal, id: string): Promise<JobRunDto> {
    const run = await this.dataSource.getRepository(JobRunEntity).findOneBy({ id, companyId: principal.companyId });
    if (!run || (run.requestedBy !== principal.id && !hasRole(principal, Role.Admin, Role.Superadmin))) {
      throw new NotFoundException();
    }
    return toJobRunDto(run);
  }

  async listMine(principal: Principal, page: number, pageSize: number): Promise<Page<JobRunDto>> {
    const [rows, total] = await this.dataSource.getRepository(JobRunEntity).findAndCount({
      where: { companyId: principal.companyId, requestedBy: principal.id },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
    return { items: rows.map(toJobRunDto), total, page, pageSize };
  }
}
