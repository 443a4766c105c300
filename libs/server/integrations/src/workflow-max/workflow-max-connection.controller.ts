import { Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { Action, Resource, WORKFLOW_MAX_AUTH_PARAM, WorkflowMaxAuthorizationReply } from '@timekeep/contracts';
import { AppConfig, CurrentPrincipal, Permission, Principal, Public } from '@timekeep/server-platform';
import { ConnectWorkflowMaxCommand } from './connect-workflow-max.handler';
import { RequestWorkflowMaxAuthorizationCommand } from './request-workflow-max-authorization.handler';
import { WorkflowMaxClient } from './workflow-max.client';

/** The console's Timesheet Transfer page, where the browser comes back to (document 3 §4). */
const TRANSFER_PAGE = '/timesheettransfer/view';

/**
 * Connect to WorkflowMax (document 3 §4, §7; docs/decisions/0038-workflow-max.md): the console asks
 * for the authorization address and sends the browser there; WorkflowMax sends it back to our
 * callback, which keeps the tokens and returns it to the transfer page with `auth=success|failed`.
 */
@Controller()
export class WorkflowMaxConnectionController {
  constructor(
    private readonly commands: CommandBus,
    private readonly client: WorkflowMaxClient,
    private readonly config: AppConfig,
  ) {}

  /** Admins connect the company (as they set up MYOB Advanced's connection). */
  @Post('api/workflow-max/authorization-request-uri')
  @HttpCode(200)
  @Permission(Resource.Settings, Action.Update)
  async authorizationRequestUri(@CurrentPrincipal() principal: Principal): Promise<WorkflowMaxAuthorizationReply> {
    return { data: { uri: await this.commands.execute<RequestWorkflowMaxAuthorizationCommand, string>(new RequestWorkflowMaxAuthorizationCommand(principal, new Date())) } };
  }

  /** WorkflowMax's redirect: no bearer token comes with a browser redirect, so the state says whose connection this is. */
  @Public()
  @Get('api/workflow-max/authorization-callback')
  async callback(@Query() query: Record<string, unknown>, @Res() response: Response): Promise<void> {
    const param = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : undefined);
    const outcome = await this.commands.execute<ConnectWorkflowMaxCommand, string>(new ConnectWorkflowMaxCommand({ state: param('state'), code: param('code'), error: param('error') }, new Date()));
    response.redirect(302, `${this.config.publicUrl}${TRANSFER_PAGE}?${WORKFLOW_MAX_AUTH_PARAM}=${outcome}`);
  }

  /** Whether the company holds WorkflowMax tokens (the form says so beside Connect to WorkflowMax). */
  @Get('api/workflow-max/connection')
  @Permission(Resource.Timesheet, Action.Visible)
  async connection(@CurrentPrincipal() principal: Principal): Promise<{ connected: boolean }> {
    return { connected: await this.client.connected(principal.companyId) };
  }
}
