import { BadRequestException, Body, Controller, Get, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { JobKind, JobRunDto, Page, projectionRebuildRequestSchema, Role } from '@timekeep/contracts';
import { ProjectionRebuilder } from '../event-store/projection-rebuilder';
import { parseListQuery } from '../http/list-query';
import { parseBody } from '../http/zod-validation';
import { CurrentPrincipal, Roles } from '../tenancy/auth.decorators';
import type { Principal } from '../tenancy/principal';
import { JobsService } from './jobs.service';

/** Background runs: not under /api/jobs, which the spec gives to the company's jobs (document 2 §7). */
@Controller('api/job-runs')
export class JobRunsController {
  constructor(
    private readonly jobs: JobsService,
    private readonly rebuilder: ProjectionRebuilder,
  ) {}

  @Get()
  list(@CurrentPrincipal() principal: Principal, @Query() query: unknown): Promise<Page<JobRunDto>> {
    const { page, pageSize } = parseListQuery(query, []);
    return this.jobs.listMine(principal, page, pageSize);
  }

  @Get(':id')
  get(@CurrentPrincipal() principal: Principal, @Param('id', new ParseUUIDPipe()) id: string): Promise<JobRunDto> {
    return this.jobs.get(principal, id);
  }

  @Post('projection-rebuild')
  @Roles(Role.Superadmin)
  rebuild(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<JobRunDto> {
    const request = parseBody(projectionRebuildRequestSchema, body);
    if (!this.rebuilder.names().includes(request.projection)) {
      throw new BadRequestException({ message: `Unknown projection '${request.projection}'`, known: this.rebuilder.names() });
    }
    return this.jobs.enqueue(principal, JobKind.ProjectionRebuild, request);
  }
}
