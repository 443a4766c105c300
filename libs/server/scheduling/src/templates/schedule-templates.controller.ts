import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { Action, MessageReply, Page, PayRuleKind, Resource, ScheduleTemplateDetail, ScheduleTemplateRow } from '@timekeep/contracts';
import { checkScheduleTemplate, ScheduleTemplateFields } from '@timekeep/domain-scheduling';
import { CommandContext, Ctx, CurrentPrincipal, formArray, formBoolean, formId, formList, formNumber, formVersion, parseBody, Permission, Principal } from '@timekeep/server-platform';
import { workSectionForm } from '../work-section.form';
import { EmployeeAssignments } from '@timekeep/server-people';
import { deleteRecords, fieldsOf, parseCatalogueQuery, PayRuleEntity, PayRulesQueries, SavePayRuleCommand } from '@timekeep/server-pay-rules';
import { toScheduleTemplate } from '@timekeep/domain-scheduling';
import { CompanyQueries } from '@timekeep/server-organisation';

const KIND = PayRuleKind.ScheduleTemplate;
const rule = z.object({ id: z.string().nullish(), num: formNumber, title: z.string().nullish(), isOffDay: formBoolean.default(false), isClosed: formBoolean.default(false), workSections: formArray(workSectionForm) });
const saveSchema = z.object({
  id: formId,
  name: z.string().default(''),
  active: formBoolean.default(true),
  periodType: z.string().default(''),
  periods: formNumber.default(1),
  days: formNumber.default(7),
  startDate: z.string().default(''),
  scheduleType: z.literal('template').default('template'),
  scheduleRules: formArray(rule),
  autoPunch: formBoolean.default(false),
  outPunchOnly: formBoolean.default(false),
  // Absent: the template's employees stay as they are.
  employeeIds: formList(z.string().uuid('Choose one from the list.')).optional(),
  version: formVersion,
});

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
    private readonly companies: CompanyQueries,
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
    const { id, version, scheduleType: _type, employeeIds, ...input } = parseBody(saveSchema, body);
    const { companyId } = context.principal;
    const settings = await this.companies.settings(companyId);
    // Auto punch shows only when the company allows it; otherwise the stored choice stays.
    const stored = id && !settings.allowAutoPunch ? toScheduleTemplate(await this.queries.one(companyId, KIND, id)) : null;
    const punches = settings.allowAutoPunch ? input : { autoPunch: stored?.autoPunch ?? false, outPunchOnly: stored?.outPunchOnly ?? false };
    const checked = checkScheduleTemplate({ ...input, ...punches }, !id, { tasksRequired: settings.isTaskCodeEnabled });
    const saved = await this.commands.execute<SavePayRuleCommand, { id: string }>(new SavePayRuleCommand(context, KIND, { id, version, body: checked, employeeIds }));
    return { message: 'success', id: saved.id };
  }

  @Post('schedule/delete')
  @HttpCode(200)
  remove(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply> {
    return deleteRecords(this.commands, context, KIND, body);
  }

}
