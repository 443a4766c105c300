import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Action, EmployeeSchedule, employeeScheduleSaveRequestSchema, employeeScheduleSearchRequestSchema, MessageReply, Resource } from '@timekeep/contracts';
import { CommandContext, Ctx, CurrentPrincipal, parseBody, Permission, Principal } from '@timekeep/server-platform';
import { EmployeeScheduleQueries } from './employee-schedule.queries';
import { SaveEmployeeScheduleCommand } from './save-employee-schedule.handler';

/** The Employee schedule screen's calls (document 1 §7 "Schedules"). */
@Controller('schedule')
export class EmployeeScheduleController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: EmployeeScheduleQueries,
  ) {}

  @Post('searchEmployeeSchedule')
  @HttpCode(200)
  @Permission(Resource.Schedule, Action.Visible)
  search(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<EmployeeSchedule> {
    return this.queries.search(principal, parseBody(employeeScheduleSearchRequestSchema, body));
  }

  /** Answers the spec's codes as the template save does: timeclash, nextDay, and payOnFinishDayConflicts with the employee it is about. */
  @Post('saveEmployeeCustomSchedule')
  @HttpCode(200)
  async save(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply & { employee?: string }> {
    const { employeeId, ruleVos, version } = parseBody(employeeScheduleSaveRequestSchema, body);
    await this.commands.execute(new SaveEmployeeScheduleCommand(context, employeeId, ruleVos, version));
    return { message: 'success' };
  }
}
