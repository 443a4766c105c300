import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Action, MessageReply, Page, PayRuleKind, Resource, ScheduleTemplateDetail, ScheduleTemplateRow, scheduleTemplateSaveRequestSchema } from '@timekeep/contracts';
import { ScheduleTemplateFields, toScheduleTemplate } from '@timekeep/domain-scheduling';
import { EmployeeAssignments } from '@timekeep/server-people';
import { deleteRecords, fieldsOf, parseCatalogueQuery, PayRuleEntity, PayRulesQueries } from '@timekeep/server-pay-rules';
import { CommandContext, Ctx, CurrentPrincipal, parseBody, Permission, Principal } from '@timekeep/server-platform';
import { SaveScheduleTemplateCommand } from './save-schedule-template.handler';

const KIND = PayRuleKind.ScheduleTemplate;

const toRow = (row: PayRuleEntity): ScheduleTemplateRow => {
  const fields = fieldsOf<ScheduleTemplateFields>(row);
  return { id: row.id, name: row.name, startDate: fields.startDate, periodType: fields.periodType, active: row.active };
};

/** Schedule templates (document 1 §2, §7 "Schedules", §8): list, detail, save and delete. */
@Controller()
export class ScheduleTemplatesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: PayRulesQueries,
    private readonly assignments: EmployeeAssignments,
  ) {}

  @Get('api/schedules')
  @Permission(Resource.ScheduleTemplate, Action.Visible)
  list(@CurrentPrincipal() principal: Principal, @Query() query: Record<string, unknown>): Promise<Page<ScheduleTemplateRow>> {
    const { list: paging, filters } = parseCatalogueQuery(query);
    return this.queries.page(principal.companyId, KIND, paging, filters, toRow);
  }

  @Get('api/schedules/:id')
  @Permission(Resource.ScheduleTemplate, Action.Visible)
  async one(@CurrentPrincipal() principal: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<ScheduleTemplateDetail> {
    const template = toScheduleTemplate(await this.queries.one(principal.companyId, KIND, id));
    const employees = await this.assignments.onSchedule(principal, id);
    return { ...template, employeeIds: employees.map((e) => e.id), employees };
  }

  /**
   * Spec codes: exist, timeclash, nextDay, and payOnFinishDayConflicts with the employee it is about
   * (ScheduleGuard).
   */
  @Post('schedule/save')
  @HttpCode(200)
  async save(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply & { id?: string; employee?: string }> {
    const { id, version, scheduleType: _type, employeeIds, ...form } = parseBody(scheduleTemplateSaveRequestSchema, body);
    const saved = await this.commands.execute<SaveScheduleTemplateCommand, { id: string }>(new SaveScheduleTemplateCommand(context, { id, version, form, employeeIds }));
    return { message: 'success', id: saved.id };
  }

  @Post('schedule/delete')
  @HttpCode(200)
  remove(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply> {
    return deleteRecords(this.commands, context, KIND, body);
  }
}
