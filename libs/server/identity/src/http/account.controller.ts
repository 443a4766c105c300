import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { loginRequestSchema, refreshTokenRequestSchema, type TokenPair } from '@timekeep/contracts';
import { CommandContext, Ctx, parseBody, Public, SecretReply } from '@timekeep/server-platform';
import { answerTokenRequest, tokenRequestOf } from '../oauth/token-endpoint';
import { AccountTokens } from '../sessions/account-token';
import { LoginAsEmployeeCommand, EMPLOYEE_HOME } from '../sessions/login-as-employee.handler';
import { LoginCommand } from '../sessions/login.handler';
import { RefreshSessionCommand } from '../sessions/refresh-session.handler';

interface RequestLike {
  ip?: string;
  id?: unknown;
  headers: Record<string, string | string[] | undefined>;
}

function correlationOf(request: RequestLike): string {
  const correlation = request.headers['x-correlation-id'];
  return (Array.isArray(correlation) ? correlation[0] : correlation) ?? String(request.id ?? randomUUID());
}

@Controller('account')
export class AccountController {
  constructor(
    private readonly commands: CommandBus,
    private readonly tokens: AccountTokens,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  login(@Body() body: unknown, @Req() request: RequestLike): Promise<TokenPair> {
    const { email, password, appType } = parseBody(loginRequestSchema, body);
    return this.commands.execute(new LoginCommand(email, password, appType ?? 'web', request.ip ?? 'unknown', correlationOf(request)));
  }

  /** OAuth 2.0's token endpoint over the same sign-in (document 1 §7, payload not shown; ADR 0058). */
  @Public()
  @Post('token')
  token(@Body() form: unknown, @Req() request: Request, @Res() response: Response): Promise<void> {
    return answerTokenRequest(request, response, () => this.tokens.issue({ ...tokenRequestOf(form, request), correlationId: correlationOf(request) }));
  }

  @Public()
  @Post('refresh-token')
  @HttpCode(200)
  refresh(@Body() body: unknown): Promise<TokenPair> {
    return this.commands.execute(new RefreshSessionCommand(parseBody(refreshTokenRequestSchema, body).refreshToken));
  }

  @Post('login-as-employee')
  @SecretReply()
  @HttpCode(200)
  loginAsEmployee(@Ctx() context: CommandContext): Promise<TokenPair & { redirectUrl: string }> {
    return this.commands.execute(new LoginAsEmployeeCommand(context));
  }

  /** Not shown by the spec: where each kind of session lands after sign-in. */
  @Get('redirect-settings')
  redirectSettings(): { staffRedirectUrl: string; employeeRedirectUrl: string } {
    return { staffRedirectUrl: '/', employeeRedirectUrl: EMPLOYEE_HOME };
  }
}
