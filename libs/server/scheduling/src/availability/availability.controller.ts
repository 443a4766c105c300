import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Action, AVAILABILITY_TEXTS, availabilitySaveSchema, type AvailabilityReply, type MessageReply, Resource } from '@timekeep/contracts';
import { Clock, CommandContext, Ctx, CurrentPrincipal, parseBody, Permission, Principal } from '@timekeep/server-platform';
import { AvailabilityQueries } from './availability.queries';
import { SaveMyAvailabilityCommand } from './save-availability.handler';

/** When employees can work (issue 33 §2): each states her own; her planners read it. */
@Controller()
export class AvailabilityController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: AvailabilityQueries,
    private readonly clock: Clock,
  ) {}

  @Get('api/me/availability')
  mine(@CurrentPrincipal() principal: Principal): Promise<AvailabilityReply> {
    return this.queries.mine(principal, this.clock.now());
  }

  @Post('api/me/availability')
  @HttpCode(200)
  async save(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply> {
    const { availability, version } = parseBody(availabilitySaveSchema, body);
    await this.commands.execute(new SaveMyAvailabilityCommand(context, availability, version));
    return { message: AVAILABILITY_TEXTS.saved };
  }

  @Get('api/employees/:id/availability')
  @Permission(Resource.Roster, Action.Visible)
  ofEmployee(@CurrentPrincipal() principal: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<AvailabilityReply> {
    return this.queries.ofEmployee(principal, id, this.clock.now());
  }
}
