import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  Action,
  type MessageReply,
  type MyOpenShift,
  OPEN_SHIFT_TEXTS,
  openShiftActionSchema,
  openShiftCreateSchema,
  type OpenShift,
  openShiftDecisionSchema,
  openShiftListQuerySchema,
  Resource,
} from '@timekeep/contracts';
import { reachesOnlySelf } from '@timekeep/domain-identity';
import { mustHave } from '@timekeep/server-people';
import { Clock, CommandContext, Ctx, CurrentPrincipal, parseBody, Permission, Principal } from '@timekeep/server-platform';
import { ClaimOpenShiftCommand } from './claim-open-shift.handler';
import { DecideOpenShiftCommand } from './decide-open-shift.handler';
import { OpenShiftQueries } from './open-shifts.queries';
import { PublishOpenShiftCommand } from './publish-open-shift.handler';

/** Open shifts (issue 33 §3, ADR 0078): published by planners, claimed by the employees they fit. */
@Controller()
export class OpenShiftsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: OpenShiftQueries,
    private readonly clock: Clock,
  ) {}

  @Get('api/roster/open-shifts')
  @Permission(Resource.Roster, Action.Visible)
  list(@CurrentPrincipal() principal: Principal, @Query() query: unknown): Promise<OpenShift[]> {
    // The planners' list, with who claimed what: an employee reads those offered to her (api/me/open-shifts).
    mustHave(!reachesOnlySelf(principal));
    const { startDate, endDate } = parseBody(openShiftListQuerySchema, query);
    return this.queries.list(principal, startDate, endDate);
  }

  @Post('api/roster/open-shifts')
  @HttpCode(200)
  async publish(@Ctx() context: CommandContext, @Body() body: unknown): Promise<{ id: string; offered: number; message: string }> {
    const { id, offered } = await this.commands.execute(new PublishOpenShiftCommand(context, parseBody(openShiftCreateSchema, body)));
    return { id, offered, message: OPEN_SHIFT_TEXTS.published(offered) };
  }

  @Post('api/roster/open-shifts/:id/approve')
  @HttpCode(200)
  async approve(@Ctx() context: CommandContext, @Param('id', ParseUUIDPipe) id: string, @Body() body: unknown): Promise<MessageReply> {
    const { employeeId } = parseBody(openShiftDecisionSchema, body);
    return { message: await this.commands.execute(new DecideOpenShiftCommand(context, id, { kind: 'approve', employeeId })) };
  }

  @Post('api/roster/open-shifts/:id/decline')
  @HttpCode(200)
  async decline(@Ctx() context: CommandContext, @Param('id', ParseUUIDPipe) id: string, @Body() body: unknown): Promise<MessageReply> {
    const { employeeId } = parseBody(openShiftDecisionSchema, body);
    return { message: await this.commands.execute(new DecideOpenShiftCommand(context, id, { kind: 'decline', employeeId })) };
  }

  @Post('api/roster/open-shifts/:id/withdraw')
  @HttpCode(200)
  async withdraw(@Ctx() context: CommandContext, @Param('id', ParseUUIDPipe) id: string, @Body() body: unknown): Promise<MessageReply> {
    parseBody(openShiftActionSchema, body ?? {});
    return { message: await this.commands.execute(new DecideOpenShiftCommand(context, id, { kind: 'withdraw' })) };
  }

  @Get('api/me/open-shifts')
  mine(@CurrentPrincipal() principal: Principal): Promise<MyOpenShift[]> {
    return this.queries.mine(principal, this.clock.now());
  }

  @Post('api/me/open-shifts/:id/claim')
  @HttpCode(200)
  async claim(@Ctx() context: CommandContext, @Param('id', ParseUUIDPipe) id: string, @Body() body: unknown): Promise<MessageReply> {
    parseBody(openShiftActionSchema, body ?? {});
    return { message: await this.commands.execute(new ClaimOpenShiftCommand(context, id)) };
  }
}
