import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  Action,
  type MessageReply,
  type Page,
  Resource,
  WEBHOOK_SUBSCRIPTION_TEXTS,
  type WebhookDeliveryDto,
  webhookReplaySchema,
  type WebhookSecretReply,
  webhookSubscriptionChangeSchema,
  type WebhookSubscriptionDto,
  webhookSubscriptionInputSchema,
} from '@timekeep/contracts';
import { Clock, CommandContext, Ctx, CurrentPrincipal, parseBody, parseListQuery, Permission, Principal, SecretReply } from '@timekeep/server-platform';
import { ManageWebhookSubscriptionCommand, ReplayWebhookDeliveriesCommand, RotateWebhookSecretCommand, type WebhookAction } from './manage-subscription.handler';
import { ChangeWebhookSubscriptionCommand, CreateWebhookSubscriptionCommand } from './save-subscription.handler';
import { WebhooksQueries } from './webhooks.queries';

const DONE: Record<WebhookAction, string> = {
  pause: WEBHOOK_SUBSCRIPTION_TEXTS.paused,
  resume: WEBHOOK_SUBSCRIPTION_TEXTS.resumed,
  delete: WEBHOOK_SUBSCRIPTION_TEXTS.deleted,
  test: WEBHOOK_SUBSCRIPTION_TEXTS.testSent,
};

/** The company's webhook subscriptions (issue 34 §1, ADR 0080): its Admins keep them (Settings › Update, checked again by each command). */
@Controller('api/webhooks/subscriptions')
export class WebhooksController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: WebhooksQueries,
    private readonly clock: Clock,
  ) {}

  @Get()
  @Permission(Resource.Settings, Action.Update)
  list(@CurrentPrincipal() principal: Principal): Promise<WebhookSubscriptionDto[]> {
    return this.queries.subscriptions(principal.companyId, this.clock.now());
  }

  @Post()
  @HttpCode(200)
  @Permission(Resource.Settings, Action.Update)
  @SecretReply()
  async create(@Ctx() context: CommandContext, @Body() body: unknown): Promise<WebhookSecretReply> {
    const { id, secret } = await this.commands.execute(new CreateWebhookSubscriptionCommand(context, parseBody(webhookSubscriptionInputSchema, body)));
    return { message: WEBHOOK_SUBSCRIPTION_TEXTS.created, id, secret };
  }

  @Get(':id')
  @Permission(Resource.Settings, Action.Update)
  one(@CurrentPrincipal() principal: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<WebhookSubscriptionDto> {
    return this.queries.subscription(principal.companyId, id, this.clock.now());
  }

  @Put(':id')
  @Permission(Resource.Settings, Action.Update)
  async change(@Ctx() context: CommandContext, @Param('id', ParseUUIDPipe) id: string, @Body() body: unknown): Promise<MessageReply> {
    const { version, ...input } = parseBody(webhookSubscriptionChangeSchema, body);
    await this.commands.execute(new ChangeWebhookSubscriptionCommand(context, id, input, version));
    return { message: WEBHOOK_SUBSCRIPTION_TEXTS.saved };
  }

  @Delete(':id')
  @Permission(Resource.Settings, Action.Update)
  remove(@Ctx() context: CommandContext, @Param('id', ParseUUIDPipe) id: string): Promise<MessageReply> {
    return this.act(context, id, 'delete');
  }

  @Post(':id/pause')
  @HttpCode(200)
  @Permission(Resource.Settings, Action.Update)
  pause(@Ctx() context: CommandContext, @Param('id', ParseUUIDPipe) id: string): Promise<MessageReply> {
    return this.act(context, id, 'pause');
  }

  @Post(':id/resume')
  @HttpCode(200)
  @Permission(Resource.Settings, Action.Update)
  resume(@Ctx() context: CommandContext, @Param('id', ParseUUIDPipe) id: string): Promise<MessageReply> {
    return this.act(context, id, 'resume');
  }

  @Post(':id/test')
  @HttpCode(200)
  @Permission(Resource.Settings, Action.Update)
  test(@Ctx() context: CommandContext, @Param('id', ParseUUIDPipe) id: string): Promise<MessageReply> {
    return this.act(context, id, 'test');
  }

  @Post(':id/rotate-secret')
  @HttpCode(200)
  @Permission(Resource.Settings, Action.Update)
  @SecretReply()
  async rotate(@Ctx() context: CommandContext, @Param('id', ParseUUIDPipe) id: string): Promise<WebhookSecretReply> {
    const secret: string = await this.commands.execute(new RotateWebhookSecretCommand(context, id));
    return { message: WEBHOOK_SUBSCRIPTION_TEXTS.rotated, id, secret };
  }

  @Get(':id/deliveries')
  @Permission(Resource.Settings, Action.Update)
  deliveries(@CurrentPrincipal() principal: Principal, @Param('id', ParseUUIDPipe) id: string, @Query() query: unknown): Promise<Page<WebhookDeliveryDto>> {
    return this.queries.deliveries(principal.companyId, id, parseListQuery(query, []));
  }

  @Post(':id/deliveries/:deliveryId/replay')
  @HttpCode(200)
  @Permission(Resource.Settings, Action.Update)
  async replayOne(@Ctx() context: CommandContext, @Param('id', ParseUUIDPipe) id: string, @Param('deliveryId', ParseUUIDPipe) deliveryId: string): Promise<MessageReply> {
    const count: number = await this.commands.execute(new ReplayWebhookDeliveriesCommand(context, id, { deliveryId }));
    return { message: WEBHOOK_SUBSCRIPTION_TEXTS.replayed(count) };
  }

  @Post(':id/replay')
  @HttpCode(200)
  @Permission(Resource.Settings, Action.Update)
  async replaySince(@Ctx() context: CommandContext, @Param('id', ParseUUIDPipe) id: string, @Body() body: unknown): Promise<MessageReply> {
    const { since } = parseBody(webhookReplaySchema, body);
    const count: number = await this.commands.execute(new ReplayWebhookDeliveriesCommand(context, id, { since: new Date(since) }));
    return { message: WEBHOOK_SUBSCRIPTION_TEXTS.replayed(count) };
  }

  private async act(context: CommandContext, id: string, action: WebhookAction): Promise<MessageReply> {
    await this.commands.execute(new ManageWebhookSubscriptionCommand(context, id, action));
    return { message: DONE[action] };
  }
}
