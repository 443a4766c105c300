import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type MessageReply, type NotificationPreferences, pushSubscriptionSchema, removePushSubscriptionSchema, savePreferencesSchema } from '@timekeep/contracts';
import { CommandContext, Ctx, CurrentPrincipal, parseBody, Principal } from '@timekeep/server-platform';
import { NotificationPreferencesQueries } from './notification-preferences.queries';
import { SubscribePushCommand, UnsubscribePushCommand } from './push-devices.handler';
import { SavePreferencesCommand } from './save-preferences.handler';

/** How each signed-in person is told (ADR 0070): their own choices and their own devices, whatever their role. */
@Controller('api/notifications')
export class NotificationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: NotificationPreferencesQueries,
  ) {}

  @Get('preferences')
  preferences(@CurrentPrincipal() principal: Principal): Promise<NotificationPreferences> {
    return this.queries.of(principal);
  }

  @Post('preferences')
  @HttpCode(200)
  async save(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply> {
    await this.commands.execute(new SavePreferencesCommand(context, parseBody(savePreferencesSchema, body).topics));
    return { message: 'success' };
  }

  @Post('push-subscriptions')
  @HttpCode(200)
  async subscribe(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply> {
    await this.commands.execute(new SubscribePushCommand(context, parseBody(pushSubscriptionSchema, body)));
    return { message: 'success' };
  }

  @Post('push-subscriptions/remove')
  @HttpCode(200)
  async unsubscribe(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply> {
    await this.commands.execute(new UnsubscribePushCommand(context, parseBody(removePushSubscriptionSchema, body).endpoint));
    return { message: 'success' };
  }
}
