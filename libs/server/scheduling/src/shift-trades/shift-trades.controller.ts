import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Action, type MessageReply, type MyShiftTrades, Resource, shiftTradeActionSchema, type ShiftTradeCreate, shiftTradeCreateSchema, type ShiftTrade, type SwapChoice, swapChoicesQuerySchema } from '@timekeep/contracts';
import { reachesOnlySelf } from '@timekeep/domain-identity';
import { mustHave } from '@timekeep/server-people';
import { Clock, CommandContext, Ctx, CurrentPrincipal, parseBody, Permission, Principal } from '@timekeep/server-platform';
import { AnswerShiftTradeCommand, type TradeAnswer } from './answer-shift-trade.handler';
import { DecideShiftTradeCommand } from './decide-shift-trade.handler';
import { ProposeShiftTradeCommand } from './propose-shift-trade.handler';
import { ShiftTradeQueries } from './shift-trades.queries';

/** Offers and swaps (issue 33 §4, ADR 0079): made and answered by employees, settled by their planners. */
@Controller()
export class ShiftTradesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: ShiftTradeQueries,
    private readonly clock: Clock,
  ) {}

  @Get('api/me/shift-trades')
  mine(@CurrentPrincipal() principal: Principal): Promise<MyShiftTrades> {
    return this.queries.mine(principal);
  }

  @Get('api/me/shift-trades/swap-choices')
  swapChoices(@CurrentPrincipal() principal: Principal, @Query() query: unknown): Promise<SwapChoice[]> {
    const { date, sectionId } = parseBody(swapChoicesQuerySchema, query);
    return this.queries.swapChoices(principal, date, sectionId, this.clock.now());
  }

  @Post('api/me/shift-trades')
  @HttpCode(200)
  async propose(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply> {
    return { message: await this.commands.execute(new ProposeShiftTradeCommand(context, parseBody(shiftTradeCreateSchema, body) as ShiftTradeCreate)) };
  }

  @Post('api/me/shift-trades/:id/accept')
  @HttpCode(200)
  accept(@Ctx() context: CommandContext, @Param('id', ParseUUIDPipe) id: string, @Body() body: unknown): Promise<MessageReply> {
    return this.answer(context, id, 'accept', body);
  }

  @Post('api/me/shift-trades/:id/decline')
  @HttpCode(200)
  declineMine(@Ctx() context: CommandContext, @Param('id', ParseUUIDPipe) id: string, @Body() body: unknown): Promise<MessageReply> {
    return this.answer(context, id, 'decline', body);
  }

  @Post('api/me/shift-trades/:id/withdraw')
  @HttpCode(200)
  withdraw(@Ctx() context: CommandContext, @Param('id', ParseUUIDPipe) id: string, @Body() body: unknown): Promise<MessageReply> {
    return this.answer(context, id, 'withdraw', body);
  }

  @Get('api/roster/shift-trades')
  @Permission(Resource.Roster, Action.Visible)
  waiting(@CurrentPrincipal() principal: Principal): Promise<ShiftTrade[]> {
    // The planners' list of colleagues' trades: an employee reads hers (api/me/shift-trades).
    mustHave(!reachesOnlySelf(principal));
    return this.queries.waiting(principal);
  }

  @Post('api/roster/shift-trades/:id/approve')
  @HttpCode(200)
  approve(@Ctx() context: CommandContext, @Param('id', ParseUUIDPipe) id: string, @Body() body: unknown): Promise<MessageReply> {
    return this.decide(context, id, 'approve', body);
  }

  @Post('api/roster/shift-trades/:id/decline')
  @HttpCode(200)
  decline(@Ctx() context: CommandContext, @Param('id', ParseUUIDPipe) id: string, @Body() body: unknown): Promise<MessageReply> {
    return this.decide(context, id, 'decline', body);
  }

  private async answer(context: CommandContext, id: string, answer: TradeAnswer, body: unknown): Promise<MessageReply> {
    parseBody(shiftTradeActionSchema, body ?? {});
    return { message: await this.commands.execute(new AnswerShiftTradeCommand(context, id, answer)) };
  }

  private async decide(context: CommandContext, id: string, decision: 'approve' | 'decline', body: unknown): Promise<MessageReply> {
    parseBody(shiftTradeActionSchema, body ?? {});
    return { message: await this.commands.execute(new DecideShiftTradeCommand(context, id, decision)) };
  }
}
