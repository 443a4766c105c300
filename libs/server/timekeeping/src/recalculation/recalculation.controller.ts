import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Action, BulkReply, employeeQuerySchema, isRangeRecalculation, recalculatePayPeriodRequestSchema, recalculateRangeRequestSchema, Resource, TimesheetDayDto } from '@timekeep/contracts';
import { CommandContext, Ctx, parseBody, parsePayload, Permission } from '@timekeep/server-platform';
import { TimesheetQueries } from '../core/timesheet.queries';
import { RecalculatePayPeriodCommand } from './recalculate-pay-period.handler';
import { RecalculateRangeCommand } from './recalculate-range.handler';

/** Recalculating timesheets on request: one employee's current period now, or a pay period or a range in the worker. */
@Controller()
export class RecalculationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: TimesheetQueries,
  ) {}

  /** Recomputes the employee's current pay period now (the engine is quick enough to answer in the request). */
  @Get('api/timesheet/recalculate/today')
  @Permission(Resource.Timesheet, Action.Update)
  async recalculateToday(@Ctx() context: CommandContext, @Query() query: unknown): Promise<{ message: string; timeSheets: TimesheetDayDto[] }> {
    const { employeeId } = parsePayload(employeeQuerySchema, query);
    return { message: 'success', timeSheets: await this.queries.recalculateCurrent(context, employeeId) };
  }

  /**
   * Both recalculate calls: the pay period's employees (or those named), in the worker, with progress
   * in the run. Either path takes either form: without a pay period it is the bulk tool's (document 3 §7).
   */
  @Post(['recalculate/recalculateTimeSheet', 'recalculate/recalculate'])
  @HttpCode(200)
  @Permission(Resource.Timesheet, Action.Update)
  recalculate(@Ctx() context: CommandContext, @Body() body: unknown): Promise<BulkReply> {
    const command = isRangeRecalculation(body)
      ? new RecalculateRangeCommand(context, parseBody(recalculateRangeRequestSchema, body))
      : new RecalculatePayPeriodCommand(context, parseBody(recalculatePayPeriodRequestSchema, body));
    return this.commands.execute(command);
  }
}
