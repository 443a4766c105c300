import { BadRequestException, Controller, Get, HttpCode, Logger, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Action, Resource, WORKFLOW_MAX_AUTH_PARAM, WorkflowMaxAuth, WorkflowMaxAuthorizationReply } from '@timekeep/contracts';
import { AppConfig, CurrentPrincipal, Permission, Principal, Public } from '@timekeep/server-platform';
import { CompanyQueries } from '@timekeep/server-organisation';
import { WorkflowMaxClient, WorkflowMaxError } from './workflow-max.client';
import { requireWorkflowMaxCompany } from './workflow-max-company';

/** The console's Timesheet Transfer page, where the browser comes back to (document 3 §4). */
const TRANSFER_PAGE = '/timesheettransfer/view';

/**
 * Connect to WorkflowMax (document 3 §4, §7; docs/decisions/0038-workflow-max.md): the console asks
 * for the authorization address and sends the browser there; WorkflowMax sends it back to our
 * callback, which keeps the tokens and returns it to the transfer page with `auth=success|failed`.
 */
@Controller()
export class WorkflowMaxConnectionController {
  private readonly logger = new Logger(WorkflowMaxConnectionController.name);

  constructor(
    private readonly client: WorkflowMaxClient,
    private readonly companies: CompanyQueries,
    private readonly config: AppConfig,
  ) {}

  /** Admins connect the company (as they set up MYOB Advanced's connection). */
  @Post('api/workflow-max/authorization-request-uri')
  @HttpCode(200)
  @Permission(Resource.Settings, Action.Update)
  async authorizationRequestUri(@CurrentPrincipal() principal: Principal): Promise<WorkflowMaxAuthorizationReply> {
    await requireWorkflowMaxCompany(this.companies, principal.companyId);
    try {
      return { data: { uri: await this.client.authorizationUri(principal.companyId, principal.id, new Date()) } };
    } catch (error) {
      if (error instanceof WorkflowMaxError) throw new BadRequestException({ message: error.message });
      throw error;
    }
  }

  /**
   * WorkflowMax's redirect: no bearer token comes with a browser redirect, so the state (given to
   * one user of one company, used once, ten minutes) says whose connection this is.
   */
  @Public()
  @Get('api/workflow-max/authorization-callback')
  async callback(@Query() query: Record<string, unknown>, @Res() response: Response): Promise<void> {
    const param = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : undefined);
    let outcome: string = WorkflowMaxAuth.Success;
    try {
      await this.client.completeAuthorization({ state: param('state'), code: param('code'), error: param('error') }, new Date());
    } catch (error) {
      if (!(error instanceof WorkflowMaxError)) throw error;
      // The reason, never the code or a token: the user sees 'Fail to connect to WorkflowMax.'.
      this.logger.warn(`WorkflowMax connection not completed: ${error.message}`);
      outcome = WorkflowMaxAuth.Failed;
    }
    response.redirect(302, `${this.config.publicUrl}${TRANSFER_PAGE}?${WORKFLOW_MAX_AUTH_PARAM}=${outcome}`);
  }

  /** Whether the company holds WorkflowMax tokens (the form says so beside Connect to WorkflowMax). */
  @Get('api/workflow-max/connection')
  @Permission(Resource.Timesheet, Action.Visible)
  async connection(@CurrentPrincipal() principal: Principal): Promise<{ connected: boolean }> {
    return { connected: await this.client.connected(principal.companyId) };
  }
}
