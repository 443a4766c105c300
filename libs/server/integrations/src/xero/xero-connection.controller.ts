import { Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { Action, Resource, XERO_TEXTS, xeroCallbackQuerySchema, XeroConnectionDto } from '@timekeep/contracts';
import { CurrentPrincipal, parsePayload, Permission, Principal, Public } from '@timekeep/server-platform';
import { ConnectXeroCommand } from './connect-xero.handler';
import { RequestXeroAuthorizationCommand } from './request-xero-authorization.handler';
import { XeroConnections } from './xero-connections';

/** Where the browser lands after connecting: the payroll transfers page, which shows the sentence and drops the parameters. */
const CONSOLE_PAGE = '/payrolltransfer/list';
const back = (ok: boolean, message: string) => `${CONSOLE_PAGE}?${new URLSearchParams({ xero: ok ? 'connected' : 'failed', message })}`;

/**
 * The company's Xero connection (document 3 §7: a browser redirect to
 * /payrolltransfer/RequestAuthorization reconnects; the other paths are ours, ADR 0037). The
 * browser's two hops carry no bearer token, so the authorisation is asked for first with one.
 */
@Controller()
export class XeroConnectionController {
  constructor(
    private readonly commands: CommandBus,
    private readonly connections: XeroConnections,
  ) {}

  @Get('api/xero/status')
  @Permission(Resource.PayrollTransfer, Action.Visible)
  connection(@CurrentPrincipal() principal: Principal): Promise<XeroConnectionDto> {
    return this.connections.status(principal);
  }

  @Post('api/xero/authorization')
  @HttpCode(200)
  @Permission(Resource.PayrollTransfer, Action.Create)
  async authorization(@CurrentPrincipal() principal: Principal): Promise<{ uri: string }> {
    return { uri: await this.commands.execute<RequestXeroAuthorizationCommand, string>(new RequestXeroAuthorizationCommand(principal, new Date())) };
  }

  @Get('payrolltransfer/RequestAuthorization')
  @Public()
  async requestAuthorization(@Query('state') state: unknown, @Res() response: Response): Promise<void> {
    const authorize = typeof state === 'string' ? await this.connections.authorizeUrl(state, new Date()) : null;
    response.redirect(302, authorize ?? back(false, `${XERO_TEXTS.connectFailed} The request was not ours or is too old: connect to Xero again.`));
  }

  @Get('payrolltransfer/xero-callback')
  @Public()
  async callback(@Query() query: unknown, @Res() response: Response): Promise<void> {
    const { ok, message } = await this.commands.execute<ConnectXeroCommand, { ok: boolean; message: string }>(new ConnectXeroCommand(parsePayload(xeroCallbackQuerySchema, query), new Date()));
    response.redirect(302, back(ok, message));
  }
}
