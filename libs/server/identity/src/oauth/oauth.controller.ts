import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { Action, oauthClientActionSchema, oauthClientQuerySchema, OAUTH_TEXTS, OAuthClientReply, oauthClientSaveSchema, OAuthClientsReply, oauthClientUpdateSchema, Resource } from '@timekeep/contracts';
import { CommandContext, Ctx, CurrentPrincipal, parseBody, parsePayload, Permission, Principal, Public, SecretReply } from '@timekeep/server-platform';
import { ManageOAuthClientCommand } from './manage-oauth-client.handler';
import { SaveOAuthClientCommand } from './save-oauth-client.handler';
import { UpdateOAuthClientCommand } from './update-oauth-client.handler';
import { OAuthClientsQueries } from './oauth-clients.queries';
import { answerTokenRequest, tokenRequestOf } from './token-endpoint';
import { OAuthTokens } from './oauth-tokens';

/**
 * Document 3 §7 OAuth clients (status 1 on success; a refusal is status 0 with its sentence) and
 * the token endpoint they exist for (docs/decisions/0041-oauth-clients.md).
 */
@Controller('oauth')
export class OAuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: OAuthClientsQueries,
    private readonly tokens: OAuthTokens,
  ) {}

  @Get('get-clients')
  @Permission(Resource.Settings, Action.Visible)
  async clients(@CurrentPrincipal() principal: Principal): Promise<OAuthClientsReply> {
    return { status: 1, data: await this.queries.list(principal) };
  }

  @Get('get')
  @Permission(Resource.Settings, Action.Visible)
  async client(@CurrentPrincipal() principal: Principal, @Query() query: unknown): Promise<OAuthClientReply> {
    const { id } = parsePayload(oauthClientQuerySchema, query);
    return { status: 1, data: await this.queries.one(principal, id) };
  }

  /** A secret the product made (`generate`) is in this reply only: no idempotency key may keep it. */
  @Post('save')
  @HttpCode(200)
  @Permission(Resource.Settings, Action.Update)
  @SecretReply()
  async save(@Ctx() context: CommandContext, @Body() body: unknown): Promise<OAuthClientReply> {
    const { id, madeSecret } = await this.commands.execute<SaveOAuthClientCommand, { id: string; madeSecret?: string }>(new SaveOAuthClientCommand(context, parseBody(oauthClientSaveSchema, body)));
    return { status: 1, data: await this.queries.one(context.principal, id), ...(madeSecret && { clientSecret: madeSecret }) };
  }

  @Post('update')
  @HttpCode(200)
  @Permission(Resource.Settings, Action.Update)
  @SecretReply()
  async update(@Ctx() context: CommandContext, @Body() body: unknown): Promise<OAuthClientReply> {
    const { id, version, ...form } = parseBody(oauthClientUpdateSchema, body);
    const { madeSecret } = await this.commands.execute<UpdateOAuthClientCommand, { madeSecret?: string }>(new UpdateOAuthClientCommand(context, id, form, version));
    return { status: 1, data: await this.queries.one(context.principal, id), ...(madeSecret && { clientSecret: madeSecret }) };
  }

  /** Issue 34 §3: every token and the secret end at once; the client stays listed, to be given a new secret. */
  @Post('revoke')
  @HttpCode(200)
  @Permission(Resource.Settings, Action.Update)
  async revoke(@Ctx() context: CommandContext, @Body() body: unknown): Promise<{ status: 1; message: string }> {
    const { id, version } = parseBody(oauthClientActionSchema, body);
    await this.commands.execute(new ManageOAuthClientCommand(context, id, 'revoke', version));
    return { status: 1, message: OAUTH_TEXTS.revoked };
  }

  /** Issue 34 §3: the client and its tokens are gone. */
  @Post('delete')
  @HttpCode(200)
  @Permission(Resource.Settings, Action.Update)
  async remove(@Ctx() context: CommandContext, @Body() body: unknown): Promise<{ status: 1; message: string }> {
    const { id, version } = parseBody(oauthClientActionSchema, body);
    await this.commands.execute(new ManageOAuthClientCommand(context, id, 'delete', version));
    return { status: 1, message: OAUTH_TEXTS.deleted };
  }

  /** RFC 6749 §4.4 and §5: answers in OAuth's own JSON, never cached. */
  @Public()
  @Post('token')
  token(@Body() form: unknown, @Req() request: Request, @Res() response: Response): Promise<void> {
    return answerTokenRequest(request, response, () => this.tokens.issue(tokenRequestOf(form, request)));
  }
}
