import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  Action,
  punchCodeJobsQuerySchema,
  punchCodeLevelThreeQuerySchema,
  punchCodeLevelTwoQuerySchema,
  PunchCodeOption,
  PunchCodeReply,
  punchCodeTasksQuerySchema,
  Resource,
  specialPunchCodeRequestSchema,
  standardPunchCodeRequestSchema,
} from '@timekeep/contracts';
import { levelThreeOf, levelTwoOf } from '@timekeep/domain-settings';
import { CurrentPrincipal, parseBody, parsePayload, Permission, Principal, SecretReply } from '@timekeep/server-platform';
import { PunchCodes } from './punch-codes';
import { PunchCodesQueries } from './punch-codes.queries';

/**
 * Punch codes (document 3 §2-§7): the form's lookups and the signed QR payload (PunchCodes). The
 * lookups take the settings' view right, generating a code their update right.
 */
@Controller('api/punch-codes')
export class PunchCodesController {
  constructor(
    private readonly queries: PunchCodesQueries,
    private readonly codes: PunchCodes,
  ) {}

  /** ?departmentId=: the jobs the department offers; without it, all active jobs. */
  @Get('jobs')
  @Permission(Resource.Settings, Action.Visible)
  jobs(@CurrentPrincipal() principal: Principal, @Query() query: unknown): Promise<PunchCodeOption[]> {
    return this.queries.jobs(principal, parsePayload(punchCodeJobsQuerySchema, query).departmentId);
  }

  @Get('tasks')
  @Permission(Resource.Settings, Action.Visible)
  tasks(@CurrentPrincipal() principal: Principal, @Query() query: unknown): Promise<PunchCodeOption[]> {
    return this.queries.tasks(principal.companyId, parsePayload(punchCodeTasksQuerySchema, query).jobId);
  }

  @Post()
  @HttpCode(200)
  @Permission(Resource.Settings, Action.Update)
  @SecretReply()
  async generate(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<PunchCodeReply> {
    await this.codes.mustUseForm(principal, false);
    return this.codes.standard(principal, parseBody(standardPunchCodeRequestSchema, body));
  }

  @Get('projects')
  @Permission(Resource.Settings, Action.Visible)
  async projects(@CurrentPrincipal() principal: Principal): Promise<PunchCodeOption[]> {
    await this.codes.mustUseForm(principal, true);
    return this.queries.jobs(principal, undefined);
  }

  @Get('level2')
  @Permission(Resource.Settings, Action.Visible)
  async levelTwo(@CurrentPrincipal() principal: Principal, @Query() query: unknown): Promise<PunchCodeOption[]> {
    await this.codes.mustUseForm(principal, true);
    return levelTwoOf(await this.queries.tasks(principal.companyId, parsePayload(punchCodeLevelTwoQuerySchema, query).projectId));
  }

  @Get('level3')
  @Permission(Resource.Settings, Action.Visible)
  async levelThree(@CurrentPrincipal() principal: Principal, @Query() query: unknown): Promise<PunchCodeOption[]> {
    await this.codes.mustUseForm(principal, true);
    const { projectId, subProjectId } = parsePayload(punchCodeLevelThreeQuerySchema, query);
    const tasks = await this.queries.tasks(principal.companyId, projectId);
    const levelTwo = levelTwoOf(tasks).find((t) => t.id === subProjectId);
    return levelTwo ? levelThreeOf(tasks, levelTwo) : [];
  }

  @Get('categories')
  @Permission(Resource.Settings, Action.Visible)
  async categories(@CurrentPrincipal() principal: Principal): Promise<PunchCodeOption[]> {
    await this.codes.mustUseForm(principal, true);
    return this.queries.categories(principal.companyId);
  }

  @Post('special')
  @HttpCode(200)
  @Permission(Resource.Settings, Action.Update)
  @SecretReply()
  async generateSpecial(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<PunchCodeReply> {
    const form = parseBody(specialPunchCodeRequestSchema, body);
    await this.codes.mustUseForm(principal, true);
    return this.codes.special(principal, form);
  }
}
