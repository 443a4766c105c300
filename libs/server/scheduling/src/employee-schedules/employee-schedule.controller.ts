import { BadRequestException, Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { Action, EmployeeSchedule, MessageReply, Resource } from '@timekeep/contracts';
import { datesBetween, dayOf } from '@timekeep/domain-time-engine';
import { ManagementScope } from '@timekeep/server-organisation';
import { CommandContext, Ctx, CurrentPrincipal, formArray, formBoolean, formVersion, parseBody, Permission, Principal, Streams } from '@timekeep/server-platform';
import { ClosedDays } from '../ports/closed-days.port';
import { workSectionForm } from '../work-section.form';
import { PayRuleLookup } from '@timekeep/server-pay-rules';
import { employeeScheduleStreamId, reachableEmployee, resolvedDays } from './employee-schedule.stream';
import { SaveEmployeeScheduleCommand } from './save-employee-schedule.handler';

const DATE = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid date.');
const searchSchema = z.object({ employeeId: z.string().uuid('Choose an employee.'), startDate: DATE, endDate: DATE });
const saveSchema = z.object({
  employeeId: z.string().uuid('Choose an employee.'),
    // useTemplate (ours, docs/decisions/0017-schedule-templates.md): the date goes back to the template's day.
  ruleVos: formArray(z.object({ title: DATE, isOffDay: formBoolean.default(false), isClosed: formBoolean.default(false), useTemplate: formBoolean.default(false), workSections: formArray(workSectionForm) })),
  version: formVersion.or(z.literal(0)),
});
const MAX_DAYS = 93;

/** The Employee schedule screen's calls (document 1 §7 "Schedules"). */
@Controller('schedule')
export class EmployeeScheduleController {
  constructor(
    private readonly commands: CommandBus,
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
    private readonly payRules: PayRuleLookup,
    private readonly closedDays: ClosedDays,
  ) {}

  @Post('searchEmployeeSchedule')
  @HttpCode(200)
  @Permission(Resource.Schedule, Action.Visible)
  async search(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<EmployeeSchedule> {
    const { employeeId, startDate, endDate } = parseBody(searchSchema, body);
    const length = dayOf(endDate) - dayOf(startDate) + 1;
    if (length < 1 || length > MAX_DAYS) throw new BadRequestException({ message: `Choose a range of 1 to ${MAX_DAYS} days.` });
    return this.streams.transaction(async (tx) => {
      const employee = await reachableEmployee(tx, this.scope, principal, employeeId);
      const { days, scheduleName } = await resolvedDays(tx, this.payRules, employee, startDate, endDate);
      const closed = new Set(await this.closedDays.closedDatesOf(tx, employeeId, datesBetween(startDate, endDate)));
      const version = await this.streams.version(tx, principal.companyId, employeeScheduleStreamId(employeeId));
      return { employeeId, employeeName: `${employee.firstName} ${employee.lastName}`, scheduleName, startDate, endDate, ruleVos: days.map((d) => (closed.has(d.title) ? { ...d, isClosed: true } : d)), version };
    });
  }

  /** Answers the spec's codes: timeclash, nextDay, and payOnFinishDayConflicts with hasCrossMidnightTs false (a custom schedule). */
  @Post('saveEmployeeCustomSchedule')
  @HttpCode(200)
  async save(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply & { hasCrossMidnightTs?: boolean }> {
    const { employeeId, ruleVos, version } = parseBody(saveSchema, body);
    await this.commands.execute(new SaveEmployeeScheduleCommand(context, employeeId, ruleVos, version));
    return { message: 'success' };
  }
}
