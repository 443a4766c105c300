import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  Action,
  ChildStructure,
  DepartmentDetail,
  DepartmentJobTaskNode,
  departmentFilterRequestSchema,
  DepartmentNode,
  departmentSaveRequestSchema,
  departmentsDeleteRequestSchema,
  departmentStatusQuerySchema,
  MessageReply,
  Resource,
} from '@timekeep/contracts';
import { CommandContext, Ctx, CurrentPrincipal, parseBody, parsePayload, Permission, Principal } from '@timekeep/server-platform';
import { ChooseDepartmentFilterCommand } from '../scope/choose-department-filter.handler';
import { DepartmentsQueries, StatusFilter } from './departments.queries';
import { RemoveDepartmentsCommand } from './remove-departments.handler';
import { SaveDepartmentCommand } from './save-department.handler';

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
    return this.queries.tree(principal, parsePayload(departmentStatusQuerySchema, status?.toLowerCase()) as StatusFilter);
  }

  /** Document 1 §7: the active structure with each node's jobs and their tasks (ADR 0058). Before /:id, which would take the name for an id. */
  @Get('api/departments/job-task-tree')
  @Permission(Resource.Department, Action.Visible)
  jobTaskTree(@CurrentPrincipal() principal: Principal): Promise<DepartmentJobTaskNode> {
    return this.queries.jobTaskTree(principal);
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
    await this.commands.execute(new ChooseDepartmentFilterCommand(context, parseBody(departmentFilterRequestSchema, body).departmentId));
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
    const { departmentName, timeLeaveApproverId, timeRoundingId, ...rest } = parseBody(departmentSaveRequestSchema, body);
    const command = new SaveDepartmentCommand(context, { ...rest, name: departmentName, approverId: timeLeaveApproverId, roundingId: timeRoundingId });
    const { id } = await this.commands.execute<SaveDepartmentCommand, { id: string }>(command);
    return { message: 'success', departmentVo: { id } };
  }

  @Post('department/delete')
  @HttpCode(200)
  async remove(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply> {
    const { ids } = parseBody(departmentsDeleteRequestSchema, body);
    await this.commands.execute(new RemoveDepartmentsCommand(context, ids));
    return { message: 'success' };
  }
}

