import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { Action, ChildStructure, DepartmentDetail, DepartmentNode, MessageReply, Resource } from '@timekeep/contracts';
import { CommandContext, Ctx, CurrentPrincipal, formBoolean, formFlag, formId, formList, formVersion, parseBody, parsePayload, Permission, Principal } from '@timekeep/server-platform';
import { ChooseDepartmentFilterCommand } from '../scope/choose-department-filter.handler';
import { DepartmentsQueries, StatusFilter } from './departments.queries';
import { RemoveDepartmentsCommand } from './remove-departments.handler';
import { SaveDepartmentCommand } from './save-department.handler';

const idList = formList(z.string().uuid('Unknown department'));
const text = (max: number) => z.string().trim().max(max).nullish();
const choice = z.string().uuid('Choose one from the list.').nullish().or(z.literal('').transform(() => null));
/** A list the save may leave out: absent keeps the department's list, empty clears it. */
const choices = formList(z.string().uuid('Choose one from the list.')).optional();
/**
 * Document 1 §3's names. An update names what it changes: a field left out keeps its value, null
 * (or blank, or an empty list) clears it; a field not named here is refused (ADR 0052).
 */
const saveSchema = z.object({
  id: formId,
  parent: z.string().uuid().nullish().or(z.literal('').transform(() => null)),
  departmentName: z.string({ required_error: 'This field is required.' }).trim().min(1, 'This field is required.').max(100),
  code: text(50),
  punchCode: text(20),
  timeZoneId: text(64),
  supervisorIds: formList(z.string().uuid('Unknown department')).optional(),
  timeLeaveApproverId: choice,
  defaultPositionId: choice,
  holidayIds: choices,
  timeRoundingId: choice,
  scheduleId: choice,
  jobIds: choices,
  workPlaceId: choices,
  payExportCode: text(50),
  rateExportCode: text(50),
  greentreeWeekly: formFlag,
  status: formBoolean.optional(),
  version: formVersion,
});
const deleteSchema = z.object({ ids: idList.refine((ids) => ids.length > 0, 'Choose a department to delete.') });
const selectSchema = z.object({ departmentId: idList });
const statusSchema = z.enum(['all', 'active', 'inactive']).default('active');

@Controller()
export class DepartmentsController {
  constructor(private readonly commands: CommandBus, private readonly queries: DepartmentsQueries) {}

  /** IANA zones as the runtime knows them; its list leaves out UTC, which payroll sites do use. */
  @Get('api/timezones')
  timezones(): Array<{ id: string; name: string }> {
    return [...Intl.supportedValuesOf('timeZone'), 'UTC'].map((zone) => ({ id: zone, name: zone.replace(/_/g, ' ') }));
  }

  @Get('api/departments')
  @Permission(Resource.Department, Action.Visible)
  tree(@CurrentPrincipal() principal: Principal, @Query('status') status?: string): Promise<DepartmentNode> {
    return this.queries.tree(principal, parsePayload(statusSchema, status?.toLowerCase()) as StatusFilter);
  }

  @Get('api/departments/next-punch-code')
  @Permission(Resource.Position, Action.Create)
  async nextPunchCode(@CurrentPrincipal() principal: Principal): Promise<{ punchCode: string }> {
    return { punchCode: await this.queries.nextPunchCode(principal.companyId) };
  }

  @Get('api/departments/selected')
  @Permission(Resource.Department, Action.Visible)
  async selected(@CurrentPrincipal() principal: Principal): Promise<{ departmentIds: string[] }> {
    return { departmentIds: await this.queries.selected(principal) };
  }

  @Post('api/departments/selected')
  @HttpCode(200)
  @Permission(Resource.Department, Action.Visible)
  async select(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply> {
    await this.commands.execute(new ChooseDepartmentFilterCommand(context, parseBody(selectSchema, body).departmentId));
    return { message: 'success' };
  }

  @Get('api/departments/:id')
  @Permission(Resource.Department, Action.Visible)
  detail(@CurrentPrincipal() principal: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<DepartmentDetail> {
    return this.queries.detail(principal, id);
  }

  @Get('api/departments/:id/child-company-structure')
  @Permission(Resource.Department, Action.Visible)
  child(@CurrentPrincipal() principal: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<ChildStructure> {
    return this.queries.childStructure(principal, id);
  }

  /** Answers 'success' with departmentVo.id, or a §8 code in message (docs/decisions/0010-message-codes.md). */
  @Post('department/save')
  @HttpCode(200)
  async save(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply & { departmentVo?: { id: string } }> {
    const { departmentName, timeLeaveApproverId, timeRoundingId, ...rest } = parseBody(saveSchema, body);
    const command = new SaveDepartmentCommand(context, { ...rest, name: departmentName, approverId: timeLeaveApproverId, roundingId: timeRoundingId });
    const { id } = await this.commands.execute<SaveDepartmentCommand, { id: string }>(command);
    return { message: 'success', departmentVo: { id } };
  }

  @Post('department/delete')
  @HttpCode(200)
  async remove(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply> {
    const { ids } = parseBody(deleteSchema, body);
    await this.commands.execute(new RemoveDepartmentsCommand(context, ids));
    return { message: 'success' };
  }
}

