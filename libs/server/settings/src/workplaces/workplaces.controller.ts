import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Action, MessageReply, Page, PayRuleKind, Resource, WorkplaceDto, workplaceSaveRequestSchema } from '@timekeep/contracts';
import { coordinateText, WorkplaceFields } from '@timekeep/domain-settings';
import { CommandContext, Ctx, CurrentPrincipal, parseBody, Permission, Principal } from '@timekeep/server-platform';
import { EmployeeAssignments } from '@timekeep/server-people';
import { fieldsOf, parseCatalogueQuery, PayRuleEntity, PayRulesQueries } from '@timekeep/server-pay-rules';
import { SaveWorkplaceCommand } from './save-workplace.handler';

const KIND = PayRuleKind.Workplace;
function toWorkplace(row: PayRuleEntity, employees: Array<{ id: string; name: string }>): WorkplaceDto {
  const { latitude, longitude, ...fields } = fieldsOf<WorkplaceFields>(row);
  return { id: row.id, name: row.name, workSiteStatus: row.active, ...fields, coordinate: coordinateText({ latitude, longitude }), employeeIds: employees.map((e) => e.id), employees, version: row.version };
}

/** Workplaces (document 3 §4, §7): the geofenced sites of the mobile app and their employees. */
@Controller()
export class WorkplacesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: PayRulesQueries,
    private readonly sites: EmployeeAssignments,
  ) {}

  @Get('api/workplaces')
  @Permission(Resource.Workplace, Action.Visible)
  async list(@CurrentPrincipal() principal: Principal, @Query() query: Record<string, unknown>): Promise<Page<WorkplaceDto>> {
    const { list, filters } = parseCatalogueQuery(query);
    const page = await this.queries.page(principal.companyId, KIND, list, filters, (row) => row);
    const employees = await this.sites.atSites(principal, page.items.map((r) => r.id));
    return { ...page, items: page.items.map((row) => toWorkplace(row, employees.get(row.id) ?? [])) };
  }

  @Get('api/workplaces/:id')
  @Permission(Resource.Workplace, Action.Visible)
  async one(@CurrentPrincipal() principal: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<WorkplaceDto> {
    const row = await this.queries.one(principal.companyId, KIND, id);
    return toWorkplace(row, (await this.sites.atSites(principal, [id])).get(id) ?? []);
  }

  /** Answers 'success', or the spec's 'name repeat'; without employeeIds the site's employees stay as they are. */
  @Post('workPlace/save')
  @HttpCode(200)
  async save(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply & { id?: string }> {
    const { id, version, employeeIds, ...form } = parseBody(workplaceSaveRequestSchema, body);
    const saved = await this.commands.execute<SaveWorkplaceCommand, { id: string }>(new SaveWorkplaceCommand(context, { id, version, form, employeeIds }));
    return { message: 'success', id: saved.id };
  }
}
