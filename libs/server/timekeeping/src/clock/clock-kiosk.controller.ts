import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { clockArrivalFormSchema, ClockArrivalReply, ClockKiosk as ClockKioskReply, clockKioskQuerySchema } from '@timekeep/contracts';
import { Clock, parseBody, parsePayload, Public } from '@timekeep/server-platform';
import { AnnounceArrivalCommand } from './announce-arrival.handler';
import { ClockKioskQueries } from './clock-kiosk.queries';

interface RequestLike {
  ip?: string;
}

/**
 * The kiosk on the public clock (ours: docs/decisions/0046-kiosk-on-the-clock.md): a company's
 * visitor and contractor contents and contacts by its code, and 'Let them know I'm here'.
 */
@Controller()
export class ClockKioskController {
  constructor(
    private readonly commands: CommandBus,
    private readonly kiosk: ClockKioskQueries,
    private readonly clock: Clock,
  ) {}

  @Public()
  @Get('api/clock/kiosk')
  show(@Query() query: unknown, @Req() request: RequestLike): Promise<ClockKioskReply> {
    return this.kiosk.show(parsePayload(clockKioskQuerySchema, query).companyCode, request.ip ?? 'unknown', this.clock.now());
  }

  @Public()
  @Post('api/clock/kiosk/arrival')
  @HttpCode(200)
  arrival(@Body() body: unknown, @Req() request: RequestLike): Promise<ClockArrivalReply> {
    const { companyCode, contactId, type, name } = parseBody(clockArrivalFormSchema, body);
    return this.commands.execute(new AnnounceArrivalCommand(companyCode, contactId, { type, name }, request.ip ?? 'unknown', this.clock.now()));
  }
}
