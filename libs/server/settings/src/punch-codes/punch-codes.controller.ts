import { Body, Controller, ForbiddenException, Get, HttpCode, Post, Query } from '@nestjs/common';
import { z } from 'zod';
import { Action, PunchCodeOption, PunchCodeReply, Resource } from '@timekeep/contracts';
import { levelThreeOf, levelTwoOf, PunchCodeError, specialPunchCode, standardPunchCode } from '@timekeep/domain-settings';
import { CompanyQueries } from '@timekeep/server-organisation';
import { CurrentPrincipal, formId, parseBody, parsePayload, Permission, Principal } from '@timekeep/server-platform';
import { PunchCodeSigner } from './punch-code-signer';
import { PunchCodesQueries } from './punch-codes.queries';

const id = z.string().uuid('Choose one from the list.');
const departmentQuery = z.object({ departmentId: formId });
const jobQuery = z.object({ jobId: id });
const projectQuery = z.object({ projectId: id });
const levelThreeQuery = z.object({ projectId: id, subProjectId: id });
const standardForm = z.object({ departmentId: formId, jobId: formId, taskId: formId });
const specialForm = z.object({ project: formId, panel: formId, task: formId, category: formId });

/**
 * Punch codes (document 3 §2-§7): the form's lookups and the signed QR payload. Generating a code
 * changes nothing, but a code lets anyone holding it punch to the job, so it takes the settings'
 * update right; the lookups take their view right.
 */
@Controller('api/punch-codes')
export class PunchCodesController {
  constructor(
    private readonly queries: PunchCodesQueries,
    private readonly company: CompanyQueries,
    private readonly signer: PunchCodeSigner,
  ) {}

  /** The specific customer's form (flag specialCustomer) and the standard one each answer only for their own companies. */
  private async variant(principal: Principal, special: boolean): Promise<void> {
    if ((await this.company.settings(principal.companyId)).specialCustomer !== special) {
      throw new ForbiddenException({ message: special ? 'This company uses the standard punch code form.' : 'This company uses its own punch code form.' });
    }
  }

  /** ?departmentId=: the jobs the department offers; without it, all active jobs. */
  @Get('jobs')
  @Permission(Resource.Settings, Action.Visible)
  jobs(@CurrentPrincipal() principal: Principal, @Query() query: unknown): Promise<PunchCodeOption[]> {
    return this.queries.jobs(principal, parsePayload(departmentQuery, query).departmentId);
  }

  @Get('tasks')
  @Permission(Resource.Settings, Action.Visible)
  tasks(@CurrentPrincipal() principal: Principal, @Query() query: unknown): Promise<PunchCodeOption[]> {
    return this.queries.tasks(principal.companyId, parsePayload(jobQuery, query).jobId);
  }

  @Post()
  @HttpCode(200)
  @Permission(Resource.Settings, Action.Update)
  async generate(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<PunchCodeReply> {
    await this.variant(principal, false);
    const form = parseBody(standardForm, body);
    const department = form.departmentId ? await this.queries.department(principal, form.departmentId) : null;
    const job = form.jobId ? await this.queries.job(principal.companyId, form.jobId) : null;
    const tasks = job ? await this.queries.tasks(principal.companyId, job.id) : [];
    const task = form.taskId ? (tasks.find((t) => t.id === form.taskId) ?? { id: form.taskId, name: '' }) : null;
    const fields = standardPunchCode({ department, job, task, taskOfJob: !!task && tasks.some((t) => t.id === task.id) });
    return this.signer.sign(principal.companyId, fields);
  }

  @Get('projects')
  @Permission(Resource.Settings, Action.Visible)
  async projects(@CurrentPrincipal() principal: Principal): Promise<PunchCodeOption[]> {
    await this.variant(principal, true);
    return this.queries.jobs(principal, undefined);
  }

  @Get('level2')
  @Permission(Resource.Settings, Action.Visible)
  async levelTwo(@CurrentPrincipal() principal: Principal, @Query() query: unknown): Promise<PunchCodeOption[]> {
    await this.variant(principal, true);
    return levelTwoOf(await this.queries.tasks(principal.companyId, parsePayload(projectQuery, query).projectId));
  }

  @Get('level3')
  @Permission(Resource.Settings, Action.Visible)
  async levelThree(@CurrentPrincipal() principal: Principal, @Query() query: unknown): Promise<PunchCodeOption[]> {
    await this.variant(principal, true);
    const { projectId, subProjectId } = parsePayload(levelThreeQuery, query);
    const tasks = await this.queries.tasks(principal.companyId, projectId);
    const levelTwo = levelTwoOf(tasks).find((t) => t.id === subProjectId);
    return levelTwo ? levelThreeOf(tasks, levelTwo) : [];
  }

  @Get('categories')
  @Permission(Resource.Settings, Action.Visible)
  async categories(@CurrentPrincipal() principal: Principal): Promise<PunchCodeOption[]> {
    await this.variant(principal, true);
    return this.queries.categories(principal.companyId);
  }

  /** The specific customer's code: Project, Level 2, Level 3 and Category, all required. */
  @Post('special')
  @HttpCode(200)
  @Permission(Resource.Settings, Action.Update)
  async generateSpecial(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<PunchCodeReply> {
    const form = parseBody(specialForm, body);
    await this.variant(principal, true);
    const project = form.project ? await this.queries.job(principal.companyId, form.project) : null;
    const projectTasks = project ? await this.queries.tasks(principal.companyId, project.id) : [];
    const pick = (taskId: string | undefined) => (taskId ? (projectTasks.find((t) => t.id === taskId) ?? { id: taskId, code: '', name: '' }) : null);
    const category = form.category ? await this.queries.category(principal.companyId, form.category) : null;
    if (form.category && !category) throw new PunchCodeError('Choose a category from the list.');
    const fields = specialPunchCode({ project, panel: pick(form.panel), task: pick(form.task), category, projectTasks });
    return this.signer.sign(principal.companyId, fields);
  }
}
